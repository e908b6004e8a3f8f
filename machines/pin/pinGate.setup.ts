import { assign, setup } from 'xstate';
import { unprovided, unprovidedCallback, unprovidedPromise } from '../domain/placeholder';
// Types only: the flows' code loads when a PIN dialog first opens (their own chunk).
import type { pinSetupMachine } from './pinSetup.machine';
import type { PinPurpose, pinVerifyMachine } from './pinVerify.machine';

/** What the server says (GET /pin/status) and what this browser remembers. */
export interface PinStatus {
  hasPin: boolean;
  active: boolean;
  /** Seconds left of a lockout after five wrong tries (0 when none). */
  lockSeconds: number;
  /** Skip for now was chosen for this account (local storage, per provider account: SPEC §9). */
  skipped: boolean;
}

/** The two PIN flows, loaded on first use and provided with their effects. */
export interface PinFlows {
  setup: typeof pinSetupMachine;
  verify: typeof pinVerifyMachine;
}

/** The dialog open over the page: setup (intro or boxes) or verify for a purpose. */
export type PinDialog = { flow: 'setup'; startWith: 'intro' | 'boxes' } | { flow: 'verify'; purpose: PinPurpose };

export interface PinGateInput {
  /** Administrators have no profile or messages to protect (SPEC §6): no intro for them. */
  offerIntro: boolean;
}

export interface PinGateContext extends PinGateInput {
  status: PinStatus | null;
  /** The PIN was given (or set) in this session: the profile and messages are open. */
  unlocked: boolean;
  /** The intro was shown in this session: closing it does not bring it back until the next sign-in. */
  introShown: boolean;
  dialog: PinDialog | null;
  /** The welcome hints are over (the session said so, issue #28.6): the intro need not wait for them. */
  welcomeOver: boolean;
}

export type PinGateEvent =
  /** A protected page (/user-profile, /people-chat) is showing while locked: ask for the PIN. */
  | { type: 'pin.unlock' }
  /** Settings. */
  | { type: 'pin.setUp' }
  | { type: 'pin.turnOff' }
  | { type: 'pin.turnOn' }
  | { type: 'pin.change' }
  /** Settings asks again after the status could not be loaded. */
  | { type: 'pin.recheck' }
  /** Someone used the page: the 15 minutes of inactivity start again. */
  | { type: 'pin.activity' }
  /** The welcome hints are not (or no longer) on screen: the intro may open (issue #28.6). */
  | { type: 'pin.welcomeOver' }
  /** The open flow ended (spawned, so its end is not an invoke's onDone). */
  | { type: 'xstate.done.actor.flow'; output: FlowOutput };

/** What the flows end with: `{ saved }` from setup, `{ verified }` from verify. */
export type FlowOutput = { saved?: boolean; verified?: boolean } | undefined;

/** The PIN gate's types, effects, guards and actions; the chart is in pinGate.machine.ts. */
export const pinGateSetup = setup({
  types: {
    /** The flags the guard, the dialog host and Settings read. */
    tags: {} as 'checking' | 'dialog' | 'unlocked' | 'locked' | 'status unknown' | 'intro waiting',
    context: {} as PinGateContext,
    input: {} as PinGateInput,
    events: {} as PinGateEvent,
  },
  actors: {
    // GET /pin-manager/v1/pin/status and the skip flag; provided in src/features/pin/wiring.ts.
    loadStatus: unprovidedPromise<PinStatus>('pin', 'loadStatus'),
    // import() of the flows with their effects (src/features/pin/flows.ts).
    loadFlows: unprovidedPromise<PinFlows>('pin', 'loadFlows'),
    // Pointer and key use of the page, at most once every 30 s, as `pin.activity`.
    watchActivity: unprovidedCallback<PinGateEvent>('pin', 'watchActivity'),
  },
  delays: {
    /** SPEC-beyond (issue #12): an unlocked session locks after 15 minutes without activity. */
    inactivity: 15 * 60 * 1000,
  },
  actions: {
    // Cancel on the verify dialog returns where the person was (or the dashboard after a deep link).
    'leave the protected page': () => unprovided('pin', 'leave the protected page'),
    'keep status': assign((_, status: PinStatus) => ({ status })),
    'ask with': assign((_, dialog: PinDialog) => ({ dialog })),
    'unlock session': assign({ unlocked: true }),
    // The session forwards the welcome hints' end (machines/session): the first-run asks come one
    // at a time, the welcome first (issue #28.6); told before the intro is due, it is remembered.
    'remember welcome over': assign({ welcomeOver: true }),
    'lock session': assign({ unlocked: false }),
    'close dialog': assign(({ context }) => ({
      dialog: null,
      introShown: context.introShown || (context.dialog?.flow === 'setup' && context.dialog.startWith === 'intro'),
    })),
  },
  guards: {
    'pin active and unlocked': ({ context }) => !!context.status?.hasPin && context.status.active && context.unlocked,
    'pin active': ({ context }) => !!context.status?.hasPin && context.status.active,
    'has pin': ({ context }) => !!context.status?.hasPin,
    'status known': ({ context }) => context.status !== null,
    'welcome over': ({ context }) => context.welcomeOver,
    'intro already answered': ({ context }) => !context.offerIntro || !!context.status?.skipped || context.introShown,
    /** The flow ended well: the PIN was given, set or changed (`{ verified }` or `{ saved }`). */
    'flow succeeded': ({ event }) => event.type === 'xstate.done.actor.flow' && !!(event.output?.verified || event.output?.saved),
    'unlock was cancelled': ({ context }) => context.dialog?.flow === 'verify' && context.dialog.purpose === 'unlock',
  },
});

export const initialContext = ({ input }: { input: PinGateInput }): PinGateContext => ({
  offerIntro: input.offerIntro,
  status: null,
  unlocked: false,
  introShown: false,
  dialog: null,
  welcomeOver: false,
});
