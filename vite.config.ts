import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, resolveChromium } from './tests/support/chromium.ts';
import { postgresTestFiles } from './tests/support/postgres-files.ts';
import { precompress } from './scripts/precompress.ts';
import { graphqlDocuments } from './scripts/graphql-documents.ts';
import { preloadLanding } from './scripts/preload-landing.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';
import { firstScreenBuild } from './scripts/first-screen-build.ts';
import { pathTo } from './machines/lib/routes.ts';
import { MARKET_EVENT } from './src/features/market/market-fixtures.ts';
import { PROMOTIONS, promotionArtwork } from './src/components/promotions.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
/**
 * The libraries under every page, in four chunks the entry evaluates one per task (src/main.tsx):
 * React, Apollo with GraphQL and RxJS, React Router, XState.
 */
const FRAMEWORK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/ },
  { name: 'apollo', test: /node_modules[\\/](@apollo[\\/]client|graphql|graphql-ws|rxjs|optimism|@wry[\\/][^\\/]+|tslib)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ },
];
/**
 * The chunks every first load runs nearly all of: the four frameworks and the app's start
 * (src/app/start.tsx). Each begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (Chrome 136+; other browsers ignore a comment): the browser compiles their functions on the thread
 * that streams the script in, instead of one by one on the main thread the first time each is called.
 * On Lighthouse's phone that lazy compiling was a large part of the app's start (bench/README.md,
 * seventh pass). Lazy pages and dialogs are left to compile lazily.
 */
const COMPILE_EAGERLY = new Set([...FRAMEWORK_GROUPS.map((group) => group.name), 'start']);
const compileHint = (chunk: { name: string; facadeModuleId: string | null }) =>
  COMPILE_EAGERLY.has(chunk.name) || chunk.facadeModuleId === path.join(root, 'src/app/start.tsx') ? '//# allFunctionsCalledOnLoad' : '';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const START = path.join(root, 'src/app/start.tsx');
const startClosures = new WeakMap<object, Set<string>>();
/**
 * Our own modules the app's start imports statically, all of them (src/app/start.tsx and what it
 * imports, not node_modules): every page evaluates them before anything else. Left to the automatic
 * split, the ones lazy pages share came out as ~30 chunks of 0.1–3 KiB each, and brotli packs one
 * file far better than thirty (each with its own imports, exports and source-map line): in one chunk,
 * the same code is several KiB less on the wire (the web budget, scripts/web-budget.ts).
 */
function startClosure(graph: ModuleGraph): Set<string> {
  let seen = startClosures.get(graph);
  if (seen) return seen;
  seen = new Set<string>();
  const todo = [START];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (seen.has(id) || id.includes('node_modules') || id.startsWith('\0')) continue;
    seen.add(id);
    todo.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  startClosures.set(graph, seen);
  return seen;
}
/** The start's chunk: what startClosure finds, after the framework groups took theirs. */
const START_GROUP = { name: (id: string, graph: ModuleGraph) => (startClosure(graph).has(id) ? 'start' : null) };
/** The node project's tests; those with a PostgreSQL suite also make up the postgres project. */
const NODE_TESTS = ['domain/**/*.test.ts', 'machines/**/*.test.ts', 'tools/**/*.test.ts', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * The e2e files that assert wall-clock bounds (bet-contract: My Bets and the exposure within 100 ms of the
 * bet's answer; trading-desk: a desk's quotes and suspension on the bettor's screen within a second; market-live: a desk's
 * new market on the bettor's page within a second): the e2e-timed
 * project runs them alone, after the e2e project's files have run two at a time.
 */
const E2E_TIMED = ['tests/e2e/bet-contract.test.ts', 'tests/e2e/trading-desk.test.ts', 'tests/e2e/market-live.test.ts'];
/**
 * The drills, slow and rare (kill -9 under bet load and a restart; a backup taken under load and restored):
 * their own project, `npm run test:drills`, which CI runs after npm test; not part of `npm test`.
 */
const DRILLS = ['tests/integration/durability.test.ts', 'tests/integration/backup-restore.test.ts'];
/** The recorded whole session (minutes long): its own project, `npm run test:session`, not part of `npm test`. */
const E2E_SESSION = ['tests/e2e/session.test.ts'];
/**
 * Server code's tests share graphql's one module instance with its CommonJS dependencies (@graphql-tools,
 * graphql-armor), as plain Node does: the node, drills, postgres and cluster projects.
 */
const SERVER_RESOLVE = { alias: [{ find: /^graphql$/, replacement: path.join(root, 'node_modules/graphql/index.js') }] };
/**
 * What the node, drills and postgres projects share: the server bundle their integration tests start, built
 * once when stale; the demo seed's password hashes made once and reused, not remade per file
 * (tests/support/demo-password-hashes.ts); the same bounds.
 */
const SERVER_TESTS = {
  environment: 'node' as const,
  globalSetup: ['tests/support/server-build.ts'],
  setupFiles: ['tests/support/demo-password-hashes.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** What both e2e projects share; the global setup builds the SPA once, if stale, before any file starts. */
const E2E = { environment: 'node' as const, testTimeout: 120_000, hookTimeout: 180_000, globalSetup: ['tests/support/e2e-build.ts'] };
const wantsBrowser = (argv: string[]) => argv.some((a) => a === 'storybook' || a === '--project=storybook');

export default defineConfig(async (): Promise<ViteUserConfig> => {
  // Only look for a browser when the story project can run (it is the one that needs it at config time).
  const executablePath =
    process.env.VITEST && (wantsBrowser(process.argv) || !process.argv.includes('--project'))
      ? await resolveChromium()
      : undefined;

  const alias = { '@': path.join(root, 'src'), '@domain': path.join(root, 'domain') };
  return {
    plugins: [
      graphqlDocuments(root),
      react(),
      preloadLanding(root, {
        shell: 'src/app/start.tsx',
        modules: ['src/features/home/home-route.tsx', 'src/features/home/home-page.tsx'],
        images: [promotionArtwork(PROMOTIONS[0]!)],
        firstScreenModules: [
          'src/features/market/market-routes.tsx',
          'src/features/market/market-details-view.tsx',
          'src/features/bets/betting-containers.tsx',
          'src/features/live-stream/live-stream-panel.tsx',
        ],
      }),
      prerenderLanding(root, 'src/app/boot-markup.tsx', alias),
      firstScreenBuild(root, { entry: 'src/app/first-screen/render.tsx', alias, sample: { path: pathTo('marketDetails', { eventId: MARKET_EVENT.exEventId, id: MARKET_EVENT.sportId }), data: { event: MARKET_EVENT } } }),
      precompress(),
    ],
    resolve: { alias },
    server: { host: '127.0.0.1', proxy: { '/graphql': { target: 'http://127.0.0.1:4000', ws: true }, '/api': 'http://127.0.0.1:4000' } },
    build: {
      outDir: 'dist',
      sourcemap: true,
      manifest: true,
      // The frameworks every page runs on, in four chunks (FRAMEWORK_GROUPS): split automatically by which
      // lazy pages share which piece, they were ~20 of the first screen's ~50 script requests.
      rolldownOptions: { output: { codeSplitting: { groups: [...FRAMEWORK_GROUPS, START_GROUP] }, postBanner: compileHint } },
    },
    test: {
      projects: [
        {
          extends: true,
          resolve: SERVER_RESOLVE,
          test: {
            name: 'node',
            ...SERVER_TESTS,
            include: NODE_TESTS,
            exclude: [...configDefaults.exclude, ...DRILLS],
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            // One window and module cache per worker, not per file: setting up jsdom took ten times the tests'
            // own time. tests/setup/jsdom.ts gives each file an empty page, storage and history.
            isolate: false,
            // Its own group, after the node project's: a shared worker is kept only while the next file is one of this project's.
            sequence: { groupOrder: 4 },
            setupFiles: ['tests/setup/jsdom.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          // Find every dependency of the stories before the browser starts: a dependency discovered
          // mid-run makes Vite re-optimise and reload, failing the imports in flight (fresh clones).
          optimizeDeps: {
            entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx'],
            include: [
              '@apollo/client',
              '@apollo/client/react',
              '@apollo/client/link/context',
              '@apollo/client/link/error',
              '@apollo/client/link/subscriptions',
              '@apollo/client/utilities',
              'graphql-ws',
              'sonner',
              'rxjs',
              'xstate',
              '@xstate/react',
              'radix-ui',
              'react-router-dom',
              'date-fns',
            ],
          },
          test: {
            name: 'storybook',
            // The story files share one page (tests/setup/stories.ts): not an iframe and a module load each.
            isolate: false,
            setupFiles: ['tests/setup/stories.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: { executablePath, args: chromiumArgs } }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
        {
          extends: true,
          // The drills (DRILLS): `npm run test:drills`, after npm test in CI.
          resolve: SERVER_RESOLVE,
          test: {
            name: 'drills',
            ...SERVER_TESTS,
            include: DRILLS,
          },
        },
        {
          extends: true,
          // The cluster of issue #33 (tests/cluster: PostgreSQL, nats-server, 5 server processes): not part of
          // npm test; `npm run test:cluster`, which CI runs after it.
          resolve: SERVER_RESOLVE,
          test: {
            name: 'cluster',
            environment: 'node',
            include: ['tests/cluster/**/*.test.ts'],
            testTimeout: 900_000,
            hookTimeout: 900_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          // The files with PostgreSQL halves (tests/support/stores.ts), each half on its own temporary server:
          // not part of npm test; `npm run test:postgres` runs only those halves (by name, -t: the PGlite
          // halves stay in the node project), and CI runs it after npm test.
          resolve: SERVER_RESOLVE,
          test: {
            name: 'postgres',
            ...SERVER_TESTS,
            include: postgresTestFiles(root, NODE_TESTS),
            env: { TEST_POSTGRES: '1' },
          },
        },
        {
          extends: true,
          // Two files at a time, each with its own server (port 0, its own data directory) and Chromium.
          test: { name: 'e2e', ...E2E, include: ['tests/e2e/**/*.test.ts'], exclude: [...configDefaults.exclude, ...E2E_TIMED, ...E2E_SESSION], maxWorkers: 2, sequence: { groupOrder: 1 } },
        },
        {
          extends: true,
          // The files that time the app against the clock: one at a time, after the e2e project's, no other file beside them.
          test: { name: 'e2e-timed', ...E2E, include: E2E_TIMED, fileParallelism: false, sequence: { groupOrder: 2 } },
        },
        {
          extends: true,
          // A whole session recorded, 30 s on every page (tests/e2e/session.test.ts): `npm run test:session`, not in npm test.
          test: { name: 'e2e-session', ...E2E, include: E2E_SESSION, testTimeout: 1_500_000, fileParallelism: false, sequence: { groupOrder: 3 } },
        },
      ],
    },
  };
});
