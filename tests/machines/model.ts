/**
 * Model-based testing over `TestModel` from `xstate/graph`.
 *
 * `createTestModel` refuses any machine with `invoke` or `after` ("not
 * supported on test machines"), yet nearly every real flow has them. It is a thin
 * wrapper: validation, then `new TestModel(machine, defaultMachineOptions)`. We
 * build the same TestModel with the same default options (each state's own event
 * descriptors, payloads from `events`) and replay invocations and delays ourselves.
 *
 * The model explores the machine's graph; every edge (state × event) becomes a
 * path (the shortest path to the state, then that event). Each path is replayed
 * on a REAL actor of the same machine, with a SimulatedClock for delays. After
 * every step the real snapshot must match the model's, and the assertions for
 * every active state run. Coverage is measured from the real actor's microsteps
 * (inspection), and the run fails unless every state was entered and every
 * transition of the machine was taken.
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
  paths: number;
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
 * real actor has its own system.
 */
export function withFreshScopes<M extends AnyStateMachine>(machine: M): M {
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
      value: (snapshot: unknown, event: unknown) => machine.transition(snapshot as never, event as never, freshScope() as never),
    },
  }) as M;
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

  const inputs = opts.inputs ?? [opts.input];
  let paths = 0;
  for (const input of inputs) {
    const model = new TestModel<Snap<M>, EventFromLogic<M>, unknown>(withFreshScopes(machine) as never, {
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
      fromState: createActor(machine as AnyStateMachine, input !== undefined ? { input } : {}).getSnapshot() as Snap<M>,
    });

    // Shortest path to every state, then one path per outgoing edge.
    // (`allowDuplicatePaths`, or paths that are prefixes of longer ones are dropped;
    // the initial state has no path and is reached with no steps.)
    type Step = { event: EventFromLogic<M>; state: Snap<M> };
    const shortest = new Map<string, Step[]>([[keyOf(model.options.fromState as Snap<M>), []]]);
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
      shortest.set(keyOf(path.state), path.steps.slice(1) as unknown as Step[]);
    }
    const adjacency = model.getAdjacencyMap();
    const plans: Step[][] = [];
    for (const [, vertex] of Object.entries(adjacency)) {
      const prefixSteps = shortest.get(keyOf(vertex.state as Snap<M>));
      if (!prefixSteps) throw new Error(`No path reaches ${keyOf(vertex.state as Snap<M>)}`);
      const edges = Object.values(vertex.transitions) as Array<{ event: unknown; state: unknown }>;
      if (edges.length === 0) plans.push(prefixSteps);
      for (const edge of edges)
        plans.push([...prefixSteps, { event: edge.event as EventFromLogic<M>, state: edge.state as Snap<M> }]);
    }

    for (const steps of plans) {
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
      const target = root;
      root.start();
      const world: World = { clock, system: root.system };
      const check = (expectedSnapshot: Snap<M> | null) => {
        const expected = expectedSnapshot as AnyMachineSnapshot | null;
        const snapshot = target!.getSnapshot() as AnyMachineSnapshot;
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
        const delay = resolveDelay(machine, step.event.type, target.getSnapshot() as AnyMachineSnapshot);
        if (delay !== null) clock.increment(delay);
        else target.send(step.event);
        check(step.state);
      }
      root.stop();
    }
    paths += plans.length;
  }

  const allIds = allStateNodes(machine).map((n) => n.id);
  const missingStates = allIds.filter((id) => !coveredStates.has(id));
  const missingTransitions = [...knownTransitions.values()].filter((k) => !coveredTransitions.has(k));
  const report: CoverageReport = {
    paths,
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
  return report;
}
