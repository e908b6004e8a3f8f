import { assign, not, type ActorRefFrom } from 'xstate';
import { DELAYS } from '../domain/constants';
import { playItsSoundIfChosen, routeOf, toastsSetup } from './toasts.setup';

export * from './toasts.setup';

/**
 * The toast queue (the design card's "toast queue" flow). Every realtime
 * notification becomes a toast that hides after `lifetime` (SPEC §9: 5000 ms)
 * with a progress bar ticking every 50 ms. At most three are visible; the rest
 * wait in order and are never dropped. The whole queue pauses while the region
 * is hovered or focused and while the tab is hidden. A Session Reminder is a
 * fixed card until dismissed; a New Post chip offers to reload the feed.
 * The person's notification choices (Settings › Notifications, read when the
 * session starts and replaced when they save) decide, per type, whether a
 * notice pops up and whether it plays its sound; the session counts it either way.
 */
export const toastsMachine = toastsSetup.createMachine({
  id: 'toasts',
  context: ({ input }) => ({
    lifetime: input.lifetime ?? DELAYS.toastLifetime,
    seq: 0,
    visible: [],
    waiting: [],
    hovered: false,
    focused: false,
    tabHidden: false,
    reminder: null,
    meetingEnded: null,
    choices: null,
  }),
  type: 'parallel',
  invoke: {
    src: 'readChoices',
    id: 'readChoices',
    onDone: { actions: { type: 'take the choices', params: ({ event }) => ({ choices: event.output }) } },
    // Unreadable: the defaults apply (every notice shows and sounds) until the person saves theirs.
    onError: { actions: 'keep the default choices' },
  },
  on: {
    'notifications.choose': { actions: { type: 'take the choices', params: ({ event }) => event } },
    'region.hover': { actions: assign({ hovered: ({ event }) => event.hovered }) },
    'region.focus': { actions: assign({ focused: ({ event }) => event.focused }) },
    'tab.visibility': { actions: assign({ tabHidden: ({ event }) => event.hidden }) },
  },
  states: {
    queue: {
      initial: 'empty',
      states: {
        empty: {
          description: 'No toast on screen.',
          on: {
            'toast.show': [
              {
                guard: { type: 'it pops up', params: ({ event }) => event },
                target: 'showing',
                actions: [{ type: 'add', params: ({ event }) => event }, playItsSoundIfChosen],
              },
              { actions: playItsSoundIfChosen },
            ],
          },
        },
        showing: {
          description: 'Up to three toasts on screen; the rest wait in order.',
          tags: ['showing'],
          on: {
            'toast.show': [
              {
                guard: { type: 'it pops up', params: ({ event }) => event },
                actions: [{ type: 'add', params: ({ event }) => event }, playItsSoundIfChosen],
              },
              { actions: playItsSoundIfChosen },
            ],
            'toast.dismiss': [
              {
                guard: { type: 'is the last toast', params: ({ event }) => event },
                target: 'empty',
                actions: { type: 'remove', params: ({ event }) => event },
              },
              { actions: { type: 'remove', params: ({ event }) => event } },
            ],
            'toast.activate': [
              {
                guard: { type: 'is the last toast', params: ({ event }) => event },
                target: 'empty',
                actions: [
                  { type: 'navigate', params: ({ context, event }) => ({ to: routeOf(context, event.id) }) },
                  { type: 'remove', params: ({ event }) => event },
                ],
              },
              {
                actions: [
                  { type: 'navigate', params: ({ context, event }) => ({ to: routeOf(context, event.id) }) },
                  { type: 'remove', params: ({ event }) => event },
                ],
              },
            ],
          },
          initial: 'running',
          states: {
            running: {
              description: 'Toasts age by one tick every 50 ms.',
              tags: ['running'],
              always: { guard: 'queue paused', target: 'paused' },
              after: {
                tick: [
                  { guard: 'last toast expires', target: '#toasts.queue.empty', actions: 'advance' },
                  { target: 'running', reenter: true, actions: 'advance' },
                ],
              },
            },
            paused: {
              description: 'Hovered, focused or the tab is hidden: nothing ages.',
              tags: ['paused'],
              always: { guard: not('queue paused'), target: 'running' },
            },
          },
        },
      },
    },
    reminder: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'reminder.show': { target: 'shown', actions: assign({ reminder: ({ event }) => event.reminder }) } },
        },
        shown: {
          description: 'SPEC §4: "Your session is starting soon" stays until dismissed.',
          tags: ['reminder'],
          on: {
            'reminder.show': { actions: assign({ reminder: ({ event }) => event.reminder }) },
            'reminder.dismiss': { target: 'hidden', actions: assign({ reminder: null }) },
            'reminder.activate': [
              {
                guard: 'reminder has a route',
                target: 'hidden',
                actions: [
                  { type: 'navigate', params: ({ context }) => ({ to: context.reminder!.route! }) },
                  assign({ reminder: null }),
                ],
              },
              { target: 'hidden', actions: assign({ reminder: null }) },
            ],
          },
        },
      },
    },
    meetingEnded: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'meetingEnded.show': { target: 'shown', actions: assign({ meetingEnded: ({ event }) => event.meeting }) } },
        },
        shown: {
          description: 'A session ended (MEETING_ENDED): offers to leave a review and a note, until dismissed.',
          tags: ['meeting ended'],
          on: {
            'meetingEnded.show': { actions: assign({ meetingEnded: ({ event }) => event.meeting }) },
            'meetingEnded.dismiss': { target: 'hidden', actions: assign({ meetingEnded: null }) },
          },
        },
      },
    },
    newPost: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'newPost.show': 'shown' } },
        shown: {
          description: 'SPEC §4: a New Post chip on /community that reloads the feed.',
          tags: ['new post'],
          on: {
            'newPost.activate': { target: 'hidden', actions: 'reload feed' },
            'newPost.dismiss': 'hidden',
          },
        },
      },
    },
  },
});

export type ToastsActorRef = ActorRefFrom<typeof toastsMachine>;
