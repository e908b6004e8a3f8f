/**
 * `npm run replay -- journal.json`: a recorded session (the live actor panel's
 * Record, then Save) replayed into fresh actors of the same machines, each with
 * its effects replaced by fakes and time on a SimulatedClock. Every event an actor
 * received is sent again, in order, and the state it reaches must be the state
 * recorded; the first divergence is printed (actor, event, expected, actual) and
 * the exit code is 1. A bug report with a journal becomes a failing test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createActor, fromPromise, SimulatedClock, type AnyStateMachine } from 'xstate';
import { LOGIC_MARK, type Journal, type JournalLine } from '../src/features/actorPanel/actorJournal';
import { MASK } from '../src/reporting/redact';

interface ManifestEntry {
  id: string;
  file: string;
  export: string;
}

/** Effects become fakes: invoked actors never settle (their results are replayed as events), effect actions do nothing. */
export function withFakeEffects(machine: AnyStateMachine): AnyStateMachine {
  const { actors, actions } = machine.implementations as {
    actors: Record<string, unknown>;
    actions: Record<string, unknown>;
  };
  const never = fromPromise(() => new Promise<never>(() => {}));
  const builtIn = (action: unknown) =>
    typeof action === 'object' ||
    (typeof action === 'function' && String((action as { type?: unknown }).type ?? '').startsWith('xstate.'));
  return machine.provide({
    actors: Object.fromEntries(Object.keys(actors).map((name) => [name, never])),
    actions: Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => !builtIn(action))
        .map(([name]) => [name, () => {}]),
    ),
  } as never);
}

export async function loadMachines(manifestFile = 'stately.config.json'): Promise<Map<string, AnyStateMachine>> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { machines: ManifestEntry[] };
  const machines = new Map<string, AnyStateMachine>();
  for (const entry of manifest.machines) {
    const module = (await import(pathToFileURL(resolve(entry.file)).href)) as Record<string, AnyStateMachine>;
    const machine = module[entry.export]!;
    machines.set(machine.id, machine);
  }
  return machines;
}

export interface ReplayResult {
  ok: boolean;
  actors: number;
  events: number;
  skipped: string[];
  divergence?: { actor: string; index: number; event: unknown; expected: unknown; actual: unknown };
}

/**
 * What a PIN event carried is not in the journal (masked, src/reporting/redact.ts): a digit comes
 * back as 0, a pasted or typed code as six zeros. A session whose outcome hung on the real
 * digits (match or mismatch) then diverges at that event, and says so.
 */
const MASKED_PIN: Record<string, { key: string; value: string }> = {
  'pin.digit': { key: 'value', value: '0' },
  'pin.paste': { key: 'text', value: '000000' },
  'pin.code': { key: 'value', value: '000000' },
};

/** Actor logic that travelled in an event comes back as a fake that never settles. */
function revive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const masked = MASKED_PIN[(value as { type?: string }).type ?? ''];
  if (masked && (value as Record<string, unknown>)[masked.key] === MASK) return { ...value, [masked.key]: masked.value };
  if (LOGIC_MARK in value) return fromPromise(() => new Promise<never>(() => {}));
  if (Array.isArray(value)) return value.map(revive);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function replayJournal(journal: Journal, machines: Map<string, AnyStateMachine>): ReplayResult {
  if (journal.format !== 'neurohealth-actor-journal') throw new Error('not an actor journal');
  const actorLines = journal.lines.filter((l): l is Extract<JournalLine, { kind: 'actor' }> => l.kind === 'actor');
  const created = new Map(actorLines.filter((l) => !l.before).map((l) => [l.actor, l]));
  const startedBefore = actorLines.filter((l) => l.before);
  const skipped: string[] = [];
  let events = 0;
  let replayed = 0;
  for (const [id, meta] of created) {
    const machine = machines.get(meta.logic);
    // Promise and callback actors are effects: their results reach their parent as events, replayed there.
    if (!machine) continue;
    const lines = journal.lines.filter((l) => l.actor === id && l.kind !== 'actor');
    const actor = createActor(withFakeEffects(machine), {
      clock: new SimulatedClock(),
      ...(meta.input !== null ? { input: meta.input } : {}),
    });
    actor.start();
    replayed++;
    let index = 0;
    let pending: { event: unknown } | null = null;
    for (const line of lines) {
      if (line.kind === 'event') {
        const event = line.event as { type: string };
        index++;
        if (event.type === 'xstate.init' || event.type === 'xstate.stop') {
          pending = { event };
          continue;
        }
        actor.send(revive(event) as never);
        events++;
        pending = { event };
      } else if (line.kind === 'snapshot' && line.status !== 'stopped') {
        const actual = actor.getSnapshot().value;
        if (!same(actual, line.value)) {
          actor.stop();
          return {
            ok: false,
            actors: replayed,
            events,
            skipped,
            divergence: {
              actor: `${meta.systemId ?? meta.logic} (${machine.id})`,
              index,
              event: pending?.event ?? line.event,
              expected: line.value,
              actual,
            },
          };
        }
      }
    }
    actor.stop();
  }
  for (const meta of startedBefore) {
    if (machines.has(meta.logic)) skipped.push(`${meta.systemId ?? meta.logic} (running before the recording started)`);
  }
  return { ok: true, actors: replayed, events, skipped };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run replay -- <journal.json>');
    process.exit(2);
  }
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  const result = replayJournal(journal, await loadMachines());
  if (result.skipped.length) console.log(`not replayed: ${result.skipped.join(', ')}`);
  if (result.ok) {
    console.log(`replay: ${result.actors} actors, ${result.events} events, every state as recorded`);
  } else {
    const d = result.divergence!;
    console.log(`replay: first divergence in ${d.actor}, at its event #${d.index}`);
    console.log(`  event:    ${JSON.stringify(d.event)}`);
    console.log(`  expected: ${JSON.stringify(d.expected)}`);
    console.log(`  actual:   ${JSON.stringify(d.actual)}`);
    process.exit(1);
  }
}
