import { assign, setup } from 'xstate';
import type { NotificationChoices } from '../../contract/preferences';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { DELAYS, LIMITS } from '../domain/constants';
import { truncate, type NotificationType } from '../domain/notifications';
import { choiceFor } from './choices';

/** What a producer (the root, on a server or chat event) asks to show. */
export interface ToastRequest {
  kind: 'notification' | 'chat';
  title: string;
  text: string;
  avatarUrl?: string | null;
  /** Where activating it goes (SPEC §4); null: nowhere. */
  route: string | null;
  /** SPEC §3: from SYSADMIN, styled as a system message. */
  system?: boolean;
}

export interface Toast extends Required<ToastRequest> {
  id: string;
  /** Time shown so far, advanced by ticks while nothing pauses the queue. */
  elapsed: number;
}

export interface Reminder {
  text: string;
  route: string | null;
}

export interface ToastsContext {
  lifetime: number;
  seq: number;
  visible: Toast[];
  waiting: Toast[];
  hovered: boolean;
  focused: boolean;
  tabHidden: boolean;
  reminder: Reminder | null;
  /** A session the person attended has ended (MEETING_ENDED): the review-and-note prompt. */
  meetingEnded: MeetingEnded | null;
  /**
   * What each notification type does here (issue #37, Settings › Notifications): a pop-up, a
   * sound. Null until the account's choices are read (the defaults apply meanwhile).
   */
  choices: NotificationChoices | null;
}

export interface MeetingEnded {
  meetingId: string;
  /** The booking, when the event names it (its postId). */
  bookingId: string | null;
}

export type ToastsInput = { lifetime?: number };

export type ToastsEvent =
  /** `of`: the notification type it tells of (SPEC §3), whose choices decide the pop-up and the sound; none: a system notice, shown, silent. */
  | { type: 'toast.show'; toast: ToastRequest; of?: NotificationType }
  /** The person saved Settings › Notifications: their choices apply from now on. */
  | { type: 'notifications.choose'; choices: NotificationChoices }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.activate'; id: string }
  | { type: 'region.hover'; hovered: boolean }
  | { type: 'region.focus'; focused: boolean }
  | { type: 'tab.visibility'; hidden: boolean }
  | { type: 'reminder.show'; reminder: Reminder }
  | { type: 'reminder.dismiss' }
  | { type: 'reminder.activate' }
  | { type: 'meetingEnded.show'; meeting: MeetingEnded }
  | { type: 'meetingEnded.dismiss' }
  | { type: 'newPost.show' }
  | { type: 'newPost.activate' }
  | { type: 'newPost.dismiss' };

export const routeOf = (context: ToastsContext, id: string) => context.visible.find((t) => t.id === id)?.route ?? null;

/** Fill the visible slots from the waiting line, oldest first. */
function promote(visible: Toast[], waiting: Toast[]) {
  const free = Math.max(0, LIMITS.visibleToasts - visible.length);
  // Keep the same arrays when nothing moves: views re-render only on real change.
  if (free === 0 || waiting.length === 0) return { visible, waiting };
  return { visible: [...visible, ...waiting.slice(0, free)], waiting: waiting.slice(free) };
}

/** The toasts flow's types, effects, guards and delays; the chart is in toasts.machine.ts. */
export const toastsSetup = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'new post' | 'paused' | 'reminder' | 'running' | 'showing' | 'meeting ended',
    context: {} as ToastsContext,
    input: {} as ToastsInput,
    events: {} as ToastsEvent,
  },
  delays: { tick: DELAYS.toastTick },
  actors: {
    // The account's notification choices, read when the session starts (src/features/toasts/wiring.ts).
    readChoices: unprovidedPromise<NotificationChoices>('toasts', 'readChoices'),
  },
  actions: {
    // Routing and reloading are the outside world, provided in src/features/toasts/wiring.ts.
    /** Goes to `to`; null (a Chat toast, SPEC §4) goes nowhere. */
    navigate: (_, _params: { to: string | null }) => unprovided('toasts', 'navigate'),
    'reload feed': () => unprovided('toasts', 'reload feed'),
    /** The notice's sound (the chat alert for a message, a short beep for the others). */
    'play sound': (_, _params: { of: NotificationType }) => unprovided('toasts', 'play sound'),
    'keep the default choices': assign({ choices: null }),
    'take the choices': assign({ choices: (_, params: { choices: NotificationChoices }) => params.choices }),
    add: assign(({ context }, params: { toast: ToastRequest }) => {
      const toast: Toast = {
        id: `t${context.seq + 1}`,
        kind: params.toast.kind,
        title: params.toast.title,
        text: truncate(params.toast.text),
        avatarUrl: params.toast.avatarUrl ?? null,
        route: params.toast.route,
        system: params.toast.system ?? false,
        elapsed: 0,
      };
      if (context.visible.length < LIMITS.visibleToasts && context.waiting.length === 0) {
        return { seq: context.seq + 1, visible: [...context.visible, toast] };
      }
      return { seq: context.seq + 1, ...promote(context.visible, [...context.waiting, toast]) };
    }),
    remove: assign(({ context }, params: { id: string }) =>
      promote(
        context.visible.filter((t) => t.id !== params.id),
        context.waiting.filter((t) => t.id !== params.id),
      ),
    ),
    advance: assign(({ context }) => {
      const aged = context.visible.map((t) => ({ ...t, elapsed: t.elapsed + DELAYS.toastTick }));
      return promote(
        aged.filter((t) => t.elapsed < context.lifetime),
        context.waiting,
      );
    }),
  },
  guards: {
    /** Its type shows a pop-up (a system notice always does); one that does not is still counted by the session. */
    'it pops up': ({ context }, params: { of?: NotificationType }) => choiceFor(context.choices, params.of).toast,
    'queue paused': ({ context }) => context.hovered || context.focused || context.tabHidden,
    'last toast expires': ({ context }) =>
      context.waiting.length === 0 && context.visible.every((t) => t.elapsed + DELAYS.toastTick >= context.lifetime),
    'is the last toast': ({ context }, params: { id: string }) =>
      context.waiting.length === 0 && context.visible.length === 1 && context.visible[0]!.id === params.id,
    'reminder has a route': ({ context }) => Boolean(context.reminder?.route),
  },
});

/** A notice's sound, when its type's sound is on (a notice of no type is silent). */
export const playItsSoundIfChosen = toastsSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type !== 'toast.show' || !event.of || !choiceFor(context.choices, event.of).sound) return;
  enqueue({ type: 'play sound', params: { of: event.of } });
});
