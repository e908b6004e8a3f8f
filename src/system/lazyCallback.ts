import { fromCallback, type EventObject, type NonReducibleUnknown } from 'xstate';

type Callback<TEvent, TInput> = (params: { input: TInput; sendBack: (event: TEvent) => void }) => () => void;

/**
 * A callback actor whose code loads when it first starts: the realtime
 * connections (and their schemas) download only once someone signs in.
 */
export function lazyCallback<TEvent extends EventObject, TInput extends NonReducibleUnknown>(
  load: () => Promise<Callback<TEvent, TInput>>,
) {
  let loaded: Promise<Callback<TEvent, TInput>> | null = null;
  return fromCallback<TEvent, TInput>(({ input, sendBack }) => {
    let stopped = false;
    let cleanup = () => {};
    void (loaded ??= load()).then((callback) => {
      if (!stopped) cleanup = callback({ input, sendBack });
    });
    return () => {
      stopped = true;
      cleanup();
    };
  });
}
