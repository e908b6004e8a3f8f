import { fromPromise } from 'xstate';
import type { PinFlows } from '../../../machines/pin/pinGate.machine';
import { pinSetupMachine } from '../../../machines/pin/pinSetup.machine';
import { pinVerifyMachine } from '../../../machines/pin/pinVerify.machine';
import type { WiringDeps } from '../../system/deps';
import { rememberSkip } from './skipFlag';

/**
 * The PIN flows with their effects, in their own chunk: loaded by the gate when a PIN
 * dialog first opens, so the dashboard never carries them. The service rejects with a
 * `PinRefused` whose `failure` is what the machines read (src/services/pinManager.ts).
 */
export function createPinFlows(deps: WiringDeps): PinFlows {
  const pins = async () => (await deps.api()).pinManager();
  const setup = pinSetupMachine.provide({
    actors: {
      savePin: fromPromise(async ({ input }) => {
        const service = await pins();
        await (input.otp === null ? service.setPin(input.pin) : service.replacePin(input.pin, input.otp));
      }),
    },
    actions: { 'remember skip': () => rememberSkip(deps.accountId()) },
  });
  const verify = pinVerifyMachine.provide({
    actors: {
      checkPin: fromPromise(async ({ input }) => {
        const service = await pins();
        if (input.purpose === 'unlock') await service.verify(input.pin);
        else await service.toggle(input.purpose === 'turn on', input.pin);
      }),
      sendCode: fromPromise(async ({ input }) => (await pins()).sendCode(input.again)),
      checkCode: fromPromise(async ({ input }) => (await pins()).checkCode(input.otp)),
      // The new PIN's boxes are the setup flow's, saving with the code.
      newPin: setup,
    },
  });
  return { setup, verify };
}
