import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { assetText, forPage, hasInlined, inlinedStylesheet } from './preload-landing.ts';
import { FIRST_SCREEN_DIR, FIRST_SCREEN_SLOT, FIRST_SCREEN_TEMPLATE } from '../server/first-screen.ts';

/**
 * Fills #root's boot shell at build time from `module`'s `renderBootMarkup(page)` (src/app/boot-markup.tsx:
 * the `BootShell` component the router also shows while the first route loads): index.html gets the
 * plain shell, and `home.html` beside it the shell with home's first screen (the promotions carousel,
 * the page's own component), with the stylesheets its classes come from inlined.
 * The server sends it for `/` and `/home` (server/app.ts); every other route keeps index.html.
 *
 * Why: on a phone the carousel's first banner is home's largest paint. Rendered by the app, it waited
 * for ~230 kB of script to arrive and run (LCP ~3.5 s on Lighthouse's slow 4G); in the HTML it paints
 * with the first frame. React's first render replaces #root's content (`createRoot`) with the same
 * shell (the router's fallback), and a removed node is not a layout shift.
 *
 * The markup is rendered through a Vite server in SSR mode so CSS modules get the class names the
 * client build gave them (postcss-modules names hash the stylesheet's content); a class the client's
 * stylesheets do not define fails the build rather than shipping an unstyled first screen.
 *
 * Small pictures of the markup (public/ files up to INLINE_IMAGE_BYTES, the banners' SVG artwork) go
 * into the HTML as data: URLs: fetched, they queued behind ~30 script requests on a slow link and the
 * largest paint waited for them (~1.2 s on Lighthouse's slow 4G). The app's own render still asks for
 * the files by URL.
 */
export function prerenderLanding(root: string, module: string, alias: Record<string, string>): Plugin {
  return {
    name: 'backlay:prerender-landing',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('prerenderLanding: the build has no index.html');
      const vite = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let pages: { index: string; home: string };
      try {
        const loaded = (await vite.ssrLoadModule(path.join(root, module))) as { renderBootMarkup?: (page: 'index' | 'home') => string };
        const render = loaded.renderBootMarkup;
        if (typeof render !== 'function') return this.error(`prerenderLanding: ${module} exports no renderBootMarkup()`);
        pages = { index: render('index'), home: inlineSmallImages(root, render('home')) };
      } finally {
        await vite.close();
      }

      const html = assetText(index);
      const slot = '<!--boot-shell-->';
      if (!html.includes(slot)) return this.error(`prerenderLanding: index.html has no ${slot} slot in #root`);

      // Every class of the markup, and the stylesheets that define them: index.html's own boot rules, or
      // a client stylesheet, which home.html then inlines.
      const stylesheets = Object.values(bundle).flatMap((a) => (a.type === 'asset' && a.fileName.endsWith('.css') ? [{ file: a.fileName, css: assetText(a) }] : []));
      let inlined: string;
      try {
        inlined = inlineStylesheetsFor(Object.values(pages), html, stylesheets);
      } catch (err) {
        return this.error(`prerenderLanding: ${(err as Error).message}`);
      }
      index.source = forPage(html, 'index').replace(slot, () => pages.index);
      // The page a server-drawn first screen goes into (server/first-screen.ts; its stylesheets are added by first-screen-build.ts).
      this.emitFile({ type: 'asset', fileName: `${FIRST_SCREEN_DIR}/${FIRST_SCREEN_TEMPLATE}`, source: forPage(html, 'first-screen').replace(slot, FIRST_SCREEN_SLOT) });
      this.emitFile({ type: 'asset', fileName: 'home.html', source: forPage(html, 'home').replace('</head>', () => `${inlined}</head>`).replace(slot, () => pages.home) });
    },
  };
}

/**
 * The stylesheets `markups` need, inlined (inlinedStylesheet), for the page `html`: every class of the
 * markup must be defined by `html`'s head (the boot rules, the shell's inlined stylesheets) or by a
 * client stylesheet, which is then inlined unless `html` has it already. A class nothing defines
 * throws: the SSR build's class names differ from the client's, and the page would paint unstyled.
 */
export function inlineStylesheetsFor(markups: readonly string[], html: string, stylesheets: readonly { file: string; css: string }[]): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const needed = new Set<string>();
  for (const markup of markups) {
    const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    for (const name of classes) {
      const selector = new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`);
      const inHtml = selector.test(head);
      const from = stylesheets.filter((a) => selector.test(a.css));
      if (!inHtml && from.length === 0) throw new Error(`no stylesheet defines .${name} (class names differ between the SSR and client builds?)`);
      if (!inHtml) for (const a of from) if (!hasInlined(html, a.file)) needed.add(a.file);
    }
  }
  return stylesheets
    .filter((a) => needed.has(a.file))
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((a) => inlinedStylesheet(a.file, a.css))
    .join('');
}

/** Pictures up to this size are written into the prerendered HTML (a few kB of banners' SVG artwork). */
export const INLINE_IMAGE_BYTES = 4096;

/**
 * `src="/x.svg"` of a public/ SVG up to INLINE_IMAGE_BYTES → a data: URL; and the image preloads React
 * writes for high-priority images dropped where the image is now inline.
 */
export function inlineSmallImages(root: string, markup: string): string {
  const inlined = new Set<string>();
  const out = markup.replace(/ src="(\/[\w./-]+\.svg)"/g, (whole, href: string) => {
    const file = path.join(root, 'public', href);
    if (!file.startsWith(path.join(root, 'public') + path.sep) || !existsSync(file) || statSync(file).size > INLINE_IMAGE_BYTES) return whole;
    inlined.add(href);
    return ` src="data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim()).replace(/'/g, '%27')}"`;
  });
  return out.replace(/<link rel="preload" as="image" href="([^"]+)"[^>]*\/?>/g, (whole, href: string) => (inlined.has(href) ? '' : whole));
}
