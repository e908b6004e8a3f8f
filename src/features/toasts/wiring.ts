import { enqueueActions, fromPromise } from 'xstate';
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
      // The community owner hands it to the feeds open under it, which read their first page again.
      'reload feed': enqueueActions(({ system, enqueue }) => {
        const community = system.get('community');
        if (community) enqueue.sendTo(community, { type: 'feed.reload' });
        enqueue(() => refresh());
      }),
    },
  });
