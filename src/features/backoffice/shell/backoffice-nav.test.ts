import { describe, expect, it } from 'vitest';
import { navFor } from './backoffice-frame-container';

const labels = (role: string, deskOpen?: boolean) => navFor(role, deskOpen).map((item) => item.label);

describe("the back office's nav", () => {
  it('lists the trading desk for a level only where the site settings open it, and always for the admin', () => {
    expect(labels('agent')).not.toContain('Trading desk');
    expect(labels('agent', false)).not.toContain('Trading desk');
    expect(labels('agent', true)).toContain('Trading desk');
    expect(labels('operator', false)).toContain('Trading desk');
  });

  it("keeps the admin's own pages to the admin", () => {
    expect(labels('master', true)).not.toContain('Markets');
    expect(labels('operator')).toEqual(expect.arrayContaining(['Markets', 'Settings', 'System']));
  });
});
