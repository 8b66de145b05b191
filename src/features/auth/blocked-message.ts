/**
 * What a blocked bettor (isLogin 0) is told, at login and when a login-enabled page sends them home
 * (issues 19 and 36). It says what happens: the login-enabled pages (markets, casino, the products)
 * and those that need both guards (banking, profile, the profit-and-loss drill-down) are refused.
 */
export const BLOCKED_MESSAGE = 'Your account is blocked from betting: contact your upline. Markets, casino and banking pages stay closed until you are unblocked.';
