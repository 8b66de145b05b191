import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { featureCycles, featureGraph, noFeatureCycle, pathBack } from './feature-cycles.mjs';

const src = path.join(path.sep, 'repo', 'src');
/** A tree of feature files in memory: path under src/ → text. */
function graphOf(tree: Record<string, string>) {
  const files = Object.keys(tree).map((f) => path.join(src, f));
  return featureGraph(src, { files, read: (f: string) => tree[path.relative(src, f)] ?? '' });
}

describe('the import graph between features', () => {
  it('finds two features importing each other, whatever kind of import closes it', () => {
    const edges = graphOf({
      'features/bets/slip.tsx': "import { HeaderBalanceQuery } from '@/features/header/public';",
      'features/header/live.ts': "import type { MyBets } from '../bets/public';",
      'features/market/page.tsx': "const m = () => import('@/features/bets/public');",
    });
    expect(featureCycles(edges)).toEqual([['bets', 'header']]);
    expect(pathBack(edges, 'header', 'bets')).toEqual(['header', 'bets']);
  });

  it('finds a longer cycle through three features, and none where imports point one way', () => {
    expect(
      featureCycles(
        graphOf({
          'features/a/x.ts': "export * from '@/features/b/public';",
          'features/b/y.ts': "import { z } from '@/features/c/z';",
          'features/c/z.ts': "import { a } from '@/features/a/public';",
        }),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      featureCycles(
        graphOf({
          'features/a/x.ts': "import { b } from '@/features/b/public'; import { lib } from '@/lib/x';",
          'features/b/y.ts': "import { c } from '@/features/c/public'; import { own } from './own';",
          'features/b/own.ts': "import { inner } from './deep/inner';",
          'features/c/z.ts': "import { shared } from '@/components/shared';",
        }),
      ),
    ).toEqual([]);
  });

  it('counts a feature’s sub-folders as the feature itself', () => {
    expect(
      featureCycles(
        graphOf({
          'features/account/history/page.tsx': "import { x } from '@/features/account/shared/table';",
          'features/account/shared/table.tsx': "import { y } from '../history/page';",
        }),
      ),
    ).toEqual([]);
  });
});

describe('the lint rule', () => {
  it('is on for every feature file in the project’s ESLint config (npm run lint)', async () => {
    const config = await new ESLint().calculateConfigForFile('src/features/bets/betting-containers.tsx');
    expect(config.rules['backlay/no-feature-cycle']).toEqual([2]);
  });

  it('reports each import that closes a cycle, at the import, and leaves one-way imports alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'feature-cycles-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    const slip = "import { HeaderBalanceQuery } from '@/features/header/public';\nimport { x } from '@/components/x';\n";
    const live = "import { MyBetsQuery } from '@/features/bets/public';\n";
    write('src/features/bets/slip.tsx', slip);
    write('src/features/header/live.ts', live);
    write('src/features/market/page.tsx', "import { InlineBetting } from '@/features/bets/public';\n");
    write('src/features/home/page.tsx', "import { y } from '@/features/header/public';\n");
    try {
      new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-feature-cycle', noFeatureCycle as never, {
        valid: [
          { code: "import { y } from '@/features/header/public';\n", filename: path.join(root, 'src/features/home/page.tsx') },
          { code: "import { InlineBetting } from '@/features/bets/public';\n", filename: path.join(root, 'src/features/market/page.tsx') },
        ],
        invalid: [
          {
            code: slip,
            filename: path.join(root, 'src/features/bets/slip.tsx'),
            errors: [{ messageId: 'cycle', data: { chain: 'bets → header → bets' }, line: 1 }],
          },
          {
            code: live,
            filename: path.join(root, 'src/features/header/live.ts'),
            errors: [{ messageId: 'cycle', data: { chain: 'header → bets → header' }, line: 1 }],
          },
        ],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
