import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The generated `graphql()` (src/gql/gql.ts) looks each document up in one map of every operation
 * in the app, and src/gql/graphql.ts holds every document in one module, so whichever chunk imports
 * either carries all of them (~110 kB). This build-time plugin does what the client preset's babel
 * plugin does and a bit more:
 * - each `graphql(`…`)` call becomes an import of that one document from src/gql/graphql.ts (a call
 *   whose text is not in the generated map — stale codegen — fails the build);
 * - src/gql/graphql.ts is served as re-exports of one small module per document, and each call imports
 *   its document's module directly, so each document lands in the chunk of the code that uses it (a
 *   bundler places whole modules, never parts of one);
 * - src/gql/gql.ts is served without its map of every document (its graphql() only throws).
 */
export function graphqlDocuments(root: string): Plugin {
  const gqlDir = path.join(root, 'src', 'gql');
  const documentsModule = path.join(gqlDir, 'graphql.ts');
  const gqlModule = path.join(gqlDir, 'gql.ts');
  const PREFIX = '\0backlay-gql:';
  let byText: Map<string, string> | null = null;
  let documents: Map<string, string> | null = null;

  const loadMap = () => {
    const source = readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    const start = source.indexOf('const documents');
    const end = source.indexOf('\n};', start);
    if (start < 0 || end < 0) throw new Error('src/gql/gql.ts has no documents map: run npm run codegen');
    const map = new Map<string, string>();
    for (const match of source.slice(start, end).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      map.set(JSON.parse(match[1]!) as string, match[2]!);
    }
    return map;
  };
  /** Every document of src/gql/graphql.ts: export name → its AST as JSON text. */
  const loadDocuments = () => {
    const map = new Map<string, string>();
    for (const match of readFileSync(documentsModule, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
      map.set(match[1]!, match[2]!);
    }
    return map;
  };

  return {
    name: 'backlay:graphql-documents',
    apply: 'build',
    buildStart() {
      byText = loadMap();
      documents = loadDocuments();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (id.startsWith(PREFIX)) {
        const json = (documents ?? (documents = loadDocuments())).get(id.slice(PREFIX.length));
        return json === undefined ? null : { code: `export default ${json};\n`, moduleSideEffects: false };
      }
      // Every graphql(`…`) call is replaced above, so its lookup map of every document (which reached
      // them all from whichever chunk imports src/gql/gql.ts) is not built in; a call left over fails loudly.
      if (id.split('?')[0] === gqlModule) {
        return {
          code: 'export function graphql(source) {\n  throw new Error(`graphql() was not replaced at build time: ${String(source).trim().split("\\n")[0]}`);\n}\n',
          moduleSideEffects: false,
        };
      }
      if (id.split('?')[0] === documentsModule) {
        const names = [...(documents ?? (documents = loadDocuments())).keys()];
        const code = names.map((name) => `export { default as ${name} } from ${JSON.stringify(PREFIX + name)};`).join('\n');
        return { code: `${code}\n`, moduleSideEffects: false };
      }
      return null;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      const known = byText ?? (byText = loadMap());
      const used = new Set<string>();
      // The call becomes a name on the same lines (line numbers kept); the import goes last (imports hoist).
      const out = code.replace(/\bgraphql\(`([^`]*)`\)/g, (call, text: string) => {
        const name = known.get(text);
        if (!name) throw new Error(`${path.relative(root, file)}: a graphql() document is not in src/gql (run npm run codegen): ${text.trim().split('\n')[0]}`);
        used.add(name);
        return `__gql_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
      });
      if (!used.size) return null;
      // Straight from each document's own module, not through src/gql/graphql.ts: Rolldown places a module by
      // the entries that reach its importers, and through the barrel every document was reached from the start.
      const imports = [...used].map((name) => `import __gql_${name} from ${JSON.stringify(PREFIX + name)};`).join('\n');
      return { code: `${out}\n${imports}\n`, map: null };
    },
  };
}
