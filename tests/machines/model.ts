/**
 * Model-based testing over `TestModel` from `xstate/graph`.
 *
 * `createTestModel` refuses any machine with `invoke` or `after` ("not
 * supported on test machines"), yet nearly every real flow has them. It is a thin
 * wrapper: validation, then `new TestModel(machine, defaultMachineOptions)`. We
 * build the same TestModel with the same default options (each state's own event
 * descriptors, payloads from `events`) and replay invocations and delays ourselves.
 *
 * The model explores the machine's graph: every distinct snapshot (by `stateKey`)
 * is a vertex, every state × event an edge. Replaying one path per edge re-walks
 * the same prefixes over and over (the toasts queue: 3,000 vertices, 18,000 edges,
 * 165,000 steps, a minute of CPU on a busy machine), so the paths are reduced:
 *
 *  - the shortest path to every vertex, ending at the leaves of the breadth-first
 *    tree (a path that is a prefix of another is dropped): every distinct snapshot
 *    is reached and has its assertions run;
 *  - plus, shortest first, an edge's path whenever the traversal saw that edge take
 *    a transition of the machine that no chosen path takes yet.
 *
 * Each path is replayed on a REAL actor of the same machine, with a SimulatedClock
 * for delays. After every step the real snapshot must match the model's, and the
 * assertions for every active state run. Coverage is measured from the real
 * actor's microsteps (inspection), never taken from the traversal: if the real
 * actor misses a transition the traversal predicted, the remaining edges' paths are
 * replayed until it is taken, and the run fails unless every state was entered and
 * every transition of the machine was taken.
 */
import {
  createActor,
  createEmptyActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type InspectionEvent,
  type StateNode,
} from 'xstate';
import { TestModel } from 'xstate/graph';
// An internal helper (each state's own event types, as createTestModel uses). Internal
// APIs change without notice, so package.json pins xstate to an exact version: upgrade
// it on purpose, with this file's self-test (model.selftest.test.ts) green.
import { __unsafe_getAllOwnEventDescriptors as ownEventTypes } from 'xstate';

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;

export interface World {
  clock: SimulatedClock;
  /** The real actor system, to look up spawned actors by systemId. */
  system: AnyActorRef['system'];
}

export interface ModelOptions<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /**
   * Several inputs whose graphs together cover the machine (a flow that starts in
   * one place or another): each is explored and replayed, coverage is their union.
   */
  inputs?: Array<InputFrom<M>>;
  /**
   * Events with payloads for the traversal. A list: as createTestModel, every
   * event type a state handles is tried, with these payloads or as `{ type }`.
   * A function: exactly the events it returns for that snapshot (plus delays).
   */
  events?: Array<EventFromLogic<M>> | ((snapshot: Snap<M>) => Array<EventFromLogic<M>>);
  /** One assertion per atomic state, keyed by state node id (e.g. `auth.signedIn.ready`). */
  states: Record<string, (snapshot: Snap<M>, world: World) => void>;
  /** Runs after each step, whatever the state. */
  always?: (snapshot: Snap<M>, world: World) => void;
  /**
   * What makes two snapshots the same vertex of the graph. Default: value and
   * the whole context. Machines with counters in context project it down, or the
   * graph never ends.
   */
  stateKey?: (snapshot: Snap<M>) => unknown;
  /** Reset shared recorders (fake effects) before each path. */
  beforePath?: () => void;
}

export interface CoverageReport {
  /** Paths replayed on a real actor, and their steps in all. */
  paths: number;
  steps: number;
  /** The explored graph: distinct snapshots (by `stateKey`) and state × event edges. */
  graph: { vertices: number; edges: number };
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export function allStateNodes(machine: AnyStateMachine): StateNode<any, any>[] {
  const out: StateNode<any, any>[] = [];
  const walk = (node: StateNode<any, any>) => {
    out.push(node);
    Object.values(node.states).forEach((child) => walk(child as StateNode<any, any>));
  };
  walk(machine.root);
  return out;
}

function transitionKey(t: AnyTransitionDefinition, index: number): string {
  const targets = (t.target ?? []).map((n) => n.id).join(',') || '(self)';
  return `${t.source.id} --${t.eventType}[${index}]--> ${targets}`;
}

export function allTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  for (const node of allStateNodes(machine)) {
    for (const list of node.transitions.values()) list.forEach((t, i) => keys.set(t, transitionKey(t, i)));
    node.always?.forEach((t, i) => keys.set(t, transitionKey(t, i)));
  }
  return keys;
}

function resolveDelay(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (!match) return null;
  const key = match[1]!;
  if (/^\d+$/.test(key)) return Number(key);
  const delay = (machine.implementations.delays as Record<string, unknown>)[key];
  if (typeof delay === 'number') return delay;
  // A delay computed from context (a backoff): evaluate it for the current snapshot.
  if (typeof delay === 'function')
    return (delay as (args: object) => number)({ context: snapshot.context, event: { type: eventType } });
  throw new Error(`Delay "${key}" cannot be simulated`);
}

/**
 * The graph traversal runs every transition through ONE shared mock scope, so a
 * machine that spawns or invokes with a systemId from two vertices collides in
 * its registry. Each traversal transition gets a fresh scope instead, as each
 * real actor has its own system. `onTransitions`, when given, hears which of the
 * machine's transitions each traversal step (snapshot × event) took: its microsteps.
 */
export function withFreshScopes<M extends AnyStateMachine>(
  machine: M,
  onTransitions?: (from: AnyMachineSnapshot, event: unknown, taken: AnyTransitionDefinition[]) => void,
): M {
  const freshScope = () => {
    const empty = createEmptyActor();
    return {
      self: empty,
      logger: () => {},
      id: '',
      sessionId: Math.random().toString(32).slice(2),
      defer: () => {},
      system: empty.system,
      stopChild: () => {},
      emit: () => {},
      actionExecutor: () => {},
    };
  };
  return Object.create(machine, {
    transition: {
      value: (snapshot: unknown, event: unknown) => {
        const scope = freshScope();
        const taken: AnyTransitionDefinition[] = [];
        const listening = onTransitions
          ? scope.system.inspect((ev: InspectionEvent) => {
              if (ev.type === '@xstate.microstep') taken.push(...ev._transitions);
            })
          : undefined;
        const next = machine.transition(snapshot as never, event as never, scope as never) as AnyMachineSnapshot;
        listening?.unsubscribe();
        onTransitions?.(snapshot as AnyMachineSnapshot, event, taken);
        return next;
      },
    },
  }) as M;
}

type Step<M extends AnyStateMachine> = { event: EventFromLogic<M>; state: Snap<M> };
type Vertex<M extends AnyStateMachine> = { state: Snap<M>; transitions: Record<string, Step<M>> };

/**
 * The paths to replay (see the top of this file): the breadth-first tree's paths to its
 * leaves, then the paths of the edges predicted to take a transition no chosen path takes,
 * shortest first. `rest` holds every other edge's path, for when a prediction fails.
 */
function reducedPlans<M extends AnyStateMachine>(
  adjacency: Record<string, Vertex<M>>,
  initialKey: string,
  keyOf: (s: Snap<M>) => string,
  predicted: (from: Snap<M>, edge: Step<M>) => Set<string> | undefined,
): { chosen: Step<M>[][]; rest: Step<M>[][] } {
  // Breadth-first from the initial vertex, in the traversal's own order: each vertex's
  // tree path is the path that made its representative snapshot (the one the edges start from).
  const pathTo = new Map<string, Step<M>[]>([[initialKey, []]]);
  const parentOf = new Set<string>();
  const treeEdges = new Set<Step<M>>();
  const queue = [initialKey];
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i]!;
    for (const edge of Object.values(adjacency[from]?.transitions ?? {})) {
      const to = keyOf(edge.state);
      if (pathTo.has(to)) continue;
      pathTo.set(to, [...pathTo.get(from)!, edge]);
      parentOf.add(from);
      treeEdges.add(edge);
      queue.push(to);
    }
  }
  const chosen: Step<M>[][] = [];
  const covered = new Set<string>();
  // What the tree's paths take, by the traversal's account (the replay measures it again).
  for (const vertex of Object.values(adjacency))
    for (const edge of Object.values(vertex.transitions))
      if (treeEdges.has(edge)) predicted(vertex.state, edge)?.forEach((k) => covered.add(k));
  for (const [key, path] of pathTo) if (!parentOf.has(key)) chosen.push(path);
  const others: Array<{ path: Step<M>[]; takes: Set<string> | undefined }> = [];
  for (const [key, vertex] of Object.entries(adjacency)) {
    const prefix = pathTo.get(key);
    if (!prefix) throw new Error(`No path reaches ${key}`);
    for (const edge of Object.values(vertex.transitions))
      if (!treeEdges.has(edge)) others.push({ path: [...prefix, edge], takes: predicted(vertex.state, edge) });
  }
  others.sort((a, b) => a.path.length - b.path.length);
  const rest: Step<M>[][] = [];
  for (const { path, takes } of others) {
    if (takes && [...takes].some((k) => !covered.has(k))) {
      chosen.push(path);
      takes.forEach((k) => covered.add(k));
    } else rest.push(path);
  }
  return { chosen, rest };
}

export async function testMachineModel<M extends AnyStateMachine>(opts: ModelOptions<M>): Promise<CoverageReport> {
  const { machine } = opts;
  const given = opts.events ?? [];
  const keyOf = (s: Snap<M>) =>
    JSON.stringify(
      opts.stateKey ? opts.stateKey(s) : { value: (s as AnyMachineSnapshot).value, context: (s as AnyMachineSnapshot).context },
    );
  const knownTransitions = allTransitions(machine);
  const coveredTransitions = new Set<string>();
  const coveredStates = new Set<string>();
  const atomicIds = allStateNodes(machine)
    .filter((n) => n.type === 'atomic' || n.type === 'final')
    .map((n) => n.id);
  const unasserted = atomicIds.filter((id) => !opts.states[id]);
  if (unasserted.length) throw new Error(`No assertion for state(s): ${unasserted.join(', ')}`);
  const allIds = allStateNodes(machine).map((n) => n.id);
  const complete = () =>
    allIds.every((id) => coveredStates.has(id)) && [...knownTransitions.values()].every((k) => coveredTransitions.has(k));

  const replay = (steps: Step<M>[], input: InputFrom<M> | undefined) => {
    opts.beforePath?.();
    const clock = new SimulatedClock();
    // The root is the actor without a parent: an eventless transition out of the initial
    // state is a microstep of the constructor, before `root` below is assigned.
    const inspect = (ev: InspectionEvent) => {
      if (ev.type === '@xstate.microstep' && !(ev.actorRef as AnyActorRef)._parent) {
        for (const t of ev._transitions) {
          const key = knownTransitions.get(t);
          if (key) coveredTransitions.add(key);
          // A transient state (only `always`) is never in a stable snapshot: leaving it proves it was entered.
          if (key) coveredStates.add(t.source.id);
        }
      }
    };
    const root: AnyActorRef = createActor(machine as AnyStateMachine, {
      clock,
      inspect: (ev) => inspect(ev),
      ...(input !== undefined ? { input } : {}),
    });
    root.start();
    const world: World = { clock, system: root.system };
    const check = (expectedSnapshot: Snap<M> | null) => {
      const expected = expectedSnapshot as AnyMachineSnapshot | null;
      const snapshot = root.getSnapshot() as AnyMachineSnapshot;
      if (expected && JSON.stringify(snapshot.value) !== JSON.stringify(expected.value)) {
        throw new Error(`Real actor is in ${JSON.stringify(snapshot.value)}, model expected ${JSON.stringify(expected.value)}`);
      }
      for (const node of snapshot._nodes as StateNode<any, any>[]) {
        coveredStates.add(node.id);
        opts.states[node.id]?.(snapshot as Snap<M>, world);
      }
      opts.always?.(snapshot as Snap<M>, world);
    };
    check(null);
    for (const step of steps) {
      const delay = resolveDelay(machine, step.event.type, root.getSnapshot() as AnyMachineSnapshot);
      if (delay !== null) clock.increment(delay);
      else root.send(step.event);
      check(step.state);
    }
    root.stop();
  };

  const inputs = opts.inputs ?? [opts.input];
  const report = { paths: 0, steps: 0, graph: { vertices: 0, edges: 0 } };
  const unplayed: Array<{ steps: Step<M>[]; input: InputFrom<M> | undefined }> = [];
  for (const input of inputs) {
    // Which of the machine's transitions each traversal step took, by its snapshot and event.
    const predicted = new WeakMap<object, Map<string, Set<string>>>();
    const traversed = withFreshScopes(machine, (from, event, taken) => {
      const keys = taken.map((t) => knownTransitions.get(t)).filter((k): k is string => k !== undefined);
      if (!predicted.has(from)) predicted.set(from, new Map());
      predicted.get(from)!.set(JSON.stringify(event), new Set(keys));
    });
    const fromState = createActor(machine as AnyStateMachine, input !== undefined ? { input } : {}).getSnapshot() as Snap<M>;
    const model = new TestModel<Snap<M>, EventFromLogic<M>, unknown>(traversed as never, {
      serializeState: (s) => keyOf(s),
      serializeEvent: (e) => JSON.stringify(e),
      // As createTestModel's defaults: every event the state itself handles,
      // with the payloads given for that type (or a bare `{ type }`).
      events: (snapshot) => {
        // A machine that reached a top-level final state is done: it takes no more events.
        if ((snapshot as AnyMachineSnapshot).status === 'done') return [];
        const own: string[] = ownEventTypes(snapshot);
        if (typeof given === 'function') {
          // A function names the complete set for this snapshot (to keep large
          // graphs finite); delayed events always come along.
          const chosen = given(snapshot).filter((e) => own.includes(e.type));
          const delayed = own.filter((t) => t.startsWith('xstate.after.')).map((type) => ({ type }) as EventFromLogic<M>);
          return [...chosen, ...delayed];
        }
        return own.flatMap((type) => {
          const matching = given.filter((e) => e.type === type);
          return matching.length ? matching : [{ type } as EventFromLogic<M>];
        });
      },
      fromState,
    });
    const adjacency = model.getAdjacencyMap() as unknown as Record<string, Vertex<M>>;
    report.graph.vertices += Object.keys(adjacency).length;
    for (const vertex of Object.values(adjacency)) report.graph.edges += Object.keys(vertex.transitions).length;

    const { chosen, rest } = reducedPlans(adjacency, keyOf(fromState), keyOf, (from, edge) =>
      predicted.get(from)?.get(JSON.stringify(edge.event)),
    );
    for (const steps of chosen) {
      replay(steps, input);
      report.paths += 1;
      report.steps += steps.length;
    }
    unplayed.push(...rest.map((steps) => ({ steps, input })));
  }
  // The real actors missed something the traversal predicted (a guard reading the world, not
  // the snapshot): replay the other edges, shortest first, until it is covered or none is left.
  for (const { steps, input } of unplayed) {
    if (complete()) break;
    replay(steps, input);
    report.paths += 1;
    report.steps += steps.length;
  }

  const missingStates = allIds.filter((id) => !coveredStates.has(id));
  const missingTransitions = [...knownTransitions.values()].filter((k) => !coveredTransitions.has(k));
  const result: CoverageReport = {
    ...report,
    states: { covered: allIds.length - missingStates.length, total: allIds.length, missing: missingStates },
    transitions: {
      covered: knownTransitions.size - missingTransitions.length,
      total: knownTransitions.size,
      missing: missingTransitions,
    },
  };
  if (missingStates.length || missingTransitions.length) {
    throw new Error(
      `Model coverage below 100% for "${machine.id}":\n` +
        (missingStates.length ? `  states never entered: ${missingStates.join(', ')}\n` : '') +
        (missingTransitions.length ? `  transitions never taken:\n    ${missingTransitions.join('\n    ')}` : ''),
    );
  }
  return result;
}
