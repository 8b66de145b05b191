/**
 * What a blocked bettor (isLogin 0) is told, at login and when a login-enabled page sends them home
 * (issue 19: they were sent back silently).
 */
export const BLOCKED_MESSAGE = 'Your account is blocked from betting. You can still view markets and your account; contact your upline to unblock it.';
