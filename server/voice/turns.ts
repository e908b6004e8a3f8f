import type { VoiceLimits } from '../options';

export type { VoiceLimits };
/**
 * Who may use a recogniser now (issue #26: six idle sockets of one account held every
 * worker, and nobody else got a transcript). A voice socket asks for a turn when its first
 * audio frame comes, holds it while audio flows at the pace it is spoken, and gives it back
 * when the utterance ends, the audio stops or lags for `idleMs`, or the socket closes. At most `recognisers` turns run at
 * once, at most `perUser` of them for one account and `perAddress` for one address (issue
 * #57.7: sign-ups are free, so an account's share alone did not stop one person holding every
 * recogniser); the others wait, and are told their place in line each time it changes.
 */

export const VOICE_LIMITS: VoiceLimits = {
  recognisers: 6,
  perUser: 2,
  idleMs: 10_000,
  perAddress: 4,
  socketsPerAddress: 12,
  waitingAudioMs: 10_000,
  waitAfterEndMs: 60_000,
};

export interface TurnRequest {
  /** The turn has begun (at once when a recogniser is free and the account is under its share). */
  onTurn(): void;
  /** Waiting: `position` is 1 for the next in line. Called again whenever it changes. */
  onWaiting(position: number): void;
}

interface Waiter {
  userId: number;
  /** The client's address (server/http/client-address.ts); '' counts for no address. */
  address: string;
  request: TurnRequest;
  /** The place last told, so a waiter hears only of changes. */
  told: number;
  state: 'waiting' | 'running' | 'done';
}

export class VoiceTurns {
  private running = 0;
  private readonly held = new Map<number, number>();
  private readonly heldAt = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  private readonly limits: Pick<VoiceLimits, 'recognisers' | 'perUser' | 'perAddress'>;

  constructor(limits: Pick<VoiceLimits, 'recognisers' | 'perUser'> & Partial<Pick<VoiceLimits, 'perAddress'>>) {
    this.limits = { perAddress: limits.recognisers, ...limits };
  }

  /**
   * Asks for a turn for `userId` at `address` (none: the account's share alone counts); the
   * function returned gives it back, or leaves the line. Calling it again does nothing.
   */
  request(userId: number, request: TurnRequest, address = ''): () => void {
    const waiter: Waiter = { userId, address, request, told: 0, state: 'waiting' };
    if (this.mayBegin(waiter)) {
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

  private heldFrom(address: string) {
    return address ? (this.heldAt.get(address) ?? 0) : 0;
  }

  private mayBegin(waiter: Waiter) {
    return (
      this.running < this.limits.recognisers &&
      this.heldBy(waiter.userId) < this.limits.perUser &&
      this.heldFrom(waiter.address) < this.limits.perAddress
    );
  }

  private begin(waiter: Waiter) {
    waiter.state = 'running';
    this.running += 1;
    this.held.set(waiter.userId, this.heldBy(waiter.userId) + 1);
    if (waiter.address) this.heldAt.set(waiter.address, this.heldFrom(waiter.address) + 1);
  }

  private leave(waiter: Waiter) {
    if (waiter.state === 'done') return;
    if (waiter.state === 'running') {
      this.running -= 1;
      const left = this.heldBy(waiter.userId) - 1;
      if (left > 0) this.held.set(waiter.userId, left);
      else this.held.delete(waiter.userId);
      const leftAt = this.heldFrom(waiter.address) - 1;
      if (leftAt > 0) this.heldAt.set(waiter.address, leftAt);
      else this.heldAt.delete(waiter.address);
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
    const nextUp = () => this.line().find((waiter) => this.mayBegin(waiter));
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
