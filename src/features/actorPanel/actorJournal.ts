/**
 * What the live actor panel shows and what a recording holds, from the system's
 * own inspection stream (its `inspect` option, given when the root is created, so
 * even the root and the actors it starts with are seen): every running actor with its parent,
 * systemId, current state, tags and context, and the last events it received.
 * Everything is masked (src/reporting/redact.ts) before it is kept: tokens, PINs,
 * codes and passwords never reach the panel or a saved journal.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { redact } from '../../reporting/redact';

export const EVENTS_KEPT = 50;

export interface ActorEntry {
  sessionId: string;
  id: string;
  systemId: string | null;
  /** The machine's id (or the logic's name for promise and callback actors). */
  logic: string;
  parent: string | null;
  status: string;
  value: unknown;
  tags: string[];
  context: unknown;
  /** Newest first, at most EVENTS_KEPT. */
  events: Array<{ type: string; event: unknown; from: string | null; at: number }>;
}

/** One line of a recording (`npm run replay` reads them back). */
export type JournalLine =
  | {
      kind: 'actor';
      actor: string;
      parent: string | null;
      systemId: string | null;
      logic: string;
      input: unknown;
      /** Already running when the recording started: its start is unknown, so replay lists it and moves on. */
      before?: true;
    }
  | { kind: 'event'; actor: string; from: string | null; event: unknown }
  | { kind: 'snapshot'; actor: string; event: string; status: string; value: unknown };

export interface Journal {
  format: 'neurohealth-actor-journal';
  version: 1;
  recordedAt: string;
  lines: JournalLine[];
}

type Internal = AnyActorRef & {
  _parent?: AnyActorRef;
  systemId?: string;
  _systemId?: string;
  logic: { id?: string; config?: { id?: string } };
  options?: { input?: unknown };
};

/** Marks, in a journal, actor logic that travelled in an event (the root receives the session's code). */
export const LOGIC_MARK = '@actorLogic';

/**
 * An event as data: actor logic becomes a mark (replay puts a fake in its place),
 * errors their name and message, other class instances their text; then masked.
 */
export function eventData(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  const v = value as { transition?: unknown; getInitialSnapshot?: unknown; id?: unknown };
  if (typeof v.transition === 'function' && typeof v.getInitialSnapshot === 'function') {
    return { [LOGIC_MARK]: typeof v.id === 'string' ? v.id : 'logic' };
  }
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((item) => eventData(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return String(value);
  return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, eventData(item, depth + 1)]));
}

const logicName = (ref: Internal) => ref.logic?.id ?? ref.logic?.config?.id ?? ref.id;
const systemIdOf = (ref: Internal) => ref.systemId ?? ref._systemId ?? null;

export function createActorJournal() {
  const actors = new Map<string, ActorEntry>();
  const listeners = new Set<() => void>();
  let version = 0;
  let recording: JournalLine[] | null = null;
  let scheduled = false;
  // Actor ids restart at every page load; a recording may span several (a sign-in redirect).
  const page = Math.random().toString(36).slice(2, 8);
  const key = (sessionId: string) => `${page}/${sessionId}`;

  // A burst of a thousand events redraws the panel once a frame, not a thousand times.
  const changed = () => {
    version++;
    if (scheduled) return;
    scheduled = true;
    const flush = () => {
      scheduled = false;
      listeners.forEach((listener) => listener());
    };
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
    else queueMicrotask(flush);
  };

  // An actor's systemId is registered just after it is announced: the first later event fills it in,
  // in the entry and in the recording's line for it.
  const actorLines = new Map<string, Extract<JournalLine, { kind: 'actor' }>>();
  const entryFor = (ref: Internal): ActorEntry => {
    let entry = actors.get(ref.sessionId);
    if (entry && entry.systemId === null && systemIdOf(ref)) {
      entry.systemId = systemIdOf(ref);
      const line = actorLines.get(ref.sessionId);
      if (line) line.systemId = entry.systemId;
    }
    if (!entry) {
      entry = {
        sessionId: ref.sessionId,
        id: ref.id,
        systemId: systemIdOf(ref),
        logic: logicName(ref),
        parent: ref._parent?.sessionId ?? null,
        status: 'active',
        value: null,
        tags: [],
        context: undefined,
        events: [],
      };
      actors.set(ref.sessionId, entry);
    }
    return entry;
  };

  const onInspection = (ev: InspectionEvent) => {
    const ref = ev.actorRef as Internal;
    if (ev.type === '@xstate.actor') {
      const entry = entryFor(ref);
      const line = {
        kind: 'actor' as const,
        actor: key(entry.sessionId),
        parent: entry.parent && key(entry.parent),
        systemId: entry.systemId,
        logic: entry.logic,
        input: redact(eventData(ref.options?.input ?? null)),
      };
      actorLines.set(ref.sessionId, line);
      recording?.push(line);
    } else if (ev.type === '@xstate.event') {
      const entry = entryFor(ref);
      const event = redact(eventData(ev.event));
      const from = ev.sourceRef?.sessionId ?? null;
      entry.events.unshift({ type: ev.event.type, event, from, at: Date.now() });
      if (entry.events.length > EVENTS_KEPT) entry.events.length = EVENTS_KEPT;
      recording?.push({ kind: 'event', actor: key(entry.sessionId), from: from && key(from), event });
    } else if (ev.type === '@xstate.snapshot') {
      const snapshot = ev.snapshot as { status: string; value?: unknown; tags?: Set<string>; context?: unknown };
      if (snapshot.status === 'stopped') {
        actors.delete(ref.sessionId);
      } else {
        const entry = entryFor(ref);
        entry.status = snapshot.status;
        entry.value = snapshot.value ?? null;
        entry.tags = snapshot.tags ? [...snapshot.tags].sort() : [];
        entry.context = redact(eventData(snapshot.context));
      }
      recording?.push({
        kind: 'snapshot',
        actor: key(ref.sessionId),
        event: ev.event.type,
        status: snapshot.status,
        value: snapshot.value ?? null,
      });
    }
    changed();
  };

  return {
    /** Give this to the root's `createActor` as its `inspect` option. */
    inspect: onInspection,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    actors: () => [...actors.values()],
    /** The running actors as a tree: roots first, children under their parent. */
    tree() {
      const all = [...actors.values()];
      const children = (parent: string | null): Array<{ entry: ActorEntry; children: unknown[] }> =>
        all
          .filter((a) => a.parent === parent || (parent === null && a.parent !== null && !actors.has(a.parent)))
          .map((entry) => ({ entry, children: children(entry.sessionId) }));
      return children(null) as ActorTree[];
    },
    /** Starts a recording, or goes on with one carried over from the previous page (`lines`). */
    startRecording(lines: JournalLine[] = []) {
      // It names every running actor, so replay knows which starts it did not see.
      recording = [
        ...lines,
        ...[...actors.values()].map((a) => ({
          kind: 'actor' as const,
          actor: key(a.sessionId),
          parent: a.parent && key(a.parent),
          systemId: a.systemId,
          logic: a.logic,
          input: null,
          before: true as const,
        })),
      ];
      changed();
    },
    /** The lines so far (to carry a recording over a page load). */
    lines: () => recording,
    stopRecording(): Journal {
      const journal: Journal = {
        format: 'neurohealth-actor-journal',
        version: 1,
        recordedAt: new Date().toISOString(),
        lines: recording ?? [],
      };
      recording = null;
      changed();
      return journal;
    },
  };
}

export interface ActorTree {
  entry: ActorEntry;
  children: ActorTree[];
}

export type ActorJournal = ReturnType<typeof createActorJournal>;
