import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Most visits start at home, whose page is a lazy chunk like every other (src/app/route-table.tsx).
 * So that its chunk does not wait for the entry to run and ask for it, index.html gets a
 * `<link rel="modulepreload">` for the chunks of `modules` (and what they import) beside the entry's.
 * A visit to another page downloads them too (a few kB) but runs none of it. `images`: pictures the
 * landing paints first (its largest paint on a phone), preloaded at high priority so they are in
 * hand when the page renders instead of asked for only then.
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
        return [
          ...[...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...images.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'image', href, fetchpriority: 'high' }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
