/**
 * Lays a {@link Statechart} out with ELK (elkjs, layered, nested nodes laid out with
 * their parents) and returns absolute boxes, edge routes and label positions to draw.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartNode, Statechart } from '../../../tools/machines/statechart';

export interface PlacedNode {
  node: ChartNode;
  depth: number;
  /** A region of a parallel state (drawn dashed). */
  region: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  id: string;
  label: string;
  points: { x: number; y: number }[];
  labelBox: { x: number; y: number; width: number; height: number } | null;
  /** Initial-state pointer rather than a transition. */
  initial: boolean;
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const CHAR = 6.6;
const LINE = 14;
const HEADER = 22;
/** Size of the dot an initial pointer starts from. */
export const INITIAL_DOT = 8;

/** The text lines drawn inside a state box under its name. */
export function detailLines(node: ChartNode): string[] {
  return [
    ...node.invokes.map((src) => `invoke ${src}`),
    ...node.internal.map((label) => `↻ ${label}`),
    ...(node.tags.length ? [`#${node.tags.join(' #')}`] : []),
  ];
}

const textWidth = (text: string) => Math.ceil(text.length * CHAR);

function toElk(node: ChartNode, edges: ElkExtendedEdge[]): ElkNode {
  const lines = detailLines(node);
  const width = Math.max(80, textWidth(node.key) + 24, ...lines.map((l) => textWidth(l) + 16));
  const height = HEADER + lines.length * LINE + 10;
  const children = node.children.map((child) => toElk(child, edges));
  if (node.initial) {
    const dot = `${node.id}#initial`;
    children.unshift({ id: dot, width: INITIAL_DOT, height: INITIAL_DOT });
    edges.push({ id: `${node.id}#initial-edge`, sources: [dot], targets: [node.initial] });
  }
  return {
    id: node.id,
    ...(children.length ? { children } : { width, height }),
    layoutOptions: {
      'elk.padding': `[top=${HEADER + lines.length * LINE + 8},left=12,bottom=12,right=12]`,
      'elk.nodeSize.minimum': `(${width},${height})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
  };
}

export async function layoutStatechart(chart: Statechart, direction: 'RIGHT' | 'DOWN' = 'RIGHT'): Promise<ChartLayout> {
  const edges: ElkExtendedEdge[] = chart.edges.map((e) => ({
    id: e.id,
    sources: [e.source],
    targets: [e.target],
    labels: [{ text: e.label, width: textWidth(e.label) + 6, height: LINE }],
  }));
  const graph: ElkNode = {
    id: '#graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '2',
      'elk.edgeLabels.inline': 'true',
    },
    children: [toElk(chart.root, edges)],
    edges,
  };
  const out = await new ELK().layout(graph);

  const byId = new Map<string, ChartNode>();
  const parentType = new Map<string, ChartNode['type']>();
  const index = (n: ChartNode) => {
    byId.set(n.id, n);
    n.children.forEach((c) => (parentType.set(c.id, n.type), index(c)));
  };
  index(chart.root);
  const nodes: PlacedNode[] = [];
  const walk = (n: ElkNode, depth: number) => {
    const node = byId.get(n.id);
    if (node) {
      nodes.push({ node, depth, region: parentType.get(n.id) === 'parallel', x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 });
    } else if (n.id.endsWith('#initial')) {
      nodes.push({ node: { id: n.id, key: '', type: 'history', initial: null, children: [], tags: [], invokes: [], internal: [] }, depth, region: false, x: n.x ?? 0, y: n.y ?? 0, width: INITIAL_DOT, height: INITIAL_DOT });
    }
    n.children?.forEach((c) => walk(c, depth + 1));
  };
  out.children?.forEach((c) => walk(c, 0));

  const placedEdges: PlacedEdge[] = (out.edges ?? []).map((e) => {
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const label = e.labels?.[0];
    return {
      id: e.id,
      label: label?.text ?? '',
      points,
      labelBox: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
      initial: e.id.endsWith('#initial-edge'),
    };
  });
  return { width: out.width ?? 0, height: out.height ?? 0, nodes, edges: placedEdges };
}
