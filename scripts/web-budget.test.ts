import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { formatReport, measureBudget, pageScripts } from './web-budget.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fake build: home.html naming `scripts`, each file of incompressible bytes of the given size. */
function build(scripts: Record<string, number>, html?: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-budget-'));
  dirs.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  for (const [file, size] of Object.entries(scripts)) writeFileSync(path.join(dist, file), randomBytes(size));
  const names = Object.keys(scripts);
  const [entry, ...rest] = names;
  writeFileSync(
    path.join(dist, 'home.html'),
    html ??
      `<!doctype html><head><script type="module" crossorigin src="/${entry}"></script>` +
        `<template>${rest.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('')}</template>` +
        `<link rel="stylesheet" href="/assets/app-1.css"></head>`,
  );
  return dist;
}

describe('web budget', () => {
  it('names every script the page loads or preloads, once, and no stylesheet', () => {
    const html = '<script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/react-b.js"><link rel="modulepreload" crossorigin href="/assets/index-a.js"><link rel="stylesheet" href="/assets/x.css">';
    expect(pageScripts(html)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it('counts the framework chunks apart from our own code and passes within budget', () => {
    const dist = build({ 'assets/index-a.js': 10_000, 'assets/react-b.js': 60_000, 'assets/apollo-c.js': 50_000, 'assets/home-d.js': 20_000 });
    const report = measureBudget(dist);
    expect(report.failures).toEqual([]);
    // Random bytes do not compress: brotli adds a few bytes of framing.
    expect(report.frameworks).toBeGreaterThanOrEqual(110_000);
    expect(report.frameworks).toBeLessThan(110_200);
    expect(report.own).toBeGreaterThanOrEqual(30_000);
    expect(report.own).toBeLessThan(30_200);
    expect(formatReport(report)).toMatch(/assets\/react-b\.js\s+\d+ B\s+[\d.]+ %\s+framework/);
  });

  it('fails when our own code exceeds 50 KiB even though the total fits', () => {
    const dist = build({ 'assets/index-a.js': 30_000, 'assets/home-d.js': 30_000, 'assets/react-b.js': 60_000 });
    const report = measureBudget(dist);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/our own code .* exceeds 50\.0 KiB/);
  });

  it('fails when the total exceeds 200 KiB, frameworks counted', () => {
    const dist = build({ 'assets/index-a.js': 5_000, 'assets/react-b.js': 80_000, 'assets/apollo-c.js': 70_000, 'assets/router-d.js': 40_000, 'assets/xstate-e.js': 20_000 });
    const report = measureBudget(dist);
    expect(report.failures).toEqual([expect.stringMatching(/initial JS .* exceeds 200\.0 KiB/)]);
  });

  it('prefers the precompressed twin the build wrote', () => {
    const dist = build({ 'assets/index-a.js': 40_000 });
    writeFileSync(path.join(dist, 'assets/index-a.js.br'), Buffer.alloc(1234));
    expect(measureBudget(dist).total).toBe(1234);
  });

  it('fails a page that names no script rather than passing it as empty', () => {
    const dist = build({}, '<!doctype html><p>no scripts</p>');
    expect(measureBudget(dist).failures).toEqual([expect.stringMatching(/names no script/)]);
  });

  it('is a build step: `npm run build` runs it after vite build, and it exits non-zero over budget, printing each chunk', () => {
    const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.build).toBe('vite build && npm run budget:web');
    expect(scripts['budget:web']).toContain('scripts/web-budget.ts dist');
    const over = build({ 'assets/index-a.js': 30_000, 'assets/home-d.js': 30_000, 'assets/react-b.js': 60_000 });
    const run = (dist: string) => spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/web-budget.ts'), dist], { cwd: root, encoding: 'utf8' });
    const failed = run(over);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/assets\/home-d\.js\s+\d+ B\s+[\d.]+ %\s+own/);
    expect(failed.stdout).toMatch(/OVER BUDGET: our own code/);
    const within = run(build({ 'assets/index-a.js': 10_000, 'assets/react-b.js': 60_000 }));
    expect(within.status).toBe(0);
  });
});
