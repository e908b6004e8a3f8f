// Node benchmark: a burst of 10,000 server events through the actor system as
// the app runs it (event stream: de-duplication → root → counts and toasts).
import { performance } from 'node:perf_hooks';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { countsMachine } from '../machines/counts/counts.machine';
import type { RealtimeNotification } from '../machines/domain/notifications';
import { sessionEventStreamMachine, sessionMachine } from '../machines/session/session.machine';
import { toastsMachine } from '../machines/toasts/toasts.machine';
import type { NotificationChoices } from '../contract/preferences';

const N = Number(process.env.BENCH_EVENTS ?? 10_000);
const zero = fromPromise<number, { userId: number }>(async () => 0);
// The signed-in session as the root runs it (its loaders answer at once, nothing touches the network).
const root = createActor(
  sessionMachine.provide({
    actors: {
      counts: countsMachine.provide({
        actors: { loadNotificationCount: zero, loadUnreadChatCount: zero, loadPendingInvitationCount: zero },
      }),
      // Events are sent to the stream below; no EventSource or socket is opened.
      eventStream: sessionEventStreamMachine.provide({
        actors: { eventSource: fromCallback(() => () => {}), pageLifecycle: fromCallback(() => () => {}) },
        actions: { 'report failure': () => {} },
      }),
      chatSocket: fromCallback(() => () => {}),
      toasts: toastsMachine.provide({
        actors: { readChoices: fromPromise<NotificationChoices>(() => new Promise(() => {})) },
        actions: { 'play sound': () => {} },
      }),
      sideLists: fromPromise(async () => null) as never,
      welcomeHints: fromPromise(async () => null) as never,
    },
    actions: { 'announce meeting ended': () => {} },
  }),
  {
    input: {
      user: {
        user_id: 1,
        user_name: 'bench',
        email: 'b@example.test',
        first_name: null,
        last_name: null,
        profile_picture: null,
        user_type: 1,
        is_mentor: false,
        mentor_detail: null,
        care_provider_detail: null,
      },
      location: { pathname: '/dashboard', search: '' },
    },
  },
).start();
await new Promise((r) => setTimeout(r, 10));
const stream = root.system.get('eventStream')!;
stream.send({ type: 'stream.opened' });

const events: RealtimeNotification[] = Array.from({ length: N }, (_, i) => ({
  notificationId: String(i + 1),
  type: 'Post',
  subType: 'Upvote',
  notification: `Maya upvoted your post (${i + 1}/${N})`,
  postId: i,
}));
const started = performance.now();
for (let i = 0; i < N; i++) stream.send({ type: 'stream.received', notification: events[i]!, eventId: String(i + 1) });
const elapsed = performance.now() - started;

const counted = root.system.get('counts')!.getSnapshot().context.notifications;
const toasts = root.system.get('toasts')!.getSnapshot().context;
console.log(`\n${N.toLocaleString('en')} server events through the session's actors (Node ${process.version})`);
console.log(
  `  ${Math.round(N / (elapsed / 1000)).toLocaleString('en')} events per second, ${((elapsed * 1000) / N).toFixed(1)} µs per event (${elapsed.toFixed(0)} ms in all)`,
);
console.log(`  counted ${counted}, visible toasts ${toasts.visible.length}, waiting ${toasts.waiting.length}`);
root.stop();
