import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchSpecs } from './registry';

const machineFiles = readdirSync(path.join(process.cwd(), 'machines')).filter((f) => f.endsWith('.machine.ts'));
const stories = readFileSync(path.join(process.cwd(), 'src/components/workbench/machines.stories.tsx'), 'utf8');

describe('the Machines section', () => {
  it('knows every machine in machines/', () => {
    expect([...benchSpecs.keys()].sort()).toEqual(machineFiles.map((f) => f.replace('.machine.ts', '')).sort());
  });
  it.each(machineFiles.map((f) => f.replace('.machine.ts', '')))('has a page for %s', (name) => {
    expect(stories).toContain(`machine('${name}')`);
  });
});
