import { describe, expect, it } from 'vitest';
import { shellLayoutMachine } from './shellLayout.machine';
import { testMachineModel } from '../../tests/machines/model';

describe('shellLayout machine', () => {
  it('covers every state and transition: mini sidebar on desktop, temporary drawer below lg', async () => {
    const report = await testMachineModel({
      machine: shellLayoutMachine,
      events: [
        { type: 'menu.toggle', wide: true },
        { type: 'menu.toggle', wide: false },
        { type: 'viewport.change', wide: true },
        { type: 'viewport.change', wide: false },
        { type: 'drawer.close' },
        { type: 'search.reveal' },
        { type: 'search.conceal' },
        { type: 'profileMenu.more' },
        { type: 'profileMenu.back' },
        { type: 'profileMenu.reset' },
        { type: 'createCommunity.open' },
        { type: 'createCommunity.close' },
      ],
      states: {
        'shellLayout.sidebar.expanded': (s) => expect(s.hasTag('sidebar collapsed')).toBe(false),
        'shellLayout.sidebar.collapsed': (s) => expect(s.hasTag('sidebar collapsed')).toBe(true),
        'shellLayout.drawer.closed': (s) => expect(s.hasTag('drawer open')).toBe(false),
        'shellLayout.drawer.open': (s) => expect(s.hasTag('drawer open')).toBe(true),
        'shellLayout.search.concealed': (s) => expect(s.hasTag('search revealed')).toBe(false),
        'shellLayout.search.revealed': (s) => expect(s.hasTag('search revealed')).toBe(true),
        'shellLayout.profileMenu.main': (s) => expect(s.hasTag('profile more')).toBe(false),
        'shellLayout.profileMenu.more': (s) => expect(s.hasTag('profile more')).toBe(true),
        'shellLayout.createCommunity.closed': (s) => expect(s.hasTag('create community open')).toBe(false),
        'shellLayout.createCommunity.open': (s) => expect(s.hasTag('create community open')).toBe(true),
      },
    });
    expect(report.transitions.covered).toBe(report.transitions.total);
  });

  it('a desktop toggle never opens the drawer and a mobile toggle never collapses the sidebar', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(shellLayoutMachine).start();
    actor.send({ type: 'menu.toggle', wide: true });
    expect(actor.getSnapshot().hasTag('sidebar collapsed')).toBe(true);
    expect(actor.getSnapshot().hasTag('drawer open')).toBe(false);
    actor.send({ type: 'menu.toggle', wide: false });
    expect(actor.getSnapshot().hasTag('sidebar collapsed')).toBe(true);
    expect(actor.getSnapshot().hasTag('drawer open')).toBe(true);
    actor.send({ type: 'viewport.change', wide: false });
    expect(actor.getSnapshot().hasTag('drawer open')).toBe(true);
    actor.send({ type: 'viewport.change', wide: true });
    expect(actor.getSnapshot().hasTag('drawer open')).toBe(false);
  });
});
