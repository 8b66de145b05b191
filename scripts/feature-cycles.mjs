/**
 * Feature folders must not depend on each other in a cycle (docs/adr/0001-feature-folders.md): the
 * import graph between src/features/* (static imports, re-exports, type imports and dynamic
 * `import()` alike), its strongly connected components, and an ESLint rule that reports every import
 * that closes a cycle, at the import, so `npm run lint` (and an editor) fails on it.
 *
 * Whole-graph and fast: TypeScript's `preProcessFile` lists a file's imports without parsing it
 * (a few hundred files in ~0.1 s), where eslint-plugin-import's `no-cycle` resolves every module and
 * sees only module cycles, not two features leaning on each other through different files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/;

/** The feature a path inside `featuresDir` belongs to (its first folder), or null. */
export function featureOf(featuresDir, file) {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? first : null;
}

/** The feature an import specifier written in `file` points into, or null (not a feature, or not resolvable). */
export function importedFeature(featuresDir, srcDir, file, specifier) {
  if (specifier.startsWith('@/')) return featureOf(featuresDir, path.join(srcDir, specifier.slice(2)));
  if (specifier.startsWith('.')) return featureOf(featuresDir, path.resolve(path.dirname(file), specifier));
  return null;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The graph between features: `edges.get(from).get(to)` lists where `from` imports `to`
 * ({ file, specifier }). `read` supplies a file's text (tests pass an in-memory tree).
 */
export function featureGraph(srcDir, { files, read = (f) => readFileSync(f, 'utf8') } = {}) {
  const featuresDir = path.join(srcDir, 'features');
  const edges = new Map();
  for (const file of files ?? sourceFiles(featuresDir)) {
    const from = featureOf(featuresDir, file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const to = importedFeature(featuresDir, srcDir, file, specifier);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const sites = edges.get(from);
      if (!sites.has(to)) sites.set(to, []);
      sites.get(to).push({ file, specifier });
    }
  }
  return edges;
}

/** The groups of features that reach each other (Tarjan's strongly connected components of two or more). */
export function featureCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** A shortest chain of features from `from` back to `to` inside one cycle, for the message: ['header', 'bets']. */
export function pathBack(edges, from, to) {
  const seen = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const nextNode of edges.get(node)?.keys() ?? []) {
      if (!seen.has(nextNode)) {
        seen.set(nextNode, node);
        queue.push(nextNode);
      }
    }
  }
  const chain = [];
  for (let node = to; node !== null && node !== undefined; node = seen.get(node)) chain.unshift(node);
  return chain;
}

/** How long one lint run reuses the graph: an editor's long-lived ESLint sees edits after this. */
const GRAPH_TTL_MS = 2000;
let cached = null;

function graphFor(srcDir) {
  const now = Date.now();
  if (!cached || cached.srcDir !== srcDir || now - cached.at > GRAPH_TTL_MS) {
    const edges = featureGraph(srcDir);
    cached = { srcDir, at: now, edges, cycles: featureCycles(edges) };
  }
  return cached;
}

/** ESLint rule `backlay/no-feature-cycle`: an import from one feature into another that imports it back (directly or through others). */
export const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders (src/features/*) must not import each other in a cycle.' },
    messages: {
      cycle:
        "Import cycle between features: {{chain}}. Move the shared piece to src/lib or src/components (docs/adr/0001-feature-folders.md).",
    },
    schema: [],
  },
  create(context) {
    // The src/ folder the linted file is in (…/src/features/<feature>/…).
    const at = context.filename.lastIndexOf(`${path.sep}src${path.sep}features${path.sep}`);
    if (at < 0) return {};
    const srcDir = context.filename.slice(0, at + `${path.sep}src`.length);
    const featuresDir = path.join(srcDir, 'features');
    const from = featureOf(featuresDir, context.filename);
    if (!from) return {};
    const { edges, cycles } = graphFor(srcDir);
    const group = cycles.find((g) => g.includes(from));
    if (!group) return {};
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const to = importedFeature(featuresDir, srcDir, context.filename, node.value);
      if (!to || to === from || !group.includes(to)) return;
      context.report({ node, messageId: 'cycle', data: { chain: [from, ...pathBack(edges, to, from)].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** The rule as a plugin for eslint.config.js. */
export const featureCyclesPlugin = { rules: { 'no-feature-cycle': noFeatureCycle } };
