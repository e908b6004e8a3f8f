/**
 * A machine's definition as the gallery shows it: every state node (nested and
 * parallel regions), every transition with its event, guard and delay, tags,
 * invocations and descriptions. Read from the machine object itself, so the
 * gallery can never drift from the code.
 */
import type { AnyStateMachine, StateNode } from 'xstate';

export interface ChartTransition {
  /** `source id|event type|index`: stable, and the same key the test derives from the machine. */
  key: string;
  source: string;
  targets: string[];
  /** As a person reads it: `toast.dismiss`, `after tick (50 ms)`, `done: loadNotificationCount`, `always`. */
  label: string;
  eventType: string;
  guard: string | null;
  actions: string[];
}

export interface ChartState {
  id: string;
  key: string;
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Its parent is parallel: a region that runs beside its siblings. */
  region: boolean;
  initial: boolean;
  description: string | null;
  tags: string[];
  invokes: string[];
  children: string[];
  transitions: ChartTransition[];
}

export interface Chart {
  id: string;
  description: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

type Node = StateNode<any, any>;

export function transitionKey(sourceId: string, eventType: string, index: number): string {
  return `${sourceId}|${eventType}|${index}`;
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    const fn = value as { name?: string; guards?: unknown[] };
    if (fn.guards) return `${fn.name || 'guard'}(${fn.guards.map(nameOf).join(', ')})`;
    return fn.name && !fn.name.startsWith('anonymous') ? fn.name : 'inline';
  }
  if (value && typeof value === 'object' && 'type' in value) return String((value as { type: unknown }).type);
  return 'inline';
}

function delayLabel(machine: AnyStateMachine, eventType: string, source: Node): string | null {
  if (!eventType.startsWith('xstate.after.')) return null;
  const rest = eventType.slice('xstate.after.'.length);
  // `xstate.after.<delay>.<source id>`
  const delay = rest.endsWith(`.${source.id}`) ? rest.slice(0, -source.id.length - 1) : rest.split('.')[0]!;
  if (/^\d+$/.test(delay)) return `after ${delay} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? `after ${delay} (${value} ms)` : `after ${delay} (computed)`;
}

function eventLabel(machine: AnyStateMachine, eventType: string, source: Node): string {
  if (eventType === '') return 'always';
  const delay = delayLabel(machine, eventType, source);
  if (delay) return delay;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `done: ${doneState[1]}`;
  return eventType;
}

function actionNames(actions: unknown): string[] {
  const list = Array.isArray(actions) ? actions : actions ? [actions] : [];
  return list.map(nameOf).filter((name) => name !== 'inline' || list.length === 1);
}

/** Every state node, parents before children (document order). */
export function stateNodes(machine: AnyStateMachine): Node[] {
  const out: Node[] = [];
  const walk = (node: Node) => {
    out.push(node);
    for (const child of Object.values(node.states ?? {})) walk(child as Node);
  };
  walk(machine.root as Node);
  return out;
}

/** Every transition definition of a node, with its event type and index (eventless ones under ''). */
export function nodeTransitions(node: Node): Array<{ eventType: string; index: number; definition: any }> {
  const out: Array<{ eventType: string; index: number; definition: any }> = [];
  for (const [eventType, list] of node.transitions) {
    (list as any[]).forEach((definition, index) => out.push({ eventType, index, definition }));
  }
  ((node.always ?? []) as any[]).forEach((definition, index) => out.push({ eventType: '', index, definition }));
  return out;
}

export function chartOf(id: string, machine: AnyStateMachine, description = ''): Chart {
  const nodes = stateNodes(machine);
  const states: ChartState[] = nodes.map((node) => {
    const parent = node.parent as Node | undefined;
    const transitions = nodeTransitions(node).map(({ eventType, index, definition }) => ({
      key: transitionKey(node.id, eventType, index),
      source: node.id,
      targets: ((definition.target ?? []) as Node[]).map((t) => t.id),
      label: eventLabel(machine, eventType, node),
      eventType,
      guard: definition.guard ? nameOf(definition.guard) : null,
      actions: actionNames(definition.actions),
    }));
    const initialOfParent = parent?.type === 'compound' && parent.initial?.target?.[0]?.id === node.id;
    return {
      id: node.id,
      key: node.key,
      parent: parent?.id ?? null,
      type: node.type as ChartState['type'],
      region: parent?.type === 'parallel',
      initial: Boolean(initialOfParent),
      description: node.description ?? null,
      tags: [...(node.tags ?? [])],
      invokes: (node.invoke ?? []).map((inv: { src: unknown; id?: string }) =>
        typeof inv.src === 'string' ? inv.src : (inv.id ?? 'inline'),
      ),
      children: Object.values(node.states ?? {}).map((child) => (child as Node).id),
      transitions,
    };
  });
  return { id, description, states, transitions: states.flatMap((s) => s.transitions) };
}
