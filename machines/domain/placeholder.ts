import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * Placeholders for the effects a machine declares and src/ provides (`machine.provide`
 * in `src/features/<flow>/wiring.ts`). Each one throws until provided, naming the fix:
 * an unprovided effect that quietly did nothing (an event stream that never
 * delivered, a session check that always said "signed out") would pass for working.
 * Model-based tests provide fakes for exactly the effects a path needs.
 */
const fix = (flow: string, name: string) =>
  `${flow}: '${name}' is not provided. Provide it in src/features/${flow}/wiring.ts (or a fake in the test).`;

/**
 * The body of an action the wiring must provide, written inline so XState infers
 * its params: `navigate: (_, _params: { to: string }) => unprovided('toasts', 'navigate')`.
 */
export function unprovided(flow: string, name: string): never {
  throw new Error(fix(flow, name));
}

/** A promise actor the wiring must provide. */
export function unprovidedPromise<TOutput, TInput extends NonReducibleUnknown = NonReducibleUnknown>(flow: string, name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(fix(flow, name));
  });
}

/** A callback actor (a connection, a listener) the wiring must provide. */
export function unprovidedCallback<TEvent extends EventObject, TInput extends NonReducibleUnknown = NonReducibleUnknown>(
  flow: string,
  name: string,
) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(fix(flow, name));
  });
}
