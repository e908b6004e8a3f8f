import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { DisplayChoice, Preferences } from '../../contract/preferences';
import { settingsMachine, type DisplaySaveOutcome, type SettingsEvent } from './settings.machine';
import { DEFAULT_SETTINGS, type DisplaySettings } from '../domain/settings';
import { testMachineModel } from '../../tests/machines/model';

const account = (display: DisplayChoice | null, version: number, timezone: string | null = null): Preferences => ({
  timezone,
  offset: null,
  notifications: {} as Preferences['notifications'],
  display,
  display_version: version,
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') }) as never;

describe('settings machine', () => {
  it('covers every state and transition: local changes, the account read, saved, offline fallback, conflict', async () => {
    const persisted: DisplaySettings[] = [];
    const saves: Array<{ display: DisplayChoice; version: number }> = [];
    const machine = settingsMachine.provide({
      actions: { 'persist settings': (_, settings) => void persisted.push({ ...settings }) },
      actors: {
        readAccount: fromPromise<Preferences>(() => new Promise(() => {})),
        saveToAccount: fromPromise<DisplaySaveOutcome, { display: DisplayChoice; version: number }>(
          ({ input }) => (saves.push(input), new Promise(() => {})),
        ),
      },
    });
    const report = await testMachineModel({
      machine,
      inputs: [{ stored: null }, { stored: { mode: 'dark' } }, { stored: { mode: 'dark', version: 1 } }],
      stateKey: (s) => ({
        value: s.value,
        c: [s.context.mode, s.context.direction, s.context.layout, s.context.version, s.context.origin, s.context.timezone],
      }),
      events: (s): SettingsEvent[] => [
        ...(s.context.mode === 'light' ? [{ type: 'settings.mode.set', mode: 'dark' } as const] : []),
        ...(s.context.direction === 'ltr' ? [{ type: 'settings.direction.set', direction: 'rtl' } as const] : []),
        ...(s.context.layout === 'vertical' && s.context.mode === 'dark'
          ? [{ type: 'settings.layout.set', layout: 'horizontal' } as const]
          : []),
        { type: 'settings.reset' },
        { type: 'settings.open' },
        { type: 'settings.close' },
        { type: 'settings.signedIn' },
        { type: 'settings.signedOut' },
        ...(s.context.timezone === 'Asia/Tokyo' ? [] : [{ type: 'settings.timezone.saved', timezone: 'Asia/Tokyo' } as const]),
        ...(s.matches({ account: 'reading' })
          ? [
              done('readAccount', account({ mode: 'dark', direction: 'rtl', layout: 'horizontal' }, 3)),
              done('readAccount', account(null, 0, 'Europe/Lisbon')),
              failed('readAccount'),
            ]
          : []),
        ...(s.matches({ account: 'saving' }) && s.context.version < 5
          ? [
              done('saveToAccount', {
                saved: account({ mode: s.context.mode, direction: 'ltr', layout: 'vertical' }, s.context.version + 1),
              }),
              done('saveToAccount', { conflict: account({ mode: 'light', direction: 'ltr', layout: 'vertical' }, 5) }),
              failed('saveToAccount'),
            ]
          : []),
      ],
      beforePath: () => {
        persisted.length = 0;
        saves.length = 0;
      },
      states: {
        'settings.drawer.closed': (s) => expect(s.hasTag('drawer open')).toBe(false),
        'settings.drawer.open': (s) => expect(s.hasTag('drawer open')).toBe(true),
        'settings.account.signedOut': (s) => {
          expect(s.hasTag('account saving')).toBe(false);
          // Signed out, no account's zone is kept (the next person reads their own).
          if (s.context.timezone !== 'Asia/Tokyo') expect(s.context.timezone).toBeNull();
        },
        'settings.account.reading': () => undefined,
        'settings.account.synced': (s) => expect(s.hasTag('account offline')).toBe(false),
        'settings.account.saving': (s) => {
          // What is being saved is what this browser shows, over the version last read.
          expect(saves.at(-1)).toEqual({
            display: { mode: s.context.mode, direction: s.context.direction, layout: s.context.layout },
            version: s.context.version,
          });
        },
        // Offline: this browser's copy still applies (the last one persisted is what is shown).
        'settings.account.offline': (s) => expect(s.hasTag('account offline')).toBe(true),
      },
      always: (s) => {
        const last = persisted.at(-1);
        if (last)
          expect({ mode: last.mode, direction: last.direction, layout: last.layout }).toEqual({
            mode: s.context.mode,
            direction: s.context.direction,
            layout: s.context.layout,
          });
      },
    });
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('takes the account’s choices on sign-in; with none, keeps this browser’s without saving them until a change', async () => {
    const saves: Array<{ display: DisplayChoice; version: number }> = [];
    let answer = account({ mode: 'dark', direction: 'rtl', layout: 'horizontal' }, 2);
    const machine = settingsMachine.provide({
      actions: { 'persist settings': () => undefined },
      actors: {
        readAccount: fromPromise(async () => answer),
        saveToAccount: fromPromise<DisplaySaveOutcome, { display: DisplayChoice; version: number }>(async ({ input }) => {
          saves.push(input);
          return { saved: account(input.display, input.version + 1) };
        }),
      },
    });
    const other = createActor(machine, { input: { stored: null } }).start();
    other.send({ type: 'settings.signedIn' });
    await new Promise((r) => setTimeout(r, 0));
    expect(other.getSnapshot().context).toMatchObject({ mode: 'dark', direction: 'rtl', layout: 'horizontal', version: 2 });
    expect(saves).toEqual([]);

    answer = account(null, 0);
    const first = createActor(machine, { input: { stored: { mode: 'dark' } } }).start();
    first.send({ type: 'settings.signedIn' });
    await new Promise((r) => setTimeout(r, 0));
    expect(saves).toEqual([]);
    expect(first.getSnapshot().matches({ account: 'synced' })).toBe(true);
    expect(first.getSnapshot().context.mode).toBe('dark');
    first.send({ type: 'settings.layout.set', layout: 'horizontal' });
    await new Promise((r) => setTimeout(r, 0));
    expect(saves).toEqual([{ display: { mode: 'dark', direction: 'ltr', layout: 'horizontal' }, version: 0 }]);
  });

  it('at sign-in, a browser in step with an older version takes the account’s newer choices; one with its own keeps them', async () => {
    const machine = settingsMachine.provide({
      actions: { 'persist settings': () => undefined },
      actors: {
        readAccount: fromPromise(async () => account({ mode: 'light', direction: 'rtl', layout: 'vertical' }, 4)),
        saveToAccount: fromPromise<DisplaySaveOutcome, { display: DisplayChoice; version: number }>(() => new Promise(() => {})),
      },
    });
    const synced = createActor(machine, { input: { stored: { mode: 'dark', version: 3 } } }).start();
    const own = createActor(machine, { input: { stored: { mode: 'dark' } } }).start();
    const current = createActor(machine, { input: { stored: { mode: 'dark', version: 4 } } }).start();
    for (const actor of [synced, own, current]) actor.send({ type: 'settings.signedIn' });
    await new Promise((r) => setTimeout(r, 0));
    expect(synced.getSnapshot().context).toMatchObject({ mode: 'light', direction: 'rtl', version: 4, origin: 'account' });
    expect(own.getSnapshot().context).toMatchObject({ mode: 'dark', direction: 'ltr', origin: 'browser' });
    expect(current.getSnapshot().context).toMatchObject({ mode: 'dark', version: 4 });
  });

  it('starts from the SPEC defaults and keeps only valid stored values', () => {
    const fresh = createActor(settingsMachine, { input: {} }).start();
    expect(fresh.getSnapshot().context).toEqual({ ...DEFAULT_SETTINGS, version: 0, origin: 'defaults', timezone: null });
    expect(fresh.getSnapshot().context).toMatchObject({
      sidebarWidth: 265,
      miniSidebarWidth: 87,
      topbarHeight: 70,
      borderRadius: 9,
      direction: 'ltr',
      mode: 'light',
    });
    const stored = createActor(settingsMachine, {
      input: { stored: { mode: 'dark', direction: 'sideways' as never, sidebarWidth: 9999 } },
    }).start();
    expect(stored.getSnapshot().context.mode).toBe('dark');
    expect(stored.getSnapshot().context.direction).toBe('ltr');
    expect(stored.getSnapshot().context.sidebarWidth).toBe(265);
  });
});
