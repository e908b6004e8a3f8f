/**
 * The Chromium flow driver: a machine's own paths drive the real UI.
 *
 * Given a machine, a map from each event type to a UI action and a map from
 * each state to a UI assertion, it builds xstate/graph's TestModel (the same
 * graph helpers as tests/machines/model.ts), takes the shortest path to every
 * state plus one path per transition (edge), and replays each in Chromium.
 * A "shadow" actor of the same machine (SimulatedClock) takes every step in
 * Node beside the page: its snapshot says what the UI must show, and its
 * microsteps say which transitions the browser run has covered.
 *
 * Speed (issue #27): the page takes covering walks, not one path per edge. From
 * where it is, a walk goes to the nearest edge that takes a machine transition or
 * reaches a state no step has taken yet, and starts again from the initial vertex
 * (the flow's `reload`) only when nothing new is reachable. Should the page take
 * another route than the model predicted, the per-edge paths (prefixes of longer
 * ones dropped) that reach what is still missing run after the walks, each from
 * wherever the page already is when its own steps pass through that vertex,
 * otherwise through the machine's own events back to the initial vertex, and only
 * when no route exists, by `reload`. Every distinct snapshot is the Node model
 * test's to reach; the browser proves every state and transition on the page.
 */
import type { Page } from '@playwright/test';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type StateNode,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import { __unsafe_getAllOwnEventDescriptors as ownEventTypes } from 'xstate';
import { allStateNodes, allTransitions, withFreshScopes } from '../machines/model';

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;
type Ev<M extends AnyStateMachine> = EventFromLogic<M>;

export interface StepContext<M extends AnyStateMachine> {
  page: Page;
  /** The shadow snapshot before the step (what the UI shows now). */
  before: Snap<M>;
  /** The shadow snapshot the step leads to. */
  after: Snap<M>;
  /** Distinguishes this run's data (toast texts, …) from earlier paths on the same page. */
  run: number;
}

export interface FlowSpec<M extends AnyStateMachine> {
  /** The flow's name in the coverage table. */
  name: string;
  machine: M;
  input?: InputFrom<M>;
  /**
   * The events to try from a snapshot (a function keeps the graph small and
   * only offers what the UI can produce). Delayed transitions are offered as
   * `{ type: 'after:<delay name>' }` when returned here.
   */
  events: (snapshot: Snap<M>) => Array<Ev<M> | { type: `after:${string}` }>;
  /** What makes two snapshots the same vertex (value plus the context the UI shows). */
  stateKey: (snapshot: Snap<M>) => unknown;
  /** One UI action per event type (`after:<delay>` for a delay). */
  actions: Record<string, (ctx: StepContext<M>, event: Ev<M>) => Promise<void>>;
  /** One UI assertion per atomic state id (e.g. `toasts.queue.empty`), run after every step where it is active. */
  states: Record<string, (page: Page, snapshot: Snap<M>) => Promise<void>>;
  /** State ids or transition keys the browser cannot produce, each with the reason. */
  skip?: Record<string, string>;
  /**
   * Rewrites a planned event for the running shadow actor when it carries
   * context-made data (ids): the plan was made from a fresh model, the page
   * may be on its tenth toast. Receives the model's and the shadow's snapshot.
   */
  bind?: (event: Ev<M>, model: Snap<M>, shadow: Snap<M>) => Ev<M>;
  /** Brings the page back to the machine's initial state when no event route exists. */
  reload: (page: Page) => Promise<void>;
}

export interface FlowReport {
  flow: string;
  paths: number;
  steps: number;
  reloads: number;
  ms: number;
  states: { covered: number; skipped: number; total: number; missing: string[] };
  transitions: { covered: number; skipped: number; total: number; missing: string[] };
}

/** One step of a plan: the event, the model state it was made from, the state it leads to. */
type Step<M extends AnyStateMachine> = { event: Ev<M>; state: Snap<M>; source?: Snap<M> };

const AFTER = /^xstate\.after\.([^.]+)\./;
/** `xstate.after.tick.toasts.queue.showing.running` → `after:tick`. */
const actionKey = (type: string) => {
  const m = AFTER.exec(type);
  return m ? `after:${m[1]}` : type;
};

/** A delay's length: a number, or computed from the snapshot's context (a lockout the server reported). */
export function delayOf(machine: AnyStateMachine, type: string, snapshot: AnyMachineSnapshot): number {
  const key = AFTER.exec(type)![1]!;
  if (/^\d+$/.test(key)) return Number(key);
  const delay = (machine.implementations.delays as Record<string, unknown>)[key];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (args: object) => number)({ context: snapshot.context, event: { type } });
  throw new Error(`Delay "${key}" cannot be simulated in the flow driver`);
}

/** The paths to replay: shortest path to every vertex, then one per edge; prefixes of longer paths dropped. */
export function flowPaths<M extends AnyStateMachine>(spec: FlowSpec<M>) {
  const keyOf = (s: Snap<M>) => JSON.stringify(spec.stateKey(s));
  const initial = createActor(
    spec.machine as AnyStateMachine,
    spec.input !== undefined ? { input: spec.input } : {},
  ).getSnapshot() as Snap<M>;
  // Which of the machine's transitions each graph edge takes, as the traversal saw it.
  const known = allTransitions(spec.machine);
  const takes = new Map<string, Set<string>>();
  const edgeKey = (from: Snap<M>, event: unknown) => `${keyOf(from)}\u0002${JSON.stringify(event)}`;
  // Each traversal step gets its own actor system, so a spawned child's system id is not taken twice.
  const scoped = withFreshScopes(spec.machine, (from, event, taken) => {
    const set = new Set<string>();
    for (const t of taken) {
      const key = known.get(t);
      if (key) set.add(key);
    }
    takes.set(edgeKey(from as Snap<M>, event), set);
  });
  const model = new TestModel<Snap<M>, Ev<M>, unknown>(scoped as never, {
    serializeState: (s) => keyOf(s),
    serializeEvent: (e) => JSON.stringify(e),
    events: (snapshot) => {
      const own: string[] = ownEventTypes(snapshot);
      const wanted = spec.events(snapshot);
      const out: Ev<M>[] = [];
      for (const e of wanted as Array<{ type: string }>) {
        if (e.type.startsWith('after:')) {
          const delay = own.find((t) => actionKey(t) === e.type);
          if (delay) out.push({ type: delay } as Ev<M>);
        } else if (own.includes(e.type)) out.push(e as Ev<M>);
      }
      return out;
    },
    fromState: initial,
  });
  const shortest = new Map<string, Step<M>[]>([[keyOf(initial), []]]);
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    shortest.set(keyOf(path.state), path.steps.slice(1) as unknown as Step<M>[]);
  }
  const adjacency = model.getAdjacencyMap();
  const plans: Step<M>[][] = [];
  for (const vertex of Object.values(adjacency)) {
    const prefix = shortest.get(keyOf(vertex.state as Snap<M>))!;
    const edges = Object.values(vertex.transitions) as Array<{ event: Ev<M>; state: Snap<M> }>;
    plans.push(prefix);
    for (const edge of edges) plans.push([...prefix, { event: edge.event, state: edge.state, source: vertex.state as Snap<M> }]);
  }
  const sig = (p: Step<M>[]) => p.map((s) => JSON.stringify(s.event)).join('\u0001');
  const sigs = plans.map(sig);
  const kept = plans.filter(
    (p, i) =>
      !sigs.some(
        (other, j) => j !== i && other.length > sigs[i]!.length && other.startsWith(sigs[i]! + (sigs[i] ? '\u0001' : '')),
      ),
  );
  // Identical plans (a vertex's shortest path equals an edge plan) once only.
  const unique = [...new Map(kept.map((p) => [sig(p), p])).values()];
  const predicted = (step: Step<M>, before: Snap<M>) => ({
    transitions: takes.get(edgeKey(step.source ?? before, step.event)) ?? new Set<string>(),
    states: stateIdsOf(step.state),
  });
  return {
    initial,
    keyOf,
    adjacency,
    plans: unique,
    walks: coveringWalks(adjacency as never, keyOf, initial, predicted),
    predicted,
  };
}

/** Every state node a snapshot is in (what the replay counts as covered when it shows it). */
const stateIdsOf = (snapshot: unknown) => ((snapshot as AnyMachineSnapshot)._nodes as StateNode<any, any>[]).map((n) => n.id);

/**
 * Walks that take every machine transition and reach every state the graph can, in few
 * steps (issue #27): from where the walk is, the nearest edge (breadth-first) that takes a
 * transition or reaches a state no step has yet, with the route to it; a new walk from the
 * initial vertex only when nothing new can be reached from where the last one ended (a
 * final state: the page reloads). Each distinct snapshot is still every model test's
 * business in Node; the browser proves every state and transition on the page.
 */
function coveringWalks<M extends AnyStateMachine>(
  adjacency: Record<string, { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }>,
  keyOf: (s: Snap<M>) => string,
  initial: Snap<M>,
  predicted: (step: Step<M>, before: Snap<M>) => { transitions: Set<string>; states: string[] },
): Step<M>[][] {
  const coveredT = new Set<string>();
  const coveredS = new Set<string>(stateIdsOf(initial));
  const stepOf = (from: Snap<M>, edge: { event: Ev<M>; state: Snap<M> }): Step<M> => ({
    event: edge.event,
    state: edge.state,
    source: from,
  });
  const isNew = (step: Step<M>) => {
    const p = predicted(step, step.source!);
    return [...p.transitions].some((t) => !coveredT.has(t)) || p.states.some((id) => !coveredS.has(id));
  };
  const cover = (step: Step<M>) => {
    const p = predicted(step, step.source!);
    p.transitions.forEach((t) => coveredT.add(t));
    p.states.forEach((id) => coveredS.add(id));
  };
  /** The route from `from` to the nearest new edge, that edge last; null when none is reachable. */
  const nearestNew = (from: string): Step<M>[] | null => {
    const prev = new Map<string, { from: string; step: Step<M> } | null>([[from, null]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i]!;
      const vertex = adjacency[at];
      if (!vertex) continue;
      for (const edge of Object.values(vertex.transitions)) {
        const step = stepOf(vertex.state, edge);
        if (isNew(step)) {
          const route: Step<M>[] = [step];
          for (let k = at, link = prev.get(k); link; k = link.from, link = prev.get(k)) route.unshift(link.step);
          return route;
        }
        const next = keyOf(edge.state);
        if (!prev.has(next)) {
          prev.set(next, { from: at, step });
          queue.push(next);
        }
      }
    }
    return null;
  };
  const initialKey = keyOf(initial);
  const walks: Step<M>[][] = [];
  let walk: Step<M>[] = [];
  let at = initialKey;
  for (;;) {
    const route = nearestNew(at);
    if (!route) {
      if (at === initialKey || !nearestNew(initialKey)) break;
      walks.push(walk);
      walk = [];
      at = initialKey;
      continue;
    }
    for (const step of route) cover(step);
    walk.push(...route);
    at = keyOf(route[route.length - 1]!.state);
  }
  if (walk.length) walks.push(walk);
  return walks;
}

/** Shortest route through the graph from a vertex to the nearest goal vertex (BFS over the adjacency map). */
function route<M extends AnyStateMachine>(
  adjacency: Record<string, { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }>,
  keyOf: (s: Snap<M>) => string,
  from: string,
  isGoal: (key: string) => boolean,
): { steps: Array<Step<M> & { source: Snap<M> }>; to: string } | null {
  if (isGoal(from)) return { steps: [], to: from };
  const prev = new Map<string, { from: string; step: Step<M> & { source: Snap<M> } }>();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length) {
    const at = queue.shift()!;
    for (const edge of Object.values(adjacency[at]?.transitions ?? {})) {
      const next = keyOf(edge.state);
      if (seen.has(next)) continue;
      seen.add(next);
      prev.set(next, { from: at, step: { event: edge.event, state: edge.state, source: adjacency[at]!.state } });
      if (isGoal(next)) {
        const steps: Array<Step<M> & { source: Snap<M> }> = [];
        for (let k = next; k !== from; k = prev.get(k)!.from) steps.unshift(prev.get(k)!.step);
        return { steps, to: next };
      }
      queue.push(next);
    }
  }
  return null;
}

/**
 * A flow too slow for one test (two browsers in a call) takes one test per covering walk:
 * `driveFlow(page, spec, { walk: i })` replays walk i alone on a fresh page and keeps what it
 * covered in the run's output folder; the spec's last test, `flowCoverage(spec)`, adds up its
 * walks' coverage, records the flow's row and fails below 100%.
 */
export interface WalkOptions {
  /** The covering walk to replay (0 … `flowPaths(spec).walks.length - 1`). */
  walk: number;
}

type WalkRecord = { flow: string; walk: number; steps: number; ms: number; states: string[]; transitions: string[] };
const walksFile = () => join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'flow-walks.jsonl');

/** Replays every path of the flow on `page` (already signed in and showing the machine's initial state), or one walk of it. */
export async function driveFlow<M extends AnyStateMachine>(
  page: Page,
  spec: FlowSpec<M>,
  options?: WalkOptions,
): Promise<FlowReport> {
  const started = Date.now();
  const { machine } = spec;
  const paths = flowPaths(spec);
  const { initial, keyOf, adjacency, plans: edgePlans, predicted } = paths;
  if (options && !paths.walks[options.walk])
    throw new Error(`${spec.name}: no walk ${options.walk} (${paths.walks.length} walks)`);
  const walks = options ? [paths.walks[options.walk]!] : paths.walks;
  const initialKey = keyOf(initial);
  const adj = adjacency as never;

  const atomic = allStateNodes(machine)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.id);
  const unasserted = atomic.filter((id) => !spec.states[id] && !spec.skip?.[id]);
  if (unasserted.length) throw new Error(`${spec.name}: no UI assertion for state(s) ${unasserted.join(', ')}`);

  const known = allTransitions(machine);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();

  // The shadow actor: same machine, simulated time, steps in lockstep with the page.
  let clock = new SimulatedClock();
  let shadow!: AnyActorRef;
  const startShadow = () => {
    clock = new SimulatedClock();
    shadow = createActor(machine as AnyStateMachine, {
      clock,
      ...(spec.input !== undefined ? { input: spec.input } : {}),
      inspect: (ev) => {
        // The shadow is the actor without a parent: an eventless transition out of the initial
        // state is a microstep of its constructor, before `shadow` is assigned.
        if (ev.type === '@xstate.microstep' && !(ev.actorRef as AnyActorRef)._parent) {
          for (const t of ev._transitions) {
            const key = known.get(t);
            if (key) coveredTransitions.add(key);
            // A transient state (only `always`) is never in a stable snapshot: leaving it proves it was entered.
            if (key) coveredStates.add(t.source.id);
          }
        }
      },
    });
    shadow.start();
  };
  startShadow();

  let run = 0;
  let steps = 0;
  /** The events the page has taken since it last started fresh (the end of it goes in an error). */
  const trail: string[] = [];
  const lastSteps = () => `\n  the page's last steps: ${trail.slice(-12).join(' → ')}`;
  let reloads = 0;
  /** FLOW_PROFILE=1: where a flow's time goes, per UI action and per state assertion. */
  const profile = new Map<string, { n: number; ms: number }>();
  const timed = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    try {
      return await work();
    } finally {
      const entry = profile.get(what) ?? { n: 0, ms: 0 };
      entry.n++;
      entry.ms += Date.now() - t0;
      profile.set(what, entry);
    }
  };
  const assertUi = async (snapshot: Snap<M>) => {
    for (const node of (snapshot as AnyMachineSnapshot)._nodes as StateNode<any, any>[]) {
      const check = spec.states[node.id];
      if (check) await timed(`state ${node.id}`, () => check(page, snapshot));
      coveredStates.add(node.id);
    }
  };
  const take = async (planned: Step<M>, modelBefore: Snap<M>, label: string) => {
    const before = shadow.getSnapshot() as Snap<M>;
    const step = spec.bind ? { ...planned, event: spec.bind(planned.event, modelBefore, before) } : planned;
    const type = (step.event as { type: string }).type;
    const act = spec.actions[actionKey(type)];
    if (!act) throw new Error(`${spec.name}: no UI action for event "${actionKey(type)}"`);
    try {
      await timed(`action ${actionKey(type)}`, () => act({ page, before, after: step.state, run }, step.event));
    } catch (error) {
      throw new Error(
        `${label}: the UI action for ${JSON.stringify(step.event)} failed in ${JSON.stringify((before as AnyMachineSnapshot).value)}${lastSteps()}\n${String(error)}`,
        { cause: error },
      );
    }
    trail.push(JSON.stringify(step.event).slice(0, 80));
    if (AFTER.test(type)) clock.increment(delayOf(machine, type, before as AnyMachineSnapshot));
    else shadow.send(step.event);
    const now = shadow.getSnapshot() as Snap<M>;
    if (keyOf(now) !== keyOf(step.state))
      throw new Error(`${label}: the shadow actor went to ${keyOf(now)}, the model expected ${keyOf(step.state)}${lastSteps()}`);
    try {
      await assertUi(now);
    } catch (error) {
      throw new Error(
        `${label}: after ${JSON.stringify(step.event)} the UI does not show ${JSON.stringify((now as AnyMachineSnapshot).value)}${lastSteps()}\n${String(error)}`,
        { cause: error },
      );
    }
    steps++;
  };

  const skip = spec.skip ?? {};
  const allIds = allStateNodes(machine).map((n) => n.id);
  const transitionKeys = [...known.values()];
  const missing = () => ({
    states: allIds.filter((id) => !coveredStates.has(id) && !skip[id]),
    transitions: transitionKeys.filter((k) => !coveredTransitions.has(k) && !skip[k]),
  });
  // First the covering walks, each whole from the start; then, only if the page took another
  // route than the model predicted, each edge plan that reaches what is still missing.
  const plans: Array<{ steps: Step<M>[]; whole: boolean }> = walks.map((steps) => ({ steps, whole: true }));
  // One walk of several: the others, and the spec's last test, cover the rest.
  let fallbackAdded = options !== undefined;

  await assertUi(initial);
  for (let index = 0; index < plans.length; index++) {
    const { steps: plan, whole } = plans[index]!;
    const label = options
      ? `${spec.name} walk ${options.walk + 1}/${paths.walks.length}`
      : `${spec.name} path ${index + 1}/${plans.length}`;
    // Continue from where the page is: walk (through the machine's own events)
    // to the nearest vertex this path passes through, latest in the path first.
    // (Not the last step's vertex: an edge that loops back must still be taken.)
    // A covering walk is taken whole: its early steps are what it covers, not a way in.
    const at = new Map<string, number>([[initialKey, -1]]);
    if (!whole)
      plan.slice(0, -1).forEach((step, i) => {
        if (!at.has(keyOf(step.state))) at.set(keyOf(step.state), i);
      });
    const here = keyOf(shadow.getSnapshot() as Snap<M>);
    const detour = route<M>(adj, keyOf, here, (k) => at.has(k));
    let from = -1;
    if (detour) {
      for (const step of detour.steps) await take(step, step.source, `${label} (walking to its start)`);
      from = at.get(detour.to)!;
    } else {
      await timed('reload', () => spec.reload(page));
      reloads++;
      trail.length = 0;
      startShadow();
      await assertUi(initial);
    }
    run++;
    for (let i = from + 1; i < plan.length; i++)
      await take(plan[i]!, plan[i]!.source ?? (i === 0 ? initial : plan[i - 1]!.state), label);
    if (index === plans.length - 1 && !fallbackAdded) {
      fallbackAdded = true;
      const left = missing();
      const wanted = (p: Step<M>[]) => {
        const last = p[p.length - 1];
        if (!last) return false;
        const will = predicted(last, p.length > 1 ? p[p.length - 2]!.state : initial);
        return (
          will.states.some((id) => left.states.includes(id)) || [...will.transitions].some((t) => left.transitions.includes(t))
        );
      };
      if (left.states.length || left.transitions.length)
        for (const steps of edgePlans.filter(wanted)) plans.push({ steps, whole: false });
    }
  }
  shadow.stop();
  if (process.env.FLOW_PROFILE) {
    const rows = [...profile.entries()].sort((a, b) => b[1].ms - a[1].ms);
    console.log(
      `${spec.name}: where the time went\n` +
        rows.map(([what, { n, ms }]) => `  ${String(ms).padStart(7)} ms  ${String(n).padStart(4)}×  ${what}`).join('\n'),
    );
  }

  if (options) {
    const record: WalkRecord = {
      flow: spec.name,
      walk: options.walk,
      steps,
      ms: Date.now() - started,
      states: [...coveredStates],
      transitions: [...coveredTransitions],
    };
    mkdirSync(dirname(walksFile()), { recursive: true });
    appendFileSync(walksFile(), JSON.stringify(record) + '\n');
    return reportOf(spec, { paths: 1, steps, reloads, ms: record.ms }, coveredStates, coveredTransitions);
  }
  const report = reportOf(
    spec,
    { paths: plans.length, steps, reloads, ms: Date.now() - started },
    coveredStates,
    coveredTransitions,
  );
  recordReport(report);
  assertCovered(spec.name, report);
  return report;
}

/** A flow's row from what its steps covered; what is missing leaves out the skip list. */
function reportOf<M extends AnyStateMachine>(
  spec: FlowSpec<M>,
  counts: Pick<FlowReport, 'paths' | 'steps' | 'reloads' | 'ms'>,
  coveredStates: Set<string>,
  coveredTransitions: Set<string>,
): FlowReport {
  const skip = spec.skip ?? {};
  const allIds = allStateNodes(spec.machine).map((n) => n.id);
  const transitionKeys = [...allTransitions(spec.machine).values()];
  const missingStates = allIds.filter((id) => !coveredStates.has(id) && !skip[id]);
  const missingTransitions = transitionKeys.filter((k) => !coveredTransitions.has(k) && !skip[k]);
  return {
    flow: spec.name,
    ...counts,
    states: {
      covered: allIds.filter((id) => coveredStates.has(id)).length,
      skipped: allIds.filter((id) => !coveredStates.has(id) && skip[id]).length,
      total: allIds.length,
      missing: missingStates,
    },
    transitions: {
      covered: transitionKeys.filter((k) => coveredTransitions.has(k)).length,
      skipped: transitionKeys.filter((k) => !coveredTransitions.has(k) && skip[k]).length,
      total: transitionKeys.length,
      missing: missingTransitions,
    },
  };
}

function assertCovered(name: string, report: FlowReport) {
  const { missing: missingStates } = report.states;
  const { missing: missingTransitions } = report.transitions;
  if (missingStates.length || missingTransitions.length) {
    throw new Error(
      `${name}: browser coverage below 100% and not in the skip list:\n` +
        (missingStates.length ? `  states: ${missingStates.join(', ')}\n` : '') +
        (missingTransitions.length ? `  transitions:\n    ${missingTransitions.join('\n    ')}` : ''),
    );
  }
}

/**
 * The last test of a flow run one test per walk: every walk must have passed in this run (its
 * record is in the output folder), and together they cover every state and transition.
 */
export function flowCoverage<M extends AnyStateMachine>(spec: FlowSpec<M>): FlowReport {
  const count = flowPaths(spec).walks.length;
  const file = walksFile();
  const records = (existsSync(file) ? readFileSync(file, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as WalkRecord)
    .filter((r) => r.flow === spec.name);
  const done = new Map(records.map((r) => [r.walk, r]));
  const notRun = Array.from({ length: count }, (_, i) => i).filter((i) => !done.has(i));
  if (notRun.length)
    throw new Error(`${spec.name}: walk(s) ${notRun.map((i) => i + 1).join(', ')} of ${count} did not pass in this run`);
  const walks = [...done.values()];
  const report = reportOf(
    spec,
    { paths: count, steps: walks.reduce((n, r) => n + r.steps, 0), reloads: 0, ms: walks.reduce((n, r) => n + r.ms, 0) },
    new Set(walks.flatMap((r) => r.states)),
    new Set(walks.flatMap((r) => r.transitions)),
  );
  recordReport(report);
  assertCovered(spec.name, report);
  return report;
}

/** Clears the walks' records (the run's global set-up, with the coverage table). */
export const clearWalks = () => rmSync(walksFile(), { force: true });

/** Where each flow's row goes; the global teardown prints them as one table. */
export const coverageFile = () => join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'flow-coverage.jsonl');

function recordReport(report: FlowReport) {
  const file = coverageFile();
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, JSON.stringify(report) + '\n');
}

export function formatTable(reports: FlowReport[]): string {
  const rows = [
    ['flow', 'states', 'transitions', 'skipped', 'paths', 'steps', 'reloads', 'time'],
    ...reports.map((r) => [
      r.flow,
      `${r.states.covered}/${r.states.total}`,
      `${r.transitions.covered}/${r.transitions.total}`,
      String(r.states.skipped + r.transitions.skipped),
      String(r.paths),
      String(r.steps),
      String(r.reloads),
      `${(r.ms / 1000).toFixed(1)} s`,
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ');
  return ['Flows driven in Chromium from their statecharts', ...rows.map(line)].join('\n');
}
