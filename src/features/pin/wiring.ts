import { fromCallback, fromPromise } from 'xstate';
import { pinGateMachine, type PinFlows, type PinGateEvent } from '../../../machines/pin/pinGate.machine';
import { getSystemActor } from '../../../machines/system';
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
      // The intro waits for the welcome hints (issue #28.6): told once neither is on screen.
      // Without a hints actor (nothing to wait for) it may open at once.
      watchWelcome: fromCallback<PinGateEvent>(({ sendBack, system }) => {
        const hints = getSystemActor(system, 'welcomeHints');
        if (!hints) return void sendBack({ type: 'pin.welcomeOver' });
        let told = false;
        const watch = (snapshot: ReturnType<typeof hints.getSnapshot>) => {
          if (told || !snapshot.hasTag('welcome over')) return;
          told = true;
          sendBack({ type: 'pin.welcomeOver' });
        };
        const subscription = hints.subscribe(watch);
        watch(hints.getSnapshot());
        return () => subscription.unsubscribe();
      }),
      // Runs only while unlocked: its code loads then.
      watchActivity: lazyCallback(async () => (await import('./activity')).watchActivity),
    },
    actions: { 'leave the protected page': () => deps.back() },
  });
