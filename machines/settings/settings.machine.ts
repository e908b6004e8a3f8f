import { assign, setup, type ActorRefFrom } from 'xstate';
import { unprovided } from '../domain/placeholder';
import { DEFAULT_SETTINGS, type Direction, type DisplaySettings, type Layout, type ThemeMode } from '../domain/settings';

export type SettingsInput = { stored?: Partial<DisplaySettings> | null };

export type SettingsEvent =
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  | { type: 'settings.mode.set'; mode: ThemeMode }
  | { type: 'settings.direction.set'; direction: Direction }
  | { type: 'settings.layout.set'; layout: Layout }
  | { type: 'settings.reset' };

/**
 * Display settings (theme, direction, layout) and the drawer that edits them.
 * Every change is applied at once by the views and persisted by the provided
 * `persist settings` action (local storage in the browser).
 */
export const settingsMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'drawer open',
    context: {} as DisplaySettings,
    input: {} as SettingsInput,
    events: {} as SettingsEvent,
  },
  actions: {
    // Local storage, provided in src/features/settings/wiring.ts; tests record the calls.
    'persist settings': (_, _params: DisplaySettings) => unprovided('settings', 'persist settings'),
    'set mode': assign({ mode: (_, params: { mode: ThemeMode }) => params.mode }),
    'set direction': assign({ direction: (_, params: { direction: Direction }) => params.direction }),
    'set layout': assign({ layout: (_, params: { layout: Layout }) => params.layout }),
    'restore defaults': assign(() => ({ ...DEFAULT_SETTINGS })),
  },
}).createMachine({
  id: 'settings',
  description: 'Theme, direction and layout, persisted locally with the SPEC §9 defaults.',
  context: ({ input }) => ({ ...DEFAULT_SETTINGS, ...sanitize(input.stored) }),
  initial: 'closed',
  on: {
    'settings.mode.set': {
      actions: [
        { type: 'set mode', params: ({ event }) => ({ mode: event.mode }) },
        { type: 'persist settings', params: ({ context }) => context },
      ],
    },
    'settings.direction.set': {
      actions: [
        { type: 'set direction', params: ({ event }) => ({ direction: event.direction }) },
        { type: 'persist settings', params: ({ context }) => context },
      ],
    },
    'settings.layout.set': {
      actions: [
        { type: 'set layout', params: ({ event }) => ({ layout: event.layout }) },
        { type: 'persist settings', params: ({ context }) => context },
      ],
    },
    'settings.reset': {
      actions: ['restore defaults', { type: 'persist settings', params: ({ context }) => context }],
    },
  },
  states: {
    closed: {
      description: 'The settings drawer is closed.',
      on: { 'settings.open': 'open' },
    },
    open: {
      description: 'The settings drawer is open.',
      tags: ['drawer open'],
      on: { 'settings.close': 'closed' },
    },
  },
});

/** Stored settings come from local storage, which anyone can edit: keep only known values. */
function sanitize(stored: Partial<DisplaySettings> | null | undefined): Partial<DisplaySettings> {
  if (!stored || typeof stored !== 'object') return {};
  const out: Partial<DisplaySettings> = {};
  if (stored.mode === 'light' || stored.mode === 'dark') out.mode = stored.mode;
  if (stored.direction === 'ltr' || stored.direction === 'rtl') out.direction = stored.direction;
  if (stored.layout === 'vertical' || stored.layout === 'horizontal') out.layout = stored.layout;
  return out;
}

export type SettingsActorRef = ActorRefFrom<typeof settingsMachine>;
