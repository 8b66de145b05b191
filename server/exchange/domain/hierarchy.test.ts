import { describe, expect, it } from 'vitest';
import { isDomainError } from './errors';
import {
  assertMayCreate,
  childPath,
  creditDescription,
  childRoleOf,
  escapeLike,
  isBackofficeRole,
  isInSubtree,
  levelOf,
  mayCreate,
  normaliseLevels,
  parentRoleOf,
  pathIds,
  roleDisplayName,
  subtreeEnd,
  rolesInUse,
} from './hierarchy';

describe('the roles a site uses', () => {
  it('four levels by default: operator, super master, master, agent, then bettors', () => {
    expect(rolesInUse()).toEqual(['operator', 'super_master', 'master', 'agent', 'bettor']);
    expect(rolesInUse(3)).toEqual(['operator', 'master', 'agent', 'bettor']);
    expect(rolesInUse(2)).toEqual(['operator', 'agent', 'bettor']);
  });

  it('reads a missing or out-of-range levels setting as the default (4)', () => {
    expect(normaliseLevels(undefined)).toBe(4);
    expect(normaliseLevels(null)).toBe(4);
    expect(normaliseLevels(1)).toBe(4);
    expect(normaliseLevels(5)).toBe(4);
    expect(normaliseLevels(2.5)).toBe(4);
    expect(normaliseLevels(3)).toBe(3);
  });

  it('each level creates the one just below it; bettors none', () => {
    expect(childRoleOf('operator')).toBe('super_master');
    expect(childRoleOf('super_master')).toBe('master');
    expect(childRoleOf('master')).toBe('agent');
    expect(childRoleOf('agent')).toBe('bettor');
    expect(childRoleOf('bettor')).toBeNull();
    expect(childRoleOf('operator', 3)).toBe('master');
    expect(childRoleOf('operator', 2)).toBe('agent');
    expect(childRoleOf('super_master', 3)).toBeNull();
    expect(parentRoleOf('agent', 2)).toBe('operator');
    expect(parentRoleOf('bettor')).toBe('agent');
    expect(parentRoleOf('operator')).toBeNull();
    expect(levelOf('master')).toBe(2);
    expect(levelOf('master', 3)).toBe(1);
    expect(levelOf('super_master', 2)).toBe(-1);
  });

  it('the operator creates any role below it, nobody creates an operator or a role the site does not use', () => {
    expect(mayCreate('operator', 'bettor')).toBe(true);
    expect(mayCreate('operator', 'master')).toBe(true);
    expect(mayCreate('operator', 'operator')).toBe(false);
    expect(mayCreate('operator', 'super_master', 3)).toBe(false);
    expect(mayCreate('master', 'agent')).toBe(true);
    expect(mayCreate('master', 'bettor')).toBe(false);
    expect(mayCreate('super_master', 'agent')).toBe(false);
    expect(mayCreate('agent', 'bettor')).toBe(true);
    expect(mayCreate('agent', 'agent')).toBe(false);
    expect(mayCreate('bettor', 'bettor')).toBe(false);
  });

  it('refuses a creation with PERMISSION_DENIED naming what the level may create', () => {
    let error: unknown;
    try {
      assertMayCreate('master', 'bettor');
    } catch (err) {
      error = err;
    }
    expect(isDomainError(error, 'PERMISSION_DENIED')).toBe(true);
    expect((error as Error).message).toBe('Master creates agents only, not bettors');
    expect(() => assertMayCreate('bettor', 'bettor')).toThrow('Bettor creates no users');
  });

  it('names the roles on screen; every non-bettor is a back-office role', () => {
    expect(rolesInUse().map(roleDisplayName)).toEqual(['Admin', 'Super master', 'Master', 'Agent', 'Bettor']);
    expect(rolesInUse().filter(isBackofficeRole)).toEqual(['operator', 'super_master', 'master', 'agent']);
  });
});

describe('materialised paths', () => {
  it('a child path is the parent path and the id, each followed by /', () => {
    expect(childPath('/u-admin/', 'u-sm')).toBe('/u-admin/u-sm/');
    expect(childPath('', 'u-admin')).toBe('/u-admin/');
    expect(childPath(null, 'u-admin')).toBe('/u-admin/');
    expect(pathIds('/u-admin/u-sm/u-m/')).toEqual(['u-admin', 'u-sm', 'u-m']);
  });

  it('a subtree is a prefix: a sibling whose id starts the same is not in it', () => {
    expect(isInSubtree('/a/m1/', '/a/m1/x/')).toBe(true);
    expect(isInSubtree('/a/m1/', '/a/m1/')).toBe(true);
    expect(isInSubtree('/a/m1/', '/a/m10/x/')).toBe(false);
    expect(isInSubtree('', '/a/')).toBe(false);
  });

  it('a subtree is the byte range [path, subtreeEnd(path)): children in, a sibling with a longer id out', () => {
    const inRange = (root: string, path: string) => Buffer.compare(Buffer.from(path), Buffer.from(root)) >= 0 && Buffer.compare(Buffer.from(path), Buffer.from(subtreeEnd(root))) < 0;
    expect(subtreeEnd('/a/m1/')).toBe('/a/m10');
    for (const path of ['/a/m1/', '/a/m1/x/', '/a/m1/~~/', '/a/m1/x/y/']) expect(inRange('/a/m1/', path), path).toBe(true);
    for (const path of ['/a/m10/', '/a/m1-/', '/a/m1', '/a/m2/', '/a/']) expect(inRange('/a/m1/', path), path).toBe(false);
  });

  it('escapes LIKE wildcards so an id with % or _ matches only itself', () => {
    expect(escapeLike('/u_1/50%/a\\b/')).toBe('/u\\_1/50\\%/a\\\\b/');
  });
});

describe('credit lines', () => {
  it('reads the same on both statements, naming who gave and who got', () => {
    expect(creditDescription('master', 'agent', 'IN')).toBe('Credit given: master → agent');
    expect(creditDescription('master', 'agent', 'OUT')).toBe('Credit taken back: agent → master');
  });
});
