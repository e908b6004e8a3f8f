import { fromPromise } from 'xstate';
import { welcomeHintsMachine } from '../../../machines/welcomeHints/welcomeHints.machine';
import { readSeenHints, rememberHint } from './hintsStorage';

/** Welcome hints remembered per e-mail in local storage. */
export const welcomeHintsWiring = () =>
  welcomeHintsMachine.provide({
    actors: { loadSeenHints: fromPromise(async ({ input }) => readSeenHints(input.email)) },
    actions: { 'remember hint': (_, { email, hint }) => rememberHint(email, hint) },
  });
