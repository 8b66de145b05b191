import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Most visits start at home, whose page is a lazy chunk like every other (src/app/route-table.tsx).
 * So that its chunk does not wait for the entry to run and ask for it, index.html gets a
 * `<link rel="modulepreload">` for the chunks of `modules` (and what they import) beside the entry's.
 * A visit to another page downloads them too (a few kB) but runs none of it. `images`: pictures the
 * landing paints first (its largest paint on a phone), preloaded at high priority so they are in
 * hand when the page renders instead of asked for only then.
 *
 * The entry's stylesheet (~21 kB, ~5 kB brotli) is inlined into index.html instead of linked: a linked
 * stylesheet blocks the first paint and, on a slow phone link, shares the wire with the modulepreloaded
 * scripts, so the boot shell painted only after ~2 s (Lighthouse's slow 4G). The landing chunks' own stylesheets are
 * preloaded (the chunk's import waits for them).
 */
export function preloadLanding(root: string, modules: string[], images: string[] = []): Plugin {
  const wanted = modules.map((m) => path.join(root, m));
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
        const already = new Set<string>([...(entry ? [entry.fileName, ...entry.imports] : [])]);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file) || already.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const chunk of chunks) if (chunk.facadeModuleId && wanted.includes(chunk.facadeModuleId)) visit(chunk.fileName);
        const missing = wanted.filter((m) => !chunks.some((c) => c.facadeModuleId === m));
        if (missing.length) this.error?.(`preloadLanding: no chunk for ${missing.join(', ')}`);
        const landingCss = new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
        let inlined = html;
        for (const css of entry?.viteMetadata?.importedCss ?? []) {
          const asset = bundle[css];
          if (asset?.type !== 'asset') continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${css.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          if (!link.test(inlined)) this.error?.(`preloadLanding: no <link> for ${css} in index.html`);
          const source = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          // `</style` cannot occur in valid CSS outside a string; escaped anyway so a string cannot end the element.
          // The disabled <link> is never fetched; it tells Vite's preload helper, when a lazy chunk lists
          // this stylesheet among its dependencies, that it is on the page already (a second copy appended
          // after the pages' stylesheets would reorder the cascade).
          inlined = inlined.replace(link, () => `<style>${source.replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="/${css}" disabled>`);
        }
        return {
          html: inlined,
          tags: [
          ...[...landingCss].map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...images.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'image', href, fetchpriority: 'high' }, injectTo: 'head' as const })),
          ],
        };
      },
    },
  };
}
