import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { FIRST_SCREEN_DIR, FIRST_SCREEN_MODULE, FIRST_SCREEN_SLOT, FIRST_SCREEN_TEMPLATE, type FirstScreenRenderer } from '../server/first-screen.ts';
import { inlineStylesheetsFor } from './prerender-landing.ts';

export interface FirstScreenBuildOptions {
  /** The renderer's source (src/app/first-screen/render.tsx). */
  entry: string;
  alias: Record<string, string>;
  /** A page and a query answer to draw at build time: its classes pick the stylesheets the page template inlines, and are checked. */
  sample: { path: string; data: unknown };
}

/**
 * After the client build: builds the first-screen renderer for Node (Vite in SSR mode, every
 * dependency bundled, so CSS modules get the client build's class names and the server needs nothing
 * else; minified, production React only: ~0.5 MB, which the server holds in memory for its lifetime) into `<outDir>/.first-screen/render.mjs`, draws the sample with it, and inlines the
 * stylesheets its classes come from into the page template prerender-landing wrote. A class no client
 * stylesheet defines fails the build. The server (server/first-screen.ts) loads both at start.
 */
export function firstScreenBuild(root: string, { entry, alias, sample }: FirstScreenBuildOptions): Plugin {
  let outDir = '';
  return {
    name: 'backlay:first-screen-build',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const dir = path.join(outDir, FIRST_SCREEN_DIR);
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          mode: 'production',
          plugins: [react()],
          resolve: { alias },
          // React's production builds only (its packages pick one at run time by NODE_ENV: both were bundled).
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: path.join(root, entry),
            outDir: dir,
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: false,
            minify: true,
            rolldownOptions: { output: { entryFileNames: FIRST_SCREEN_MODULE, codeSplitting: false } },
          },
        });
        const renderer = (await import(`${pathToFileURL(path.join(dir, FIRST_SCREEN_MODULE)).href}?t=${Date.now()}`)) as FirstScreenRenderer;
        const page = renderer.firstScreenFor(sample.path);
        const drawn = page?.render(sample.data);
        if (!drawn) return this.error(`firstScreenBuild: the renderer drew nothing for ${sample.path}`);
        const templateFile = path.join(dir, FIRST_SCREEN_TEMPLATE);
        const template = readFileSync(templateFile, 'utf8');
        if (!template.includes(FIRST_SCREEN_SLOT)) return this.error(`firstScreenBuild: ${templateFile} has no ${FIRST_SCREEN_SLOT}`);
        const assets = path.join(outDir, 'assets');
        const stylesheets = readdirSync(assets)
          .filter((name) => name.endsWith('.css'))
          .map((name) => ({ file: `assets/${name}`, css: readFileSync(path.join(assets, name), 'utf8') }));
        let inlined: string;
        try {
          inlined = inlineStylesheetsFor([drawn], template, stylesheets);
        } catch (err) {
          return this.error(`firstScreenBuild: ${(err as Error).message}`);
        }
        // A stylesheet now inlined needs no preload of its own (preload-landing listed the pages' stylesheets).
        const inlinedFiles = [...inlined.matchAll(/<link rel="stylesheet" href="\/([^"]+)" disabled>/g)].map((m) => m[1]!);
        const withoutPreloads = inlinedFiles.reduce((html, file) => html.replace(`<link rel="preload" as="style" crossorigin href="/${file}">`, ''), template);
        writeFileSync(templateFile, withoutPreloads.replace('</head>', () => `${inlined}</head>`));
      },
    },
  };
}
