import { assign, setup, type ActorRefFrom } from 'xstate';

export type MenuId = 'solutions' | 'resources';

export type PublicNavEvent =
  /** Pointer over a menu, or the keyboard opened it. */
  | { type: 'menu.open'; menu: MenuId }
  /** The pointer left a menu: it closes after a short grace period. */
  | { type: 'menu.leave'; menu: MenuId }
  /** Escape, a click outside, focus leaving, or a link chosen. */
  | { type: 'menu.close'; menu: MenuId }
  | { type: 'mobile.toggle' }
  | { type: 'mobile.close' };

/**
 * The public header's menus (SPEC §2): on desktop "Our solutions" and
 * "Resources" open on hover or from the keyboard, one at a time, and close
 * when the pointer leaves (after a grace period, so crossing the gap to the
 * panel does not close it); below lg the hamburger opens the mobile menu.
 */
export const publicNavMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'menu open' | 'mobile open',
    context: {} as { menu: MenuId | null },
    events: {} as PublicNavEvent,
  },
  delays: { leaveGrace: 150 },
  guards: {
    'is the open menu': ({ context }, params: { menu: MenuId }) => context.menu === params.menu,
  },
}).createMachine({
  id: 'publicNav',
  context: { menu: null },
  type: 'parallel',
  states: {
    desktop: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'menu.open': { target: 'open', actions: assign({ menu: ({ event }) => event.menu }) } },
        },
        open: {
          description: 'One menu panel is open.',
          tags: ['menu open'],
          on: {
            'menu.open': { actions: assign({ menu: ({ event }) => event.menu }) },
            'menu.leave': { guard: { type: 'is the open menu', params: ({ event }) => event }, target: 'leaving' },
            'menu.close': {
              guard: { type: 'is the open menu', params: ({ event }) => event },
              target: 'closed',
              actions: assign({ menu: null }),
            },
          },
        },
        leaving: {
          description: 'The pointer left: the panel stays for a moment in case it comes back.',
          tags: ['menu open'],
          after: { leaveGrace: { target: 'closed', actions: assign({ menu: null }) } },
          on: {
            'menu.open': { target: 'open', actions: assign({ menu: ({ event }) => event.menu }) },
            'menu.close': { target: 'closed', actions: assign({ menu: null }) },
          },
        },
      },
    },
    mobile: {
      initial: 'closed',
      states: {
        closed: { on: { 'mobile.toggle': 'open' } },
        open: {
          description: 'The hamburger menu is open (below lg).',
          tags: ['mobile open'],
          on: { 'mobile.toggle': 'closed', 'mobile.close': 'closed' },
        },
      },
    },
  },
});

export type PublicNavActorRef = ActorRefFrom<typeof publicNavMachine>;
