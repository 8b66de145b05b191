import path from 'node:path';
import type { Plugin } from 'vite';

export interface RoutePage {
  /** The HTML file written beside index.html, e.g. `market.html` (the server maps routes to it). */
  file: string;
  /** The route's modules: their chunks (and what they import) are modulepreloaded, their stylesheets preloaded. */
  modules: string[];
}

/**
 * Writes, for each route page, a copy of the built index.html that also preloads that route's
 * chunks: a market page's first load otherwise learns of its page chunk only once the app has run, and
 * of the right column's betting panels only once the page has rendered (two round trips in a row on a
 * phone's link). The server sends the copy for the route's URLs (server/app.ts, `pageFile`).
 */
export function routePages(root: string, pages: RoutePage[]): Plugin {
  return {
    name: 'backlay:route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('routePages: the build has no index.html');
      const html = typeof index.source === 'string' ? index.source : Buffer.from(index.source).toString('utf8');
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      for (const page of pages) {
        const listed = new Set<string>();
        const files: string[] = [];
        const visit = (file: string) => {
          if (listed.has(file)) return;
          listed.add(file);
          if (!html.includes(`"/${file}"`)) files.push(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const module of page.modules) {
          const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, module));
          if (!chunk) return this.error(`routePages: no chunk for ${module}`);
          visit(chunk.fileName);
        }
        const css = [...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))].filter((file) => !html.includes(`"/${file}"`));
        const tags = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ].join('\n    ');
        this.emitFile({ type: 'asset', fileName: page.file, source: html.replace('</head>', `  ${tags}\n  </head>`) });
      }
    },
  };
}
