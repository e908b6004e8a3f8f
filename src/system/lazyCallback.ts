import { fromCallback, type EventObject, type NonReducibleUnknown } from 'xstate';

type Callback<TEvent, TInput, TReceived> = (params: {
  input: TInput;
  sendBack: (event: TEvent) => void;
  receive: (listener: (event: TReceived) => void) => void;
}) => () => void;

/**
 * A callback actor whose code loads when it first starts: the realtime
 * connections (and their schemas) download only once someone signs in.
 * Events sent to it before its code has loaded are handed over in order once it listens.
 */
export function lazyCallback<
  TEvent extends EventObject,
  TInput extends NonReducibleUnknown,
  TReceived extends EventObject = TEvent,
>(load: () => Promise<Callback<TEvent, TInput, TReceived>>) {
  let loaded: Promise<Callback<TEvent, TInput, TReceived>> | null = null;
  return fromCallback<TReceived, TInput>(({ input, sendBack, receive }) => {
    let stopped = false;
    let cleanup = () => {};
    let listener: ((event: TReceived) => void) | undefined;
    const early: TReceived[] = [];
    receive((event) => (listener ? listener(event) : early.push(event)));
    void (loaded ??= load()).then((callback) => {
      if (stopped) return;
      cleanup = callback({
        input,
        sendBack,
        receive: (l) => {
          listener = l;
          for (const event of early.splice(0)) l(event);
        },
      });
    });
    return () => {
      stopped = true;
      cleanup();
    };
  });
}
