import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The selectors of a CSS module's rules that name none of its own classes. CSS modules scope class names
 * only: `[data-side='lay'] { … }` in a module is global, and once the module's chunk has loaded it
 * restyles every such element of the app (the desk's did, to a fancy market's Yes/No heading).
 * Keyframes' steps are not selectors.
 */
export function unscopedSelectors(css: string, from: string): string[] {
  const found: string[] = [];
  postcss.parse(css, { from }).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    for (const selector of rule.selectors) {
      // A class in an attribute's value or a string is not a class.
      const bare = selector.replace(/\[[^\]]*\]/g, '').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '');
      if (!/\.[A-Za-z_-][\w-]*/.test(bare)) found.push(`${path.relative(root, from)}:${rule.source?.start?.line ?? 0} ${selector}`);
    }
  });
  return found;
}

describe('CSS modules', () => {
  it('finds a selector without a class of its own, and passes one with', () => {
    const css = ".a { color: red; }\n[data-side='lay'] { background: pink; }\n.b [data-x='.c'], [data-x='.c'] { color: blue; }\n@media (width < 600px) { td { padding: 0; } .d td { padding: 1px; } }\n@keyframes spin { from { opacity: 0; } 50% { opacity: 1; } }";
    expect(unscopedSelectors(css, path.join(root, 'x.module.css'))).toEqual(["x.module.css:2 [data-side='lay']", "x.module.css:3 [data-x='.c']", 'x.module.css:4 td']);
  });

  it('scope every selector to one of their own classes', () => {
    const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.module.css'))
      .map((name) => path.join(root, 'src', name));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => unscopedSelectors(readFileSync(file, 'utf8'), file))).toEqual([]);
  });
});
