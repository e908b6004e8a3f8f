import { describe, expect, it } from 'vitest';
import { publicNavMachine } from './publicNav.machine';
import { testMachineModel } from '../../tests/machines/model';

describe('public header navigation machine', () => {
  it('covers every state and transition: hover, grace period, keyboard close, one menu at a time, hamburger', async () => {
    await testMachineModel({
      machine: publicNavMachine,
      events: [
        { type: 'menu.open', menu: 'solutions' },
        { type: 'menu.open', menu: 'resources' },
        { type: 'menu.leave', menu: 'solutions' },
        { type: 'menu.leave', menu: 'resources' },
        { type: 'menu.close', menu: 'solutions' },
        { type: 'menu.close', menu: 'resources' },
        { type: 'mobile.toggle' },
        { type: 'mobile.close' },
      ],
      states: {
        'publicNav.desktop.closed': (s) => {
          expect(s.context.menu).toBeNull();
          expect(s.hasTag('menu open')).toBe(false);
        },
        'publicNav.desktop.open': (s) => expect(s.context.menu).not.toBeNull(),
        'publicNav.desktop.leaving': (s) => {
          expect(s.context.menu).not.toBeNull();
          expect(s.hasTag('menu open')).toBe(true);
        },
        'publicNav.mobile.closed': (s) => expect(s.hasTag('mobile open')).toBe(false),
        'publicNav.mobile.open': (s) => expect(s.hasTag('mobile open')).toBe(true),
      },
    });
  });
});
