import { enqueueActions, fromPromise } from 'xstate';
import { welcomeHintsMachine } from '../../../machines/welcomeHints/welcomeHints.machine';
import { readSeenHints, rememberHint } from './hintsStorage';

/** Welcome hints remembered per e-mail in local storage. */
export const welcomeHintsWiring = () =>
  welcomeHintsMachine.provide({
    actors: { loadSeenHints: fromPromise(async ({ input }) => readSeenHints(input.email)) },
    actions: {
      'remember hint': (_, { email, hint }) => rememberHint(email, hint),
      // The PIN gate's intro waits for the welcome (issue #28.6): told through the actor tree.
      'announce welcome over': enqueueActions(({ system, enqueue }) => {
        const gate = system.get('pinGate');
        if (gate) enqueue.sendTo(gate, { type: 'pin.welcomeOver' });
      }),
    },
  });
