import { describe, expect, it } from 'vitest';
import { createActor, createMachine, spawnChild } from 'xstate';
import { toastsMachine, type ToastRequest } from '../../machines/toasts/toasts.machine';
import { replayJournal, loadMachines } from '../../scripts/replay';
import { createActorJournal, type Journal } from '../../src/features/actorPanel/actorJournal';

const toast = (n: number): ToastRequest => ({ kind: 'notification', title: `T${n}`, text: `text ${n}`, route: '/community/1' });

/** A short session as the app runs it: the toast queue spawned while recording, three toasts, hover, dismiss one. */
function recordSession(): Journal {
  const host = createMachine({
    on: {
      go: {
        actions: spawnChild(toastsMachine.provide({ actions: { navigate: () => {}, 'reload feed': () => {} } }), {
          systemId: 'toasts',
          input: {},
        }),
      },
    },
  });
  const journal = createActorJournal();
  const root = createActor(host, { inspect: journal.inspect }).start();
  journal.startRecording();
  root.send({ type: 'go' });
  const toasts = root.system.get('toasts')!;
  for (const n of [1, 2, 3]) toasts.send({ type: 'toast.show', toast: toast(n) });
  toasts.send({ type: 'region.hover', hovered: true });
  toasts.send({ type: 'region.hover', hovered: false });
  toasts.send({ type: 'toast.dismiss', id: toasts.getSnapshot().context.visible[1]!.id });
  const saved = journal.stopRecording();
  root.stop();
  return JSON.parse(JSON.stringify(saved)) as Journal;
}

describe('npm run replay', async () => {
  const machines = await loadMachines();

  it('replays a recorded session into fresh actors and finds every state as recorded', () => {
    const result = replayJournal(recordSession(), machines);
    expect(result).toMatchObject({ ok: true, actors: 1 });
    expect(result.events).toBe(6);
  });

  it('an edited event makes the replay diverge, and says where', () => {
    const journal = recordSession();
    const hover = journal.lines.find((l) => l.kind === 'event' && (l.event as { type: string }).type === 'region.hover')!;
    (hover as { event: { hovered: boolean } }).event.hovered = false;
    const result = replayJournal(journal, machines);
    expect(result.ok).toBe(false);
    expect(result.divergence).toMatchObject({
      actor: 'toasts (toasts)',
      event: { type: 'region.hover', hovered: false },
      expected: { queue: { showing: 'paused' } },
      actual: { queue: { showing: 'running' } },
    });
  });
});
