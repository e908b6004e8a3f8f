import { fromPromise } from 'xstate';
import { pinGateMachine, type PinFlows } from '../../../machines/pin/pinGate.machine';
import type { WiringDeps } from '../../system/deps';
import { reportError } from '../../reporting/reporting';
import { lazyCallback } from '../../system/lazyCallback';
import { readSkipped } from './skipFlag';

/**
 * The PIN gate with the pin-manager service, the skip flag and the router. The flows
 * themselves (setup, verify, reset) load with the first PIN dialog: src/features/pin/flows.ts.
 */
export const pinGateWiring = (deps: WiringDeps) =>
  pinGateMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => ({
        ...(await (await deps.api()).pinStatus.status()),
        skipped: readSkipped(deps.accountId()),
      })),
      loadFlows: fromPromise(async (): Promise<PinFlows> => {
        try {
          const { createPinFlows } = await import('./flows');
          return createPinFlows(deps);
        } catch (error) {
          reportError(error, { flow: 'pin', problem: 'could not load the PIN dialogs' });
          throw error;
        }
      }),
      // Runs only while unlocked: its code loads then.
      watchActivity: lazyCallback(async () => (await import('./activity')).watchActivity),
    },
    actions: { 'leave the protected page': () => deps.back() },
  });
