import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The web budget (issue #37): every script the landing page (home.html) loads or preloads, brotli,
 * counted with the four framework chunks (React, Apollo, React Router, XState: vite.config.ts's
 * FRAMEWORK_GROUPS) and, apart, our own code. `npm run build` fails when either is exceeded.
 */
export const BUDGET = { totalBytes: 200 * 1024, ownBytes: 50 * 1024 } as const;

/** The framework chunks' names, as vite.config.ts's manualChunks groups name them (`assets/<name>-<hash>.js`). */
export const FRAMEWORK_CHUNKS = ['react', 'apollo', 'router', 'xstate'] as const;

export interface ChunkShare {
  file: string;
  framework: boolean;
  brotli: number;
}

export interface BudgetReport {
  page: string;
  chunks: ChunkShare[];
  total: number;
  frameworks: number;
  own: number;
  failures: string[];
}

const SCRIPT_URL = /<(?:script\b[^>]*\bsrc|link\b[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g;

/** Every script a built page names: its module scripts and modulepreloads, in the order written, once each. */
export function pageScripts(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(SCRIPT_URL)) files.add(match[1]!);
  return [...files];
}

const isFramework = (file: string) => FRAMEWORK_CHUNKS.some((name) => path.basename(file).startsWith(`${name}-`));

/** The brotli size of a built file: its precompressed twin when the build wrote one, else compressed here at quality 11. */
function brotliSize(file: string): number {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  const content = readFileSync(file);
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }).length;
}

/** Measures `page` (default home.html) of the build in `dist` against `budget`. */
export function measureBudget(dist: string, page = 'home.html', budget: { totalBytes: number; ownBytes: number } = BUDGET): BudgetReport {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const chunks = pageScripts(html).map((file) => ({ file, framework: isFramework(file), brotli: brotliSize(path.join(dist, file)) }));
  const total = chunks.reduce((sum, c) => sum + c.brotli, 0);
  const frameworks = chunks.filter((c) => c.framework).reduce((sum, c) => sum + c.brotli, 0);
  const own = total - frameworks;
  const failures: string[] = [];
  if (chunks.length === 0) failures.push(`${page} names no script: the budget cannot be measured`);
  if (total > budget.totalBytes) failures.push(`initial JS ${kib(total)} exceeds ${kib(budget.totalBytes)}`);
  if (own > budget.ownBytes) failures.push(`our own code ${kib(own)} exceeds ${kib(budget.ownBytes)}`);
  return { page, chunks, total, frameworks, own, failures };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The report as a table: each chunk's brotli bytes and share of the total, then the sums against the budget. */
export function formatReport(report: BudgetReport, budget: { totalBytes: number; ownBytes: number } = BUDGET): string {
  const rows = [...report.chunks].sort((a, b) => b.brotli - a.brotli);
  const width = Math.max(...rows.map((c) => c.file.length), 10);
  const pct = (n: number) => `${((100 * n) / (report.total || 1)).toFixed(1).padStart(5)} %`;
  const lines = [`Web budget: scripts ${report.page} loads or preloads (brotli)`];
  for (const c of rows) lines.push(`  ${c.file.padEnd(width)} ${String(c.brotli).padStart(8)} B ${pct(c.brotli)}  ${c.framework ? 'framework' : 'own'}`);
  lines.push(`  frameworks ${kib(report.frameworks)}, own code ${kib(report.own)} (budget ${kib(budget.ownBytes)}), total ${kib(report.total)} (budget ${kib(budget.totalBytes)})`);
  for (const failure of report.failures) lines.push(`  OVER BUDGET: ${failure}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  const report = measureBudget(dist);
  console.log(formatReport(report));
  if (report.failures.length > 0) process.exit(1);
}
