import { enqueueActions, stopChild, type ActorRefFrom } from 'xstate';
import { initialContext, pinGateSetup, type PinFlows } from './pinGate.setup';

export * from './pinGate.setup';
export { protectedContentHidden } from './protectedContent';

/**
 * The PIN over a signed-in session (SPEC §1, §4, §7): asks the server for the status,
 * offers the intro to someone without a PIN who has not skipped it (after the welcome card), keeps the profile
 * and messages closed until the PIN is given, locks again after 15 minutes without
 * activity, and opens the setup or verify flow (their own chunk, spawned as `pinFlow`)
 * for the intro, a protected page or Settings. After every flow the status is read
 * again: the server, not this chart, knows whether a PIN is set, on or locked out.
 */
export const pinGateMachine = pinGateSetup.createMachine({
  id: 'pinGate',
  context: initialContext,
  on: { 'pin.welcomeOver': { actions: 'remember welcome over' } },
  initial: 'checking',
  states: {
    checking: {
      tags: ['checking'],
      invoke: {
        src: 'loadStatus',
        id: 'loadStatus',
        onDone: { target: 'deciding', actions: { type: 'keep status', params: ({ event }) => event.output } },
        onError: [
          // A re-read after a flow failed: what the server said before still holds.
          { guard: 'status known', target: 'deciding' },
          // Reported by the service (SPEC §8); treated as "no PIN known", and never asked again in a loop.
          { target: 'unknown' },
        ],
      },
    },
    deciding: {
      always: [
        { guard: 'pin active and unlocked', target: 'protected.unlocked' },
        { guard: 'pin active', target: 'protected.locked' },
        { guard: 'has pin', target: 'off' },
        { guard: 'intro already answered', target: 'none' },
        { target: 'offering' },
      ],
    },
    offering: {
      description:
        'No PIN and the intro not yet answered: it waits while the welcome hints are on screen and opens once they are put away (issue #28.6: the welcome first, never two asks stacked).',
      tags: ['intro waiting'],
      always: {
        guard: 'welcome over',
        target: 'dialog',
        actions: { type: 'ask with', params: { flow: 'setup', startWith: 'intro' } },
      },
      on: {
        'pin.welcomeOver': {
          target: 'dialog',
          actions: ['remember welcome over', { type: 'ask with', params: { flow: 'setup', startWith: 'intro' } }],
        },
        // Settings can still set one up while the intro waits.
        'pin.setUp': { target: 'dialog', actions: { type: 'ask with', params: { flow: 'setup', startWith: 'boxes' } } },
      },
    },
    unknown: {
      description: 'The status call failed: nothing is locked and no intro shows; Settings can ask again.',
      tags: ['status unknown'],
      on: { 'pin.recheck': 'checking' },
    },
    none: {
      description: 'No PIN: Settings can set one up.',
      on: { 'pin.setUp': { target: 'dialog', actions: { type: 'ask with', params: { flow: 'setup', startWith: 'boxes' } } } },
    },
    off: {
      description: 'A PIN that is turned off: nothing is locked.',
      on: {
        'pin.turnOn': { target: 'dialog', actions: { type: 'ask with', params: { flow: 'verify', purpose: 'turn on' } } },
        'pin.change': { target: 'dialog', actions: { type: 'ask with', params: { flow: 'verify', purpose: 'change' } } },
      },
    },
    protected: {
      on: {
        'pin.turnOff': { target: 'dialog', actions: { type: 'ask with', params: { flow: 'verify', purpose: 'turn off' } } },
        'pin.change': { target: 'dialog', actions: { type: 'ask with', params: { flow: 'verify', purpose: 'change' } } },
      },
      initial: 'locked',
      states: {
        locked: {
          tags: ['locked'],
          on: {
            'pin.unlock': {
              target: '#pinGate.dialog',
              actions: { type: 'ask with', params: { flow: 'verify', purpose: 'unlock' } },
            },
          },
        },
        unlocked: {
          tags: ['unlocked'],
          invoke: { src: 'watchActivity', id: 'watchActivity' },
          after: { inactivity: { target: 'locked', actions: 'lock session' } },
          on: { 'pin.activity': { target: 'unlocked', reenter: true } },
        },
      },
    },
    dialog: {
      tags: ['dialog'],
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadFlows',
            id: 'loadFlows',
            onDone: {
              target: 'open',
              // The flow's code is here: open it as the `flow` child (system id `pinFlow`, which
              // the dialogs render). The logic arrives at run time (its own chunk), so it is not in `actors`.
              actions: enqueueActions(({ context, event, enqueue }) => {
                const flows: PinFlows = event.output;
                const dialog = context.dialog;
                if (dialog?.flow === 'setup')
                  enqueue.spawnChild(flows.setup as never, {
                    id: 'flow',
                    systemId: 'pinFlow',
                    input: { startWith: dialog.startWith },
                  });
                else if (dialog?.flow === 'verify')
                  enqueue.spawnChild(flows.verify as never, {
                    id: 'flow',
                    systemId: 'pinFlow',
                    input: { purpose: dialog.purpose, lockSeconds: context.status?.lockSeconds ?? 0 },
                  });
              }),
            },
            // The chunk did not load (reported by the wiring): as if the dialog were closed.
            onError: { target: '#pinGate.deciding', actions: 'close dialog' },
          },
        },
        open: {
          on: {
            'xstate.done.actor.flow': [
              {
                guard: 'flow succeeded',
                target: '#pinGate.checking',
                actions: [stopChild('flow'), 'unlock session', 'close dialog'],
              },
              {
                guard: 'unlock was cancelled',
                target: '#pinGate.checking',
                actions: [stopChild('flow'), 'leave the protected page', 'close dialog'],
              },
              { target: '#pinGate.checking', actions: [stopChild('flow'), 'close dialog'] },
            ],
          },
        },
      },
    },
  },
});

export type PinGateActorRef = ActorRefFrom<typeof pinGateMachine>;
