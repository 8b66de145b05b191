import path from 'node:path';
import type { Plugin } from 'vite';
import { holdBootScripts } from '../server/boot-loader.ts';
import { AFTER_FIRST_PAINT } from '../src/app/after-first-paint.ts';

/** A bundle asset's text (Rollup gives a string or bytes). */
export const assetText = (asset: { source: string | Uint8Array }) => (typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8'));

/**
 * A stylesheet written into the HTML instead of linked. The disabled <link> after it is never fetched;
 * it tells Vite's preload helper, when a lazy chunk lists that stylesheet among its dependencies, that
 * it is on the page already (a second copy appended after the pages' stylesheets would reorder the
 * cascade). `</style` cannot occur in valid CSS outside a string; escaped anyway so a string cannot end
 * the element.
 */
export const inlinedStylesheet = (file: string, css: string) => `<style>${css.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;

/** Whether `html` already has `file` inlined (by inlinedStylesheet). */
export const hasInlined = (html: string, file: string) => html.includes(`<link rel="stylesheet" href="/${file}" disabled>`);

/** The pages the build writes from index.html: index.html itself, home.html, and the server-drawn first screens' template. */
export type BuiltPage = 'index' | 'home' | 'first-screen';

const PAGE_ONLY = /<!--only:([\w-]+)-->([\s\S]*?)<!--\/only:\1-->/g;

/** Marks `markup` as one page's own (kept in that page, dropped from the others by `forPage`). */
export const pageOnly = (page: Exclude<BuiltPage, 'index'>, markup: string) => (markup ? `<!--only:${page}-->${markup}<!--/only:${page}-->` : '');

/** Marks `markup` as the landing page's own (kept in home.html, dropped from index.html by `forPage`). */
export const landingOnly = (markup: string) => pageOnly('home', markup);

/**
 * The built index.html as one page gets it: home.html keeps the landing's preloads, the first screens'
 * template its pages' preloads, index.html (every other route) neither.
 */
export const forPage = (html: string, page: BuiltPage) => html.replace(PAGE_ONLY, (_whole, only: string, markup: string) => (only === page ? markup : ''));


export interface LandingOptions {
  /**
   * The app's shell, loaded by the entry once the boot shell has painted (src/main.tsx): its chunks
   * are modulepreloaded, and its stylesheets (with the entry's) inlined into index.html.
   */
  shell: string;
  /** The landing page's modules (home's lazy chunks): modulepreloaded, their stylesheets preloaded. */
  modules: string[];
  /** Pictures the landing paints first, preloaded at high priority. */
  images?: string[];
  /** The modules of the pages the server draws a first screen of (the market page's chunks, its right column's panels). */
  firstScreenModules?: string[];
}

/**
 * Most visits start at home, whose page is a lazy chunk like every other (src/app/route-table.tsx).
 * So that nothing waits for a script to run and ask for the next, index.html gets a
 * `<link rel="modulepreload">` for the shell's chunks and the landing's (and what they import), all
 * inside the AFTER_FIRST_PAINT template the entry opens once the boot shell has painted.
 * `images`: pictures the landing paints first (its largest paint on a phone), preloaded at high
 * priority so they are in hand when the page renders instead of asked for only then. The landing's
 * preloads are marked `landingOnly`: prerender-landing keeps them in home.html (served for `/` and
 * `/home`) and drops them from index.html, where on a slow link they shared the wire with the shell's
 * scripts while another page (a market) waited for its own.
 *
 * The entry's and the shell's stylesheets (~21 kB, ~5 kB brotli) are inlined into index.html instead
 * of linked: a linked stylesheet blocks the first paint and, on a slow phone link, shares the wire
 * with the modulepreloaded scripts, so the boot shell painted only after ~2 s (Lighthouse's slow 4G).
 * The landing chunks' own stylesheets are preloaded (the chunk's import waits for them).
 */
export function preloadLanding(root: string, { shell, modules, images = [], firstScreenModules = [] }: LandingOptions): Plugin {
  const shellModule = path.join(root, shell);
  const wanted = modules.map((m) => path.join(root, m));
  const drawn = firstScreenModules.map((m) => path.join(root, m));
  return {
    name: 'backlay:preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const chunkOf = (module: string) => {
          const found = chunks.find((c) => c.facadeModuleId === module);
          if (!found) this.error?.(`preloadLanding: no chunk for ${path.relative(root, module)}`);
          return found;
        };
        // What each part adds: the chunks and their static imports, less what `listed` has already.
        const closure = (listed: Set<string>, from: string[]) => {
          const files: string[] = [];
          const visit = (file: string) => {
            if (listed.has(file)) return;
            listed.add(file);
            files.push(file);
            for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          };
          from.forEach(visit);
          return files;
        };
        const cssOf = (files: string[]) => [...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
        const shellChunk = chunkOf(shellModule);
        const listed = new Set<string>([entry.fileName, ...entry.imports]);
        const shellFiles = closure(listed, shellChunk ? [shellChunk.fileName] : []);
        // Each page's own part, beyond the entry and the shell (they share chunks with each other).
        const landingFiles = closure(new Set(listed), wanted.flatMap((m) => chunkOf(m)?.fileName ?? []));
        const firstScreenFiles = closure(new Set(listed), drawn.flatMap((m) => chunkOf(m)?.fileName ?? []));
        const inlineCss = [...new Set([...cssOf([entry.fileName, ...entry.imports]), ...cssOf(shellFiles)])];
        const preloadCss = (files: string[]) => cssOf(files).filter((file) => !inlineCss.includes(file));

        // The entry's stylesheet replaces its <link>; the shell's go where the entry's was (same order as
        // Vite would have loaded them: entry first).
        const styles = inlineCss
          .map((file) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? inlinedStylesheet(file, assetText(asset)) : '';
          })
          .join('');
        let placed = false;
        let out = holdBootScripts(html).replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          if (!inlineCss.includes(file)) return link;
          if (placed) return '';
          placed = true;
          return styles;
        });
        if (!placed) out = out.replace('</head>', `${styles}</head>`);
        const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
        const stylePreload = (file: string) => `<link rel="preload" as="style" crossorigin href="/${file}">`;
        const landing = [
          ...landingFiles.map(modulePreload),
          ...preloadCss(landingFiles).map(stylePreload),
          ...images.map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`),
        ].join('');
        // A drawn market page's chunks: its first screen is on screen already, and the app replaces it
        // sooner when they are not asked for only once the router runs the page's load.
        const firstScreen = [...firstScreenFiles.map(modulePreload), ...preloadCss(firstScreenFiles).map(stylePreload)].join('');
        return out.replace('</head>', () => `<template id="${AFTER_FIRST_PAINT}">${shellFiles.map(modulePreload).join('')}${landingOnly(landing)}${pageOnly('first-screen', firstScreen)}</template></head>`);
      },
    },
  };
}
