import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/**
 * Writes `home.html` beside index.html: the same page with home's first screen already in #root,
 * rendered at build time by `module`'s `renderLandingMarkup()` (React's static markup of the page's
 * own components, e.g. the promotions carousel), with the stylesheets its classes come from inlined.
 * The server sends it for `/` and `/home` (server/app.ts); every other route keeps index.html.
 *
 * Why: on a phone the carousel's first banner is home's largest paint. Rendered by the app, it waited
 * for ~230 kB of script to arrive and run (LCP ~3.5 s on Lighthouse's slow 4G); in the HTML it paints
 * with the first frame. React's first render replaces #root's content (`createRoot`), and a removed
 * node is not a layout shift.
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
      let markup: string;
      try {
        const loaded = (await vite.ssrLoadModule(path.join(root, module))) as { renderLandingMarkup?: () => string };
        if (typeof loaded.renderLandingMarkup !== 'function') return this.error(`prerenderLanding: ${module} exports no renderLandingMarkup()`);
        markup = loaded.renderLandingMarkup();
      } finally {
        await vite.close();
      }

      markup = inlineSmallImages(root, markup);

      // Every class of the markup, and the client stylesheets that define them.
      const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
      const stylesheets = Object.values(bundle).filter((a) => a.type === 'asset' && a.fileName.endsWith('.css'));
      const text = (a: (typeof stylesheets)[number]) => (a.type === 'asset' ? (typeof a.source === 'string' ? a.source : Buffer.from(a.source).toString('utf8')) : '');
      const html = typeof index.source === 'string' ? index.source : Buffer.from(index.source).toString('utf8');
      const needed = new Set<string>();
      for (const name of classes) {
        const selector = new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`);
        const from = stylesheets.filter((a) => selector.test(text(a)));
        if (from.length === 0) return this.error(`prerenderLanding: no client stylesheet defines .${name} (class names differ between the SSR and client builds?)`);
        for (const a of from) if (!html.includes(`href="/${a.fileName}" disabled`)) needed.add(a.fileName);
      }
      const inlined = [...needed]
        .sort()
        .map((file) => `<style>${text(stylesheets.find((a) => a.fileName === file)!).replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`)
        .join('');
      const slot = '<!--landing-->';
      if (!html.includes(slot)) return this.error(`prerenderLanding: index.html has no ${slot} slot in its boot shell`);
      const home = html.replace('</head>', `${inlined}</head>`).replace(slot, `<div class="boot-landing">${markup}</div>`);
      this.emitFile({ type: 'asset', fileName: 'home.html', source: home });
    },
  };
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
