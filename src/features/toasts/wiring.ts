import { toastsMachine } from '../../../machines/toasts/toasts.machine';
import type { WiringDeps } from '../../system/deps';

/** The toast queue with the router: a toast's link opens a page, the New Post chip reloads the feed. */
export const toastsWiring = ({ open, refresh }: Pick<WiringDeps, 'open' | 'refresh'>) =>
  toastsMachine.provide({
    actions: {
      navigate: (_, { to }) => {
        if (to) open(to);
      },
      'reload feed': () => refresh(),
    },
  });
