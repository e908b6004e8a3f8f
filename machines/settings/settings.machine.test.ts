import { describe, expect, it } from 'vitest';
import { settingsMachine } from './settings.machine';
import { DEFAULT_SETTINGS, type DisplaySettings } from '../domain/settings';
import { testMachineModel } from '../../tests/machines/model';

describe('settings machine', () => {
  it('covers every state and transition, persisting each change', async () => {
    const persisted: DisplaySettings[] = [];
    const machine = settingsMachine.provide({
      actions: { 'persist settings': (_, settings) => void persisted.push({ ...settings }) },
    });
    const report = await testMachineModel({
      machine,
      input: { stored: null },
      events: [
        { type: 'settings.mode.set', mode: 'dark' },
        { type: 'settings.direction.set', direction: 'rtl' },
        { type: 'settings.layout.set', layout: 'horizontal' },
        { type: 'settings.reset' },
        { type: 'settings.open' },
        { type: 'settings.close' },
      ],
      beforePath: () => void (persisted.length = 0),
      states: {
        'settings.closed': (s) => expect(s.hasTag('drawer open')).toBe(false),
        'settings.open': (s) => expect(s.hasTag('drawer open')).toBe(true),
      },
      always: (s) => {
        // Whatever was last persisted is exactly what the actor holds now.
        const last = persisted.at(-1);
        if (last) expect(last).toEqual(s.context);
      },
    });
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('starts from the SPEC defaults and keeps only valid stored values', async () => {
    const { createActor } = await import('xstate');
    const fresh = createActor(settingsMachine, { input: {} }).start();
    expect(fresh.getSnapshot().context).toEqual(DEFAULT_SETTINGS);
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
