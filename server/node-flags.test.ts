import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';
import { SERVER_NODE_FLAGS } from './node-flags';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags npm start gives node, before the bundle it runs', () => {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const run = /\bnode ((?:--\S+ )*)dist-server\/main\.mjs/.exec(pkg.scripts.start!);
    expect(run, pkg.scripts.start).not.toBeNull();
    expect(run![1]!.trim().split(' ').filter(Boolean)).toEqual(SERVER_NODE_FLAGS);
  });
});
