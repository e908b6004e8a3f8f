import { enqueueActions } from 'xstate';
import { FEED_RELOAD } from '../../../machines/domain/notifications';
import { toastsMachine } from '../../../machines/toasts/toasts.machine';
import type { WiringDeps } from '../../system/deps';

/** The toast queue with the router: a toast's link opens a page, the New Post chip reloads the feed. */
export const toastsWiring = ({ open, refresh }: Pick<WiringDeps, 'open' | 'refresh'>) =>
  toastsMachine.provide({
    actions: {
      navigate: (_, { to }) => {
        if (to) open(to);
      },
      // The feed's actor hears the emitted event (src/features/community/wiring.ts) and reads its first page again.
      'reload feed': enqueueActions(({ enqueue }) => {
        enqueue.emit({ type: FEED_RELOAD });
        enqueue(() => refresh());
      }),
    },
  });
