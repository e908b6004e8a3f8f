import type { VoiceLimits } from '../options';

export type { VoiceLimits };
/**
 * Who may use a recogniser now (issue #26: six idle sockets of one account held every
 * worker, and nobody else got a transcript). A voice socket asks for a turn when its first
 * audio frame comes, holds it while audio flows at the pace it is spoken, and gives it back
 * when the utterance ends, the audio stops or lags for `idleMs`, or the socket closes. At most `recognisers` turns run at
 * once and at most `perUser` of them for one account; the others wait, and are told their
 * place in line each time it changes.
 */

export const VOICE_LIMITS: VoiceLimits = {
  recognisers: 6,
  perUser: 2,
  idleMs: 10_000,
};

export interface TurnRequest {
  /** The turn has begun (at once when a recogniser is free and the account is under its share). */
  onTurn(): void;
  /** Waiting: `position` is 1 for the next in line. Called again whenever it changes. */
  onWaiting(position: number): void;
}

interface Waiter {
  userId: number;
  request: TurnRequest;
  /** The place last told, so a waiter hears only of changes. */
  told: number;
  state: 'waiting' | 'running' | 'done';
}

export class VoiceTurns {
  private running = 0;
  private readonly held = new Map<number, number>();
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: Pick<VoiceLimits, 'recognisers' | 'perUser'>) {}

  /** Asks for a turn for `userId`; the function returned gives it back, or leaves the line. Calling it again does nothing. */
  request(userId: number, request: TurnRequest): () => void {
    const waiter: Waiter = { userId, request, told: 0, state: 'waiting' };
    if (this.mayBegin(userId)) {
      this.begin(waiter);
      request.onTurn();
    } else {
      this.waiting.push(waiter);
      this.tellPlaces();
    }
    return () => this.leave(waiter);
  }

  /** Turns running now, and how many wait. */
  get counts() {
    return { running: this.running, waiting: this.waiting.length };
  }

  private heldBy(userId: number) {
    return this.held.get(userId) ?? 0;
  }

  private mayBegin(userId: number) {
    return this.running < this.limits.recognisers && this.heldBy(userId) < this.limits.perUser;
  }

  private begin(waiter: Waiter) {
    waiter.state = 'running';
    this.running += 1;
    this.held.set(waiter.userId, this.heldBy(waiter.userId) + 1);
  }

  private leave(waiter: Waiter) {
    if (waiter.state === 'done') return;
    if (waiter.state === 'running') {
      this.running -= 1;
      const left = this.heldBy(waiter.userId) - 1;
      if (left > 0) this.held.set(waiter.userId, left);
      else this.held.delete(waiter.userId);
    } else this.waiting.splice(this.waiting.indexOf(waiter), 1);
    waiter.state = 'done';
    this.next();
  }

  /**
   * The waiting turns in the order they will begin: an account holding fewer turns goes
   * before one holding more (one that already has a recogniser does not go before one that
   * has none; one at its share waits for its own turn to end), then the earliest asked for.
   */
  private line(): Waiter[] {
    const rank = (waiter: Waiter) => Math.min(this.heldBy(waiter.userId), this.limits.perUser);
    return [...this.waiting].sort((a, b) => rank(a) - rank(b));
  }

  /** Begins what may begin now, then tells the rest their place. Callbacks run once the line is settled. */
  private next() {
    const starting: Waiter[] = [];
    const nextUp = () => this.line().find((waiter) => this.mayBegin(waiter.userId));
    for (let first = nextUp(); first; first = nextUp()) {
      this.waiting.splice(this.waiting.indexOf(first), 1);
      this.begin(first);
      starting.push(first);
    }
    this.tellPlaces();
    for (const waiter of starting) if (waiter.state === 'running') waiter.request.onTurn();
  }

  private tellPlaces() {
    this.line().forEach((waiter, index) => {
      if (waiter.told === index + 1) return;
      waiter.told = index + 1;
      waiter.request.onWaiting(index + 1);
    });
  }
}
