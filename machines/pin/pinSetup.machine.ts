import { and, not, type ActorRefFrom } from 'xstate';
import { BOX_EDITS } from '../domain/pinBoxes';
import { initialContext, pinOf, pinSetupSetup, saveFailureOf } from './pinSetup.setup';

export * from './pinSetup.setup';

/**
 * PIN setup (SPEC §4, §5): the intro offers Skip for now or Set Up PIN; then six boxes
 * and six to confirm. Submit is possible only when all twelve are filled and the rows
 * match; a full mismatch says "PINs do not match", clears the confirmation row and moves
 * focus to its first box (issue #28.8: the person types the confirmation again). The
 * saved PIN leads to the success dialog.
 */
export const pinSetupMachine = pinSetupSetup.createMachine({
  id: 'pinSetup',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ saved: context.saved }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Settings opens the boxes directly; after sign-in the intro comes first.',
      always: [{ guard: 'starts with the boxes', target: 'entering' }, { target: 'intro' }],
    },
    intro: {
      tags: ['intro'],
      on: {
        'pin.start': 'entering',
        'pin.skip': { target: 'skipped', actions: 'remember skip' },
        // Escape or a click outside: asked again next time.
        'pin.later': 'dismissed',
      },
    },
    entering: {
      tags: ['entering'],
      initial: 'incomplete',
      on: { ...BOX_EDITS, 'pin.later': '#pinSetup.dismissed' },
      states: {
        incomplete: {
          always: [
            { guard: and(['all boxes filled', 'pins match']), target: 'ready' },
            { guard: 'all boxes filled', target: 'mismatch' },
          ],
        },
        mismatch: {
          description:
            'Both rows were full and differed: "PINs do not match" shows, the confirmation row is cleared and its first box has focus, until the next edit.',
          tags: ['mismatch'],
          entry: 'clear confirmation row',
          on: {
            // The next change is a new try: the message goes and the rows are judged again.
            'pin.digit': { target: 'incomplete', actions: ['edit boxes', 'forget failure'] },
            'pin.paste': { target: 'incomplete', actions: ['edit boxes', 'forget failure'] },
            'pin.backspace': { target: 'incomplete', actions: ['edit boxes', 'forget failure'] },
          },
        },
        ready: {
          tags: ['can submit'],
          always: [
            { guard: not('all boxes filled'), target: 'incomplete' },
            { guard: not('pins match'), target: 'mismatch' },
          ],
          on: { 'pin.submit': '#pinSetup.saving' },
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'savePin',
        id: 'savePin',
        input: ({ context }) => ({ pin: pinOf(context), otp: context.otp }),
        onDone: { target: 'success', actions: 'mark saved' },
        onError: {
          target: 'entering',
          actions: {
            type: 'clear after failure',
            params: ({ event }) => ({ failure: saveFailureOf(event.error) }),
          },
        },
      },
    },
    success: {
      tags: ['success'],
      on: { 'pin.close': 'done' },
    },
    done: { type: 'final', description: 'The PIN is set and active.' },
    skipped: { type: 'final', description: 'Skip for now: remembered for this account.' },
    dismissed: { type: 'final', description: 'Closed without choosing: the intro shows again next time.' },
  },
});

export type PinSetupActorRef = ActorRefFrom<typeof pinSetupMachine>;
