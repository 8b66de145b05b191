#!/usr/bin/env node
/**
 * Lists the component files under src/ (*.tsx that are not stories or tests) without a
 * *.stories.tsx beside them, and which stories draw them inside a bigger screen (import them,
 * directly or through other src/ files), so missing stories are easy to find:
 * `node scripts/stories-coverage.mjs`.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const files = walk(path.join(root, 'src'));
const stories = files.filter((f) => f.endsWith('.stories.tsx'));
const resolve = (from, spec) => {
  const base = spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : spec.startsWith('@/') ? path.join(root, 'src', spec.slice(2)) : null;
  if (!base) return null;
  return [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find((f) => f.endsWith('.ts') || f.endsWith('.tsx') ? existsSync(f) : false) ?? null;
};
const graph = new Map();
const importsOf = (file) => {
  if (!graph.has(file)) {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    graph.set(file, [...text.matchAll(/(?:from |import\()'([^']+)'/g)].map(([, spec]) => resolve(file, spec)).filter(Boolean));
  }
  return graph.get(file);
};
const reach = (start) => {
  const seen = new Set();
  const todo = [...importsOf(start)];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || !f.startsWith(path.join(root, 'src'))) continue;
    seen.add(f);
    todo.push(...importsOf(f));
  }
  return seen;
};
const storyImports = new Map(stories.map((s) => [s, reach(s)]));

const components = files.filter((f) => f.endsWith('.tsx') && !f.endsWith('.stories.tsx') && !f.endsWith('.test.tsx'));
let missing = 0;
for (const file of components) {
  if (existsSync(file.replace(/\.tsx$/, '.stories.tsx'))) continue;
  missing++;
  const by = [...storyImports].filter(([, reached]) => reached.has(file)).map(([s]) => path.relative(root, s));
  console.log(`${path.relative(root, file)}\t${by.length ? `drawn by ${by.length} stories: ${by.slice(0, 3).join(', ')}${by.length > 3 ? ', …' : ''}` : 'no story draws it'}`);
}
console.log(`${missing} of ${components.length} component files have no stories of their own`);
