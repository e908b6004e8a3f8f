/**
 * Lays a chart out with ELK (layered, hierarchical): compound and parallel states
 * contain their children, each transition is an edge routed around the boxes with
 * its label placed by ELK. Coordinates come back absolute, ready to draw.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { Chart, ChartState, ChartTransition } from './chart';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface PlacedState extends Box {
  state: ChartState;
  /** Transitions without a target, listed inside the box ("event / actions"). */
  internal: ChartTransition[];
}
export interface PlacedEdge {
  transition: ChartTransition;
  target: string;
  points: Array<{ x: number; y: number }>;
  label: Box;
}
export interface Layout {
  width: number;
  height: number;
  states: PlacedState[];
  edges: PlacedEdge[];
}

/** Text width at the gallery's 13 px font: a generous average so labels never overflow. */
export const textWidth = (text: string, size = 13) => Math.ceil(text.length * size * 0.58);
export const HEADER = 28;
export const LINE = 18;
export const TAG_ROW = 22;
const PAD = 12;

export const edgeLabel = (t: ChartTransition) => (t.guard ? `${t.label} [${t.guard}]` : t.label);
export const internalLabel = (t: ChartTransition) => `${edgeLabel(t)}${t.actions.length ? ` / ${t.actions.join(', ')}` : ''}`;

interface ElkNode {
  id: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
  children?: ElkNode[];
  edges?: ElkEdge[];
  layoutOptions?: Record<string, string>;
  labels?: Array<{ text: string; width: number; height: number }>;
}
interface ElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: Array<{ text: string; width: number; height: number; x?: number; y?: number }>;
  sections?: Array<{
    startPoint: { x: number; y: number };
    endPoint: { x: number; y: number };
    bendPoints?: Array<{ x: number; y: number }>;
  }>;
}

export async function layoutChart(chart: Chart): Promise<Layout> {
  const byId = new Map(chart.states.map((s) => [s.id, s]));
  const internal = (s: ChartState) => s.transitions.filter((t) => t.targets.length === 0);
  const headerHeight = (s: ChartState) =>
    HEADER + (s.tags.length ? TAG_ROW : 0) + (s.invokes.length ? LINE : 0) + internal(s).length * LINE;
  const minWidth = (s: ChartState) =>
    Math.max(
      textWidth(s.key, 14) + 2 * PAD + 16,
      ...internal(s).map((t) => textWidth(internalLabel(t), 12) + 2 * PAD),
      s.invokes.length ? textWidth(`invokes ${s.invokes.join(', ')}`, 12) + 2 * PAD : 0,
      s.tags.reduce((w, tag) => w + textWidth(tag, 11) + 14, 2 * PAD),
    );

  const elkNode = (s: ChartState): ElkNode => {
    const children = s.children.map((id) => elkNode(byId.get(id)!));
    const node: ElkNode = { id: s.id, edges: [] };
    if (children.length) {
      node.children = children;
      node.layoutOptions = {
        'elk.padding': `[top=${headerHeight(s) + 8},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${minWidth(s)}, ${headerHeight(s) + 20})`,
        // Parallel regions sit side by side; states of a region flow top to bottom.
        'elk.direction': s.type === 'parallel' ? 'RIGHT' : 'DOWN',
      };
    } else {
      node.width = minWidth(s);
      node.height = headerHeight(s) + 8;
    }
    return node;
  };
  const root = chart.states.find((s) => s.parent === null)!;
  // The machine's root is a node too (its own transitions can target its children), inside ELK's graph.
  const GRAPH = '__graph';
  const graph: ElkNode = { id: GRAPH, children: [elkNode(root)], edges: [] };
  const index = new Map<string, ElkNode>();
  const walk = (n: ElkNode) => {
    index.set(n.id, n);
    n.children?.forEach(walk);
  };
  walk(graph);

  // Each edge lives in the deepest state containing both ends (ELK's rule for coordinates).
  const ancestors = (id: string) => {
    const out: string[] = [];
    for (let at: string | null = id; at; at = byId.get(at)!.parent) out.unshift(at);
    return out;
  };
  const containerOf = (source: string, target: string) => {
    const a = ancestors(source);
    const b = ancestors(target);
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    // If one end contains the other (or they are the same state), the edge belongs to its parent.
    const common = a[i - 1]!;
    return common === source || common === target ? (byId.get(common)!.parent ?? GRAPH) : common;
  };
  const edgeTarget = new Map<string, { transition: ChartTransition; target: string; container: string }>();
  for (const t of chart.transitions) {
    t.targets.forEach((target, n) => {
      const id = `${t.key}#${n}`;
      const container = containerOf(t.source, target);
      edgeTarget.set(id, { transition: t, target, container });
      const label = edgeLabel(t);
      index.get(container)!.edges!.push({
        id,
        sources: [t.source],
        targets: [target],
        labels: [{ text: label, width: textWidth(label, 12) + 8, height: 16 }],
      });
    });
  }

  const elk = new ELK();
  const laid = (await elk.layout(graph as never, {
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '56',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.edgeLabels.sideSelection': 'SMART_DOWN',
    },
  })) as unknown as ElkNode;

  const states: PlacedState[] = [];
  const edges: PlacedEdge[] = [];
  const origin = new Map<string, { x: number; y: number }>();
  const place = (n: ElkNode, ox: number, oy: number) => {
    const x = ox + (n.x ?? 0);
    const y = oy + (n.y ?? 0);
    origin.set(n.id, { x, y });
    const state = byId.get(n.id);
    if (state) states.push({ state, internal: internal(state), x, y, width: n.width ?? 0, height: n.height ?? 0 });
    n.children?.forEach((c) => place(c, x, y));
  };
  place(laid, 0, 0);
  const collect = (n: ElkNode) => {
    const o = origin.get(n.id)!;
    for (const e of n.edges ?? []) {
      const meta = edgeTarget.get(e.id)!;
      const section = e.sections?.[0];
      const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
      const label = e.labels?.[0];
      edges.push({
        transition: meta.transition,
        target: meta.target,
        points: points.map((p) => ({ x: p.x + o.x, y: p.y + o.y })),
        label: {
          x: (label?.x ?? 0) + o.x,
          y: (label?.y ?? 0) + o.y,
          width: label?.width ?? 0,
          height: label?.height ?? 0,
        },
      });
    }
    n.children?.forEach(collect);
  };
  collect(laid);
  return { width: laid.width ?? 0, height: laid.height ?? 0, states, edges };
}
