import { useLayoutEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate';
import type { PageOwnerId } from '../../machines/system';
import { useSystemActor } from './context';

/**
 * A page's flow, asked of its feature's owner (machines/domain/pageOwner.ts) and let go when
 * the view goes: the flow runs in the app's one actor tree, under the session, instead of in
 * an actor system of the view's own (issue #60). `logic` is the flow with its effects
 * (the feature's `wiring.ts`); `key` names the page (`resources/article/<slug>`), and a view
 * that shows another page asks for another key. `input` is read when the flow starts.
 *
 * Undefined until the owner has spawned it: the ask is sent in a layout effect, and the owner's
 * answer re-renders the view before the browser paints, so a person never sees the gap; a view
 * renders nothing (or its frame) meanwhile. Also undefined while the session is not running.
 */
export function usePageFlow<TLogic extends AnyActorLogic>(
  owner: PageOwnerId,
  key: string,
  logic: TLogic,
  input: InputFrom<TLogic>,
): ActorRefFrom<TLogic> | undefined {
  const ownerRef = useSystemActor(owner);
  // The flow's logic and input are those of the view that opened it: a later render's are not
  // a new page (a new key is).
  useLayoutEffect(() => {
    if (!ownerRef) return;
    ownerRef.send({ type: 'page.open', key, logic, input });
    return () => ownerRef.send({ type: 'page.close', key });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ownerRef, key]);
  return useSelector(ownerRef, (snapshot) => (snapshot?.children as Record<string, AnyActorRef> | undefined)?.[key]) as
    ActorRefFrom<TLogic> | undefined;
}
