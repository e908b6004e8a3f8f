import { setup, type ActorRefFrom } from 'xstate';

export type ShellLayoutEvent =
  /** The header's menu toggle. `wide` is whether the screen is lg or wider at the time of the press. */
  | { type: 'menu.toggle'; wide: boolean }
  | { type: 'drawer.close' }
  /** The screen crossed the lg breakpoint. */
  | { type: 'viewport.change'; wide: boolean }
  /** Below sm the search field is behind a search button. */
  | { type: 'search.reveal' }
  | { type: 'search.conceal' }
  /** The profile menu's More submenu and its Back item; reset when the menu opens or closes. */
  | { type: 'profileMenu.more' }
  | { type: 'profileMenu.back' }
  | { type: 'profileMenu.reset' }
  /** Community mode's create-community control opens its dialog; the dialog closes it when done. */
  | { type: 'createCommunity.open' }
  | { type: 'createCommunity.close' };

/**
 * The signed-in frame (SPEC §2, §9): on desktop the sidebar is expanded (265 px)
 * or collapsed to the mini sidebar (87 px); below lg the menu is a temporary
 * drawer. Also the small-screen search reveal, the profile menu's submenu page
 * and the create-community notice.
 */
export const shellLayoutMachine = setup({
  types: {
    events: {} as ShellLayoutEvent,
    tags: {} as 'create community open' | 'drawer open' | 'profile more' | 'search revealed' | 'sidebar collapsed',
  },
  guards: {
    'on a wide screen': (_, params: { wide: boolean }) => params.wide,
    'on a narrow screen': (_, params: { wide: boolean }) => !params.wide,
  },
}).createMachine({
  id: 'shellLayout',
  description:
    'Desktop sidebar expanded or mini, the mobile menu drawer, the small-screen search reveal and the profile submenu.',
  type: 'parallel',
  states: {
    sidebar: {
      initial: 'expanded',
      states: {
        expanded: {
          description: 'Desktop sidebar at full width with labels.',
          on: {
            'menu.toggle': {
              guard: { type: 'on a wide screen', params: ({ event }) => ({ wide: event.wide }) },
              target: 'collapsed',
            },
          },
        },
        collapsed: {
          description: 'Desktop mini sidebar: icons only.',
          tags: ['sidebar collapsed'],
          on: {
            'menu.toggle': {
              guard: { type: 'on a wide screen', params: ({ event }) => ({ wide: event.wide }) },
              target: 'expanded',
            },
          },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'menu.toggle': {
              guard: { type: 'on a narrow screen', params: ({ event }) => ({ wide: event.wide }) },
              target: 'open',
            },
          },
        },
        open: {
          description: 'Below lg: the menu as a temporary drawer over the page, focus trapped inside.',
          tags: ['drawer open'],
          on: {
            'menu.toggle': 'closed',
            'drawer.close': 'closed',
            'viewport.change': {
              guard: { type: 'on a wide screen', params: ({ event }) => ({ wide: event.wide }) },
              target: 'closed',
            },
          },
        },
      },
    },
    search: {
      initial: 'concealed',
      states: {
        concealed: { on: { 'search.reveal': 'revealed' } },
        revealed: {
          description: 'Below sm: the search field is shown after pressing the search button.',
          tags: ['search revealed'],
          on: { 'search.conceal': 'concealed' },
        },
      },
    },
    profileMenu: {
      initial: 'main',
      states: {
        main: { on: { 'profileMenu.more': 'more' } },
        more: {
          description: 'The More submenu: About, Privacy Policy, Terms, Community Guidelines, Contact, and Back.',
          tags: ['profile more'],
          on: { 'profileMenu.back': 'main', 'profileMenu.reset': 'main' },
        },
      },
    },
    createCommunity: {
      initial: 'closed',
      states: {
        closed: { on: { 'createCommunity.open': 'open' } },
        open: {
          description: 'The create-community dialog (the community feature’s) is open.',
          tags: ['create community open'],
          on: { 'createCommunity.close': 'closed' },
        },
      },
    },
  },
});

export type ShellLayoutActorRef = ActorRefFrom<typeof shellLayoutMachine>;
