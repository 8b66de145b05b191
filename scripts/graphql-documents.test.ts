import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { graphqlDocuments } from './graphql-documents.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const QUERY = (name: string) => `\n  query ${name} {\n    ${name.toLowerCase()}Field\n  }\n`;
const ast = (name: string) =>
  JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', name: { kind: 'Name', value: name } }] });

/**
 * A fixture app in codegen's client-preset shape: src/gql/gql.ts (graphql() with its map of every
 * document) and src/gql/graphql.ts (every document), an entry using `First` and a page it loads lazily
 * using `Second`; `Third` is used nowhere.
 */
function fixture(entry = 'import { graphql } from "./gql/gql";\nexport const first = graphql(`' + QUERY('First') + '`);\nexport const page = () => import("./page");\n'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'graphql-documents-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'src', 'gql'), { recursive: true });
  const names = ['First', 'Second', 'Third'];
  writeFileSync(
    path.join(root, 'src', 'gql', 'graphql.ts'),
    names.map((n) => `export const ${n}Document = ${ast(n)} as unknown as DocumentNode<${n}Query, ${n}QueryVariables>;`).join('\n') + '\n',
  );
  writeFileSync(
    path.join(root, 'src', 'gql', 'gql.ts'),
    `import * as types from './graphql';\n\nconst documents = {\n${names.map((n) => `    ${JSON.stringify(QUERY(n))}: types.${n}Document,`).join('\n')}\n};\n\nexport function graphql(source: string) {\n  return (documents as any)[source] ?? {};\n}\n`,
  );
  writeFileSync(path.join(root, 'src', 'main.ts'), entry);
  writeFileSync(path.join(root, 'src', 'page.ts'), 'import { graphql } from "./gql/gql";\nexport const second = graphql(`' + QUERY('Second') + '`);\n');
  return root;
}

/** Builds the fixture as a library entry; returns each output chunk's code by file name. */
async function bundle(root: string): Promise<Record<string, string>> {
  const outDir = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [graphqlDocuments(root)],
    build: { outDir, minify: false, lib: { entry: path.join(root, 'src', 'main.ts'), formats: ['es'], fileName: () => 'main.js' } },
  });
  return Object.fromEntries(readdirSync(outDir).filter((f) => /\.m?js$/.test(f)).map((f) => [f, readFileSync(path.join(outDir, f), 'utf8')]));
}

describe('graphqlDocuments (the build plugin)', () => {
  it('puts each document in the chunk of the code that uses it, and drops the unused ones', async () => {
    const chunks = await bundle(fixture());
    const entry = chunks['main.js']!;
    const lazy = Object.entries(chunks).filter(([file]) => file !== 'main.js');
    expect(entry).toContain('"First"');
    expect(entry).not.toContain('"Second"');
    expect(lazy).toHaveLength(1);
    expect(lazy[0]![1]).toContain('"Second"');
    expect(Object.values(chunks).join('\n')).not.toContain('"Third"');
    // The generated lookup map (its document texts as keys) is not built in.
    expect(Object.values(chunks).join('\n')).not.toContain('firstField');
  });

  it('fails the build for a document codegen has not seen (stale src/gql)', async () => {
    const root = fixture('import { graphql } from "./gql/gql";\nexport const x = graphql(`\n  query Unknown {\n    x\n  }\n`);\n');
    await expect(bundle(root)).rejects.toThrow(/not in src\/gql \(run npm run codegen\): query Unknown/);
  });
});
