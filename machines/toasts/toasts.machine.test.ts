import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { DEFAULT_NOTIFICATION_CHOICE, NOTIFIABLE_TYPES, type NotificationChoices } from '../../contract/preferences';
import { toastsMachine, type ToastRequest, type ToastsEvent } from './toasts.machine';
import { testMachineModel } from '../../tests/machines/model';

const post: ToastRequest = {
  kind: 'notification',
  title: 'Comment',
  text: 'Maya commented on your post',
  route: '/community/42',
};
const chat: ToastRequest = { kind: 'chat', title: 'mentor', text: 'x'.repeat(80), route: null };

/** Every type as it is until a person chooses, or with `changes` for some types. */
const choices = (changes: Partial<NotificationChoices> = {}): NotificationChoices => ({
  ...(Object.fromEntries(NOTIFIABLE_TYPES.map((type) => [type, DEFAULT_NOTIFICATION_CHOICE])) as NotificationChoices),
  ...changes,
});
/** Posts' pop-ups off (their sound on); messages pop up in silence. */
const POSTS_HIDDEN = choices({
  Post: { toast: false, sound: true, email: false },
  Chat: { toast: true, sound: false, email: false },
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;

/** Time passes tick by tick, as in a browser: each 50 ms tick schedules the next. */
const advance = (clock: SimulatedClock, ms: number) => {
  for (let t = 0; t < ms; t += 50) clock.increment(50);
};

describe('toasts machine', () => {
  it('covers every state and transition of the queue (lifetime shortened to two ticks)', async () => {
    const navigated: Array<string | null> = [];
    const sounds: string[] = [];
    let reloads = 0;
    const machine = toastsMachine.provide({
      actors: { readChoices: fromPromise<NotificationChoices>(() => new Promise(() => {})) },
      actions: {
        navigate: (_, { to }) => void navigated.push(to),
        'reload feed': () => void reloads++,
        'play sound': (_, { of }) => void sounds.push(of),
      },
    });
    const hidesPosts = (s: SnapshotFrom<typeof machine>) => s.context.choices?.Post.toast === false;
    await testMachineModel({
      machine,
      input: { lifetime: 100 },
      stateKey: (s) => ({
        value: s.value,
        visible: s.context.visible.map((t) => [t.kind, t.elapsed]),
        waiting: s.context.waiting.length,
        flags: [s.context.hovered, s.context.focused, s.context.tabHidden],
        reminderRoute: s.context.reminder?.route,
        // Unread and all-on behave alike: one vertex each, or the whole graph twice.
        postsHidden: hidesPosts(s),
      }),
      beforePath: () => {
        navigated.length = 0;
        sounds.length = 0;
        reloads = 0;
      },
      events: (s) => {
        const { visible, waiting, hovered, focused, tabHidden } = s.context;
        const quiet = !hovered && !focused && !tabHidden;
        const total = visible.length + waiting.length;
        const events: ToastsEvent[] = [];
        // With posts' pop-ups off, only what the choices change (a post not shown, over an empty or a showing queue),
        // and back: the rest of the graph is the same with every choice on.
        if (hidesPosts(s)) {
          events.push({ type: 'toast.show', toast: post, of: 'Post' });
          if (total === 0) events.push({ type: 'toast.show', toast: chat, of: 'Chat' });
          for (const t of visible) events.push({ type: 'toast.dismiss', id: t.id });
          if (total === 0) events.push({ type: 'notifications.choose', choices: choices() });
          return events;
        }
        if (total < 4) events.push({ type: 'toast.show', toast: total === 1 ? chat : post, of: total === 1 ? 'Chat' : 'Post' });
        // A notice of no type (the app's own): shown, silent.
        if (total === 0) events.push({ type: 'toast.show', toast: post });
        for (const t of visible) events.push({ type: 'toast.dismiss', id: t.id }, { type: 'toast.activate', id: t.id });
        if (total <= 1) {
          events.push({ type: 'region.hover', hovered: !hovered }, { type: 'region.focus', focused: !focused });
          events.push({ type: 'tab.visibility', hidden: !tabHidden });
        }
        if (total === 0 && quiet) {
          events.push(
            { type: 'reminder.show', reminder: { text: 'Your session is starting soon', route: '/mentorship?tab=3&sid=9' } },
            { type: 'reminder.show', reminder: { text: 'Your session is starting soon', route: null } },
            { type: 'reminder.dismiss' },
            { type: 'reminder.activate' },
            { type: 'meetingEnded.show', meeting: { meetingId: 'm1', bookingId: '9' } },
            { type: 'meetingEnded.dismiss' },
            { type: 'newPost.show' },
            { type: 'newPost.activate' },
            { type: 'newPost.dismiss' },
          );
          // The account's choices: read when the session starts (or not: the defaults stay), replaced on a save.
          if (s.context.choices === null) {
            events.push(done('readChoices', POSTS_HIDDEN), {
              type: 'xstate.error.actor.readChoices',
              error: new Error('503'),
            } as never);
          }
          events.push({ type: 'notifications.choose', choices: POSTS_HIDDEN });
        }
        return events;
      },
      states: {
        'toasts.queue.empty': (s) => {
          expect(s.context.visible).toEqual([]);
          expect(s.context.waiting).toEqual([]);
          expect(s.hasTag('showing')).toBe(false);
        },
        'toasts.queue.showing.running': (s) => {
          expect(s.context.visible.length).toBeGreaterThan(0);
          expect(s.context.hovered || s.context.focused || s.context.tabHidden).toBe(false);
        },
        'toasts.queue.showing.paused': (s) => {
          expect(s.context.hovered || s.context.focused || s.context.tabHidden).toBe(true);
        },
        'toasts.reminder.hidden': (s) => expect(s.context.reminder).toBeNull(),
        'toasts.reminder.shown': (s) => expect(s.context.reminder?.text).toBe('Your session is starting soon'),
        'toasts.meetingEnded.hidden': (s) => expect(s.context.meetingEnded).toBeNull(),
        'toasts.meetingEnded.shown': (s) => expect(s.context.meetingEnded?.meetingId).toBe('m1'),
        'toasts.newPost.hidden': (s) => expect(s.hasTag('new post')).toBe(false),
        'toasts.newPost.shown': (s) => expect(s.hasTag('new post')).toBe(true),
      },
      always: (s) => {
        // Never more than three visible; a waiting toast only when three are visible.
        expect(s.context.visible.length).toBeLessThanOrEqual(3);
        if (s.context.waiting.length) expect(s.context.visible).toHaveLength(3);
        for (const t of s.context.visible) expect(Array.from(t.text).length).toBeLessThanOrEqual(50);
        expect(reloads).toBeLessThanOrEqual(1);
        // A post is never shown while posts' pop-ups are off; a message plays no sound while Chat's is off.
        if (hidesPosts(s)) for (const t of [...s.context.visible, ...s.context.waiting]) expect(t.title).not.toBe('Comment');
        if (hidesPosts(s)) expect(sounds.filter((of) => of === 'Chat').length).toBe(0);
        // Chat toasts never navigate (SPEC §4).
        for (const to of navigated) if (to !== null) expect(to).toMatch(/^\/(community|mentorship)/);
      },
    });
    // The largest graph here (3,000 snapshots; about 2 s of one core since the model helper
    // replays one path per snapshot, not per edge); its time limit is the machines project's
    // (vitest.config.ts).
  });

  it('hides after exactly 5000 ms of visible time, in 50 ms ticks, pausing while hovered or hidden', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastsMachine, { input: {}, clock }).start();
    actor.send({ type: 'toast.show', toast: post });
    advance(clock, 2000);
    expect(actor.getSnapshot().context.visible[0]?.elapsed).toBe(2000);
    actor.send({ type: 'region.hover', hovered: true });
    advance(clock, 10_000);
    expect(actor.getSnapshot().context.visible[0]?.elapsed).toBe(2000);
    actor.send({ type: 'region.hover', hovered: false });
    actor.send({ type: 'tab.visibility', hidden: true });
    advance(clock, 10_000);
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    actor.send({ type: 'tab.visibility', hidden: false });
    advance(clock, 2950);
    expect(actor.getSnapshot().context.visible).toHaveLength(1);
    clock.increment(50);
    expect(actor.getSnapshot().context.visible).toHaveLength(0);
    expect(actor.getSnapshot().matches({ queue: 'empty' })).toBe(true);
  });

  it('a burst of 100: three visible, the rest wait in arrival order and all are shown', () => {
    const clock = new SimulatedClock();
    const actor = createActor(toastsMachine, { input: {}, clock }).start();
    for (let i = 1; i <= 100; i++) actor.send({ type: 'toast.show', toast: { ...post, text: `event ${i}` } });
    const seen = new Set<string>();
    const order: string[] = [];
    for (let step = 0; step < 40 && actor.getSnapshot().context.visible.length; step++) {
      const { visible, waiting } = actor.getSnapshot().context;
      expect(visible.length).toBeLessThanOrEqual(3);
      expect(visible.length + waiting.length).toBe(100 - seen.size + visible.filter((t) => seen.has(t.text)).length);
      for (const t of visible) {
        if (seen.has(t.text)) continue;
        seen.add(t.text);
        order.push(t.text);
      }
      advance(clock, 5000);
    }
    expect(seen.size).toBe(100);
    expect(order).toEqual(Array.from({ length: 100 }, (_, i) => `event ${i + 1}`));
  });
});
