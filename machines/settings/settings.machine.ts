import { assign, setup, type ActorRefFrom } from 'xstate';
import type { DisplayChoice, Preferences } from '../../contract/preferences';
import { unprovided, unprovidedPromise } from '../domain/placeholder';
import { DEFAULT_SETTINGS, type Direction, type DisplaySettings, type Layout, type ThemeMode } from '../domain/settings';

/** What local storage held: the choices, and the account's version they were last in step with (absent: never). */
export type StoredSettings = Partial<DisplaySettings> & { version?: number };
export type SettingsInput = { stored?: StoredSettings | null };

/** What saving to the account answered: saved, or another browser saved over the version read (409). */
export type DisplaySaveOutcome = { saved: Preferences } | { conflict: Preferences };

export type SettingsEvent =
  | { type: 'settings.open' }
  | { type: 'settings.close' }
  | { type: 'settings.mode.set'; mode: ThemeMode }
  | { type: 'settings.direction.set'; direction: Direction }
  | { type: 'settings.layout.set'; layout: Layout }
  | { type: 'settings.reset' }
  /** From the root: a person signed in (their account's choices are read) or out. */
  | { type: 'settings.signedIn' }
  | { type: 'settings.signedOut' }
  /** From Settings' Time zone form: the zone the person just saved (issue #37). */
  | { type: 'settings.timezone.saved'; timezone: string };

export interface SettingsContext extends DisplaySettings {
  /** The account's display_version this browser last read or wrote (0: none saved yet). */
  version: number;
  /**
   * Where this browser's choices came from: nothing stored (the defaults), stored here without
   * ever meeting the account (the browser's own), or in step with the account at `version`.
   */
  origin: 'defaults' | 'browser' | 'account';
  /** The time zone saved with the account (SPEC §3), read on sign-in; null: none saved, or signed out. */
  timezone: string | null;
}

const choiceOf = (c: DisplaySettings): DisplayChoice => ({ mode: c.mode, direction: c.direction, layout: c.layout });

/**
 * The four changes, each applied to the context and kept locally, then (`target`) saved to the
 * account. A state that handles an event hides its ancestors' handler for it (XState picks the
 * deepest), so the account's states repeat the actions rather than lean on the root's.
 */
function changes(target?: 'saving', reenter = false) {
  const then = target ? { target, reenter } : {};
  const persist = { type: 'persist settings', params: ({ context }: { context: SettingsContext }) => context } as const;
  return {
    'settings.mode.set': {
      ...then,
      actions: [{ type: 'set mode', params: ({ event }: { event: { mode: ThemeMode } }) => ({ mode: event.mode }) }, persist],
    },
    'settings.direction.set': {
      ...then,
      actions: [
        { type: 'set direction', params: ({ event }: { event: { direction: Direction } }) => ({ direction: event.direction }) },
        persist,
      ],
    },
    'settings.layout.set': {
      ...then,
      actions: [
        { type: 'set layout', params: ({ event }: { event: { layout: Layout } }) => ({ layout: event.layout }) },
        persist,
      ],
    },
    'settings.reset': { ...then, actions: ['restore defaults', persist] },
  } as const;
}

/**
 * Display settings (theme, direction, layout) and the drawer that edits them. Every change is
 * applied at once by the views and kept in local storage (`persist settings`); while signed in
 * it is also saved to the account (issue #37), so it follows the person to another browser.
 * The local copy is the fallback: signed out, or when the account cannot be reached, the
 * settings still apply and the next change tries the account again. Another browser having
 * saved meanwhile (a 409) does not undo the choice just made here: it is saved again over the
 * account's newer version.
 */
export const settingsMachine = setup({
  types: {
    /** The flags views read (`hasTag`), typed so a misspelt tag fails to compile. */
    tags: {} as 'drawer open' | 'account saving' | 'account offline',
    context: {} as SettingsContext,
    input: {} as SettingsInput,
    events: {} as SettingsEvent,
  },
  actors: {
    // The account's preferences and the display save, provided in src/features/settings/wiring.ts.
    readAccount: unprovidedPromise<Preferences>('settings', 'readAccount'),
    saveToAccount: unprovidedPromise<DisplaySaveOutcome, { display: DisplayChoice; version: number }>(
      'settings',
      'saveToAccount',
    ),
  },
  actions: {
    // Local storage, provided in src/features/settings/wiring.ts; tests record the calls.
    'persist settings': (_, _params: SettingsContext) => unprovided('settings', 'persist settings'),
    'set mode': assign({ mode: (_, params: { mode: ThemeMode }) => params.mode }),
    'set direction': assign({ direction: (_, params: { direction: Direction }) => params.direction }),
    'set layout': assign({ layout: (_, params: { layout: Layout }) => params.layout }),
    'restore defaults': assign(() => ({ ...DEFAULT_SETTINGS })),
    'take the account’s zone': assign({ timezone: (_, params: { preferences: Preferences }) => params.preferences.timezone }),
    'keep the saved zone': assign({ timezone: (_, params: { timezone: string }) => params.timezone }),
    'forget the zone': assign({ timezone: null }),
    'take the account’s': assign((_, params: { preferences: Preferences }) => ({
      ...(params.preferences.display ?? {}),
      version: params.preferences.display_version,
      origin: 'account' as const,
    })),
  },
  guards: {
    /**
     * The account's choices replace this browser's when it has none of its own, or when it was in
     * step with an older version (changed since in another browser). A browser's own stored
     * choices that never met the account stay until the person changes something.
     */
    'the account has newer choices': ({ context }, params: { preferences: Preferences }) =>
      params.preferences.display !== null &&
      (context.origin === 'defaults' || (context.origin === 'account' && params.preferences.display_version > context.version)),
  },
}).createMachine({
  id: 'settings',
  description: 'Theme, direction and layout: kept locally with the SPEC §9 defaults, and with the account while signed in.',
  context: ({ input }) => {
    const stored = sanitize(input.stored);
    const version = input.stored?.version;
    const synced = typeof version === 'number' && Number.isInteger(version) && version >= 0;
    return {
      ...DEFAULT_SETTINGS,
      ...stored,
      version: synced ? version : 0,
      origin: synced ? 'account' : Object.keys(stored).length > 0 ? 'browser' : 'defaults',
      timezone: null,
    };
  },
  type: 'parallel',
  // A change applies at once wherever the account stands; the account's states add where it goes next.
  on: {
    ...changes(),
    'settings.timezone.saved': { actions: { type: 'keep the saved zone', params: ({ event }) => event } },
  },
  states: {
    drawer: {
      initial: 'closed',
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
    },
    account: {
      initial: 'signedOut',
      on: { 'settings.signedOut': { target: '.signedOut', actions: 'forget the zone' } },
      states: {
        signedOut: {
          description: 'Nobody signed in: the choices live in this browser only.',
          on: { 'settings.signedIn': 'reading' },
        },
        reading: {
          // Only a change the person makes is saved: a browser's stored copy is never pushed by itself,
          // so an old browser cannot overwrite what the person chose since in another one.
          description: "Signed in: the account's choices are read; they replace this browser's when there are some.",
          invoke: {
            src: 'readAccount',
            id: 'readAccount',
            onDone: [
              {
                guard: { type: 'the account has newer choices', params: ({ event }) => ({ preferences: event.output }) },
                target: 'synced',
                actions: [
                  { type: 'take the account’s', params: ({ event }) => ({ preferences: event.output }) },
                  { type: 'take the account’s zone', params: ({ event }) => ({ preferences: event.output }) },
                  { type: 'persist settings', params: ({ context }) => context },
                ],
              },
              // Otherwise this browser's choices stay, and the next change is saved; the zone is the account's.
              {
                target: 'synced',
                actions: { type: 'take the account’s zone', params: ({ event }) => ({ preferences: event.output }) },
              },
            ],
            onError: 'offline',
          },
        },
        synced: {
          description: 'The account holds what this browser shows; a change is saved to it.',
          on: changes('saving'),
        },
        saving: {
          description: 'A change is being saved to the account (over the version last read).',
          tags: ['account saving'],
          invoke: {
            src: 'saveToAccount',
            id: 'saveToAccount',
            input: ({ context }) => ({ display: choiceOf(context), version: context.version }),
            onDone: [
              {
                guard: ({ event }) => 'saved' in event.output,
                target: 'synced',
                actions: [
                  assign({
                    version: ({ event }) => ('saved' in event.output ? event.output.saved.display_version : 0),
                    origin: 'account',
                  }),
                  { type: 'persist settings', params: ({ context }) => context },
                ],
              },
              {
                // Another browser saved meanwhile: the choice made here is the newest, so it is saved over theirs.
                target: 'saving',
                reenter: true,
                actions: assign({
                  version: ({ event }) => ('conflict' in event.output ? event.output.conflict.display_version : 0),
                }),
              },
            ],
            onError: 'offline',
          },
          // A change while saving: saved again once this save is done.
          on: changes('saving', true),
        },
        offline: {
          description: 'The account could not be reached: this browser’s copy applies; the next change tries again.',
          tags: ['account offline'],
          on: { ...changes('saving'), 'settings.signedIn': 'reading' },
        },
      },
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
