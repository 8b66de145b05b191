import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The operator's manual lists every npm script (issue #49): a script added to package.json without a line there fails here. */
describe('docs/operations.md "Scripts"', () => {
  it('names every script of package.json', () => {
    const scripts = Object.keys((JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
    const manual = readFileSync(path.join(root, 'docs', 'operations.md'), 'utf8');
    const section = manual.slice(manual.indexOf('\n## Scripts\n'));
    expect(section.length).toBeLessThan(manual.length);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // `npm start`, `npm run backup -- <file>`, or the bare name in a row of several: each backticked.
    const named = (name: string) => new RegExp(`\`(npm (run )?)?${escape(name)}( [^\`]*)?\``).test(section);
    expect(scripts.filter((name) => !named(name))).toEqual([]);
  });
});
