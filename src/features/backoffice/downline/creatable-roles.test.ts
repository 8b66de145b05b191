import { describe, expect, it } from 'vitest';
import { creatableRoles } from './creatable-roles';

describe('the levels a role creates', () => {
  it('offers a level only the level just below it, the admin every level', () => {
    expect(creatableRoles('agent')).toEqual([{ role: 'bettor', name: 'Bettor' }]);
    expect(creatableRoles('master').map((r) => r.role)).toEqual(['agent']);
    expect(creatableRoles('super_master').map((r) => r.role)).toEqual(['master']);
    expect(creatableRoles('operator').map((r) => r.name)).toEqual(['Super master', 'Master', 'Agent', 'Bettor']);
  });

  it('offers nothing to a bettor or an unknown role', () => {
    expect(creatableRoles('bettor')).toEqual([]);
    expect(creatableRoles('')).toEqual([]);
  });
});
