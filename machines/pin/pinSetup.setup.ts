import { assign, setup } from 'xstate';
import { allFilled, type BoxEdit, type Boxes, editFrom, emptyBoxes, firstRow, PIN_LENGTH, rowsMatch } from '../domain/pinBoxes';
import { unprovided, unprovidedPromise } from '../domain/placeholder';

export interface PinSetupInput {
  /** The intro (after sign-in) or straight to the boxes (Settings). */
  startWith: 'intro' | 'boxes';
  /**
   * Forgot PIN and Change PIN set the new PIN with the e-mailed code (`PUT /pin`); a first
   * PIN has none (`POST /pin`). Masked in every sink with the PIN (src/reporting/redact.ts).
   */
  otp?: string | null;
}

export interface PinSetupContext extends Boxes, Required<PinSetupInput> {
  /** Show PIN: the boxes show their digits instead of dots. */
  visible: boolean;
  /** Why the last save failed, in words (the PIN itself is cleared). */
  failure: string | null;
  /** The PIN was saved: the flow's output, for whoever invoked it. */
  saved: boolean;
}

/** What the flow ends with: the gate unlocks the session after a new PIN. */
export interface PinSetupOutput {
  saved: boolean;
}

/**
 * The view sends what a person did in a box. The digit (`value`) and the pasted `text`
 * are masked in the inspector, the journal and error reports (src/reporting/redact.ts).
 */
export type PinSetupEvent =
  | { type: 'pin.start' }
  | { type: 'pin.skip' }
  | { type: 'pin.later' }
  | BoxEdit
  | { type: 'pin.toggleVisible' }
  | { type: 'pin.submit' }
  | { type: 'pin.close' };

/** Why a save failed, as the dialog says it. */
export type SaveFailure = 'already set' | 'unavailable';
export const failureText = (failure: SaveFailure) =>
  failure === 'already set'
    ? 'This account already has a PIN. Use Forgot PIN to change it.'
    : 'Your PIN could not be saved. Check your connection and try again.';

const BOXES = 2 * PIN_LENGTH;

/** The PIN setup flow's types, effects, guards and actions; the chart is in pinSetup.machine.ts. */
export const pinSetupSetup = setup({
  types: {
    /** The flags the setup dialog reads. */
    tags: {} as 'intro' | 'entering' | 'mismatch' | 'can submit' | 'saving' | 'success',
    context: {} as PinSetupContext,
    input: {} as PinSetupInput,
    output: {} as PinSetupOutput,
    events: {} as PinSetupEvent,
  },
  actors: {
    // POST /pin (or PUT /pin with the code), provided in src/features/pin/flows.ts; rejects with a SaveFailure.
    savePin: unprovidedPromise<void, { pin: string; otp: string | null }>('pin', 'savePin'),
  },
  actions: {
    // Local storage, per provider account (SPEC §9), provided in src/features/pin/flows.ts.
    'remember skip': () => unprovided('pin', 'remember skip'),
    /** A key, a paste, Backspace or a focus move in a box (machines/domain/pinBoxes.ts). */
    'edit boxes': assign(({ context, event }) => editFrom(context, event)),
    'toggle visible': assign({ visible: ({ context }) => !context.visible }),
    /**
     * SPEC §5: on a mismatch, focus goes to the first confirmation box; the row is cleared
     * too (issue #28.8), so the person sees at once what to type again.
     */
    'clear confirmation row': assign(({ context }) => ({
      pinBoxes: context.pinBoxes.map((c, i) => (i < PIN_LENGTH ? c : '')),
      focus: PIN_LENGTH,
    })),
    'forget failure': assign({ failure: null }),
    'mark saved': assign({ saved: true }),
    /** A failed save keeps nothing secret: the PIN is cleared and typing starts again at the first box. */
    'clear after failure': assign((_, params: { failure: SaveFailure }) => ({
      ...emptyBoxes(BOXES),
      failure: failureText(params.failure),
    })),
  },
  guards: {
    'all boxes filled': ({ context }) => allFilled(context.pinBoxes),
    'pins match': ({ context }) => rowsMatch(context.pinBoxes),
    'starts with the boxes': ({ context }) => context.startWith === 'boxes',
  },
});

export const initialContext = (input: PinSetupInput): PinSetupContext => ({
  ...emptyBoxes(BOXES),
  startWith: input.startWith,
  otp: input.otp ?? null,
  visible: false,
  failure: null,
  saved: false,
});
/** The save's failure, from what the wiring rejected with (an Error carrying `failure`). */
export const saveFailureOf = (error: unknown): SaveFailure =>
  (error as { failure?: unknown } | null)?.failure === 'already set' ? 'already set' : 'unavailable';
/** What is saved: the first row (the second only confirms it). */
export const pinOf = (context: PinSetupContext) => firstRow(context.pinBoxes);
