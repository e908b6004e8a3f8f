import { enqueueActions, fromPromise } from 'xstate';
import { FEED_RELOAD } from '../../../machines/domain/notifications';
import { toastsMachine } from '../../../machines/toasts/toasts.machine';
import type { WiringDeps } from '../../system/deps';
import { playBeep } from './beep';
import { playChatAlert } from './chatAlert';

/**
 * The toast queue with the router: a toast's link opens a page, the New Post chip reloads the
 * feed. The person's notification choices are read from their preferences when the session
 * starts; a notice's sound is the chat alert for a message and a short beep for the others.
 */
export const toastsWiring = ({ open, refresh, api }: Pick<WiringDeps, 'open' | 'refresh' | 'api'>) =>
  toastsMachine.provide({
    actors: {
      readChoices: fromPromise(async ({ signal }) => (await (await (await api()).preferences()).read(signal)).notifications),
    },
    actions: {
      navigate: (_, { to }) => {
        if (to) open(to);
      },
      'play sound': (_, { of }) => (of === 'Chat' ? playChatAlert() : playBeep()),
      // The feed's actor hears the emitted event (src/features/community/wiring.ts) and reads its first page again.
      'reload feed': enqueueActions(({ enqueue }) => {
        enqueue.emit({ type: FEED_RELOAD });
        enqueue(() => refresh());
      }),
    },
  });
