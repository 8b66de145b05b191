import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createRouteGuard } from './router';

const blocked = { isLogin: 0, data: { userName: 'blocked', isLogin: 0, role: 'user' } };

/** Issue 19: a blocked bettor sent home from a login-enabled page is told why, not sent back silently. */
describe('route refusals', () => {
  it('tells a blocked bettor why a login-enabled page sent them home', () => {
    const onRefused = vi.fn();
    const { logic, check } = createRouteGuard(onRefused);
    const guard = createActor(logic).start();
    expect(() => check(guard, 'http://x/marketdetails/41001/4', { token: 't', userDetail: blocked })).toThrow();
    expect(onRefused).toHaveBeenCalledWith('loginDisabled');
  });

  it('says nothing when the page opens', () => {
    const onRefused = vi.fn();
    const { logic, check } = createRouteGuard(onRefused);
    const guard = createActor(logic).start();
    check(guard, 'http://x/marketdetails/41001/4', { token: 't', userDetail: { ...blocked, isLogin: 1, data: { ...blocked.data, isLogin: 1 } } });
    expect(onRefused).not.toHaveBeenCalled();
  });
});
