import { describe, expect, it } from 'vitest';
import { actorPanelMachine } from './actorPanel.machine';
import { testMachineModel } from '../../tests/machines/model';

describe('actorPanel machine', () => {
  it('covers every state and transition: the panel opens and closes while a recording goes on', async () => {
    const calls: string[] = [];
    const record = (name: string) => () => void calls.push(name);
    const report = await testMachineModel({
      machine: actorPanelMachine.provide({
        actions: {
          'show panel': record('show'),
          'hide panel': record('hide'),
          'start journal': record('start'),
          'save journal': record('save'),
        },
      }),
      beforePath: () => void (calls.length = 0),
      events: [
        { type: 'panel.toggle' },
        { type: 'panel.close' },
        { type: 'recording.start' },
        { type: 'recording.resume' },
        { type: 'recording.save' },
      ],
      states: {
        'actorPanel.panel.closed': (s) => expect(s.hasTag('open')).toBe(false),
        'actorPanel.panel.open': (s) => {
          expect(s.hasTag('open')).toBe(true);
          expect(calls.filter((c) => c === 'show').length).toBe(calls.filter((c) => c === 'hide').length + 1);
        },
        'actorPanel.recording.idle': (s) => expect(s.hasTag('recording')).toBe(false),
        'actorPanel.recording.on': (s) => expect(s.hasTag('recording')).toBe(true),
      },
    });
    expect(report.states.covered).toBe(report.states.total);
    expect(report.transitions.covered).toBe(report.transitions.total);
  });
});
