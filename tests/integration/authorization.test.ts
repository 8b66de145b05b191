import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../support/pglite-template';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { buildSchema, type GraphQLField } from 'graphql';
import { routeUrls } from '../../server/exchange/http/errors';
import { operationFor } from '../support/bad-input';
import { repoRoot } from '../support/server-process';
import { signInToken } from '../support/two-factor';

/**
 * The authorisation matrix: every REST call × every kind of caller, and the object-level rules
 * (another bettor's bets and requests, another agent's downline) with a second agent and its
 * bettor created through the operator's API.
 */
type Caller = 'anonymous' | 'bettor' | 'otherBettor' | 'blocked' | 'agent' | 'otherAgentsDownline' | 'operator';
type Access = 'public' | 'user' | 'active' | 'upline' | 'operator';

const allowed: Record<Access, Caller[]> = {
  public: ['anonymous', 'bettor', 'otherBettor', 'blocked', 'agent', 'otherAgentsDownline', 'operator'],
  user: ['bettor', 'otherBettor', 'blocked', 'agent', 'otherAgentsDownline', 'operator'],
  active: ['bettor', 'otherBettor', 'agent', 'otherAgentsDownline', 'operator'],
  upline: ['agent', 'operator'],
  operator: ['operator'],
};

/** Who may call what (README: the exchange service). Every route must be listed: a new one fails this test until it is. */
const access: Record<string, Access> = {
  '/api/sports/list': 'public',
  '/api/events/all': 'public',
  '/api/events/racing': 'public',
  '/api/events/search': 'public',
  '/api/exchange-types/list': 'public',
  '/api/casino/events': 'public',
  '/api/site/theme-config': 'public',
  '/api/site/support-info': 'public',
  '/api/tips/list': 'public',
  '/api/tips/authors': 'public',
  '/api/products/results': 'public',
  '/api/lottery/draws': 'public',
  '/api/virtual/events': 'public',
  '/api/binary/markets': 'public',
  '/api/ball-by-ball/markets': 'public',
  '/api/events/detail': 'public',
  '/api/markets/detail': 'public',
  // A market topic's snapshot is public; a private topic's needs its owner's token (server/exchange/stream/snapshot-route.ts, its tests).
  '/api/stream/snapshot': 'public',
  '/api/markets/match-odds': 'public',
  '/api/markets/ladder': 'public',
  '/api/markets/price-history': 'public',
  '/api/auth/login': 'public',
  '/api/auth/signup': 'public',
  '/api/auth/forgot-password': 'public',
  '/api/auth/reset-password': 'public',
  '/api/auth/logout': 'user',
  '/api/auth/change-password': 'user',
  '/api/user/detail': 'user',
  '/api/user/password-history': 'user',
  '/api/user/activity-log': 'user',
  '/api/user/balance': 'user',
  '/api/user/profile': 'user',
  '/api/user/settings': 'user',
  '/api/user/settings/update': 'user',
  '/api/user/presence': 'user',
  '/api/presence/closed': 'public',
  '/api/presence/gateway': 'public',
  '/api/user/referrals': 'user',
  '/api/user/favourites': 'user',
  '/api/user/favourites/set': 'user',
  '/api/user/events-exposure': 'user',
  '/api/user/statement': 'user',
  '/api/user/profit-loss': 'user',
  '/api/user/rolling-commission': 'user',
  '/api/banking/rewards': 'user',
  '/api/bets/history': 'user',
  '/api/bets/settled': 'user',
  '/api/bets/event': 'user',
  '/api/bets/fancy-book': 'user',
  '/api/bets/positions': 'user',
  '/api/bets/event-book': 'user',
  '/api/bets/unsettled': 'user',
  '/api/bets/cash-out/quote': 'user',
  '/api/bets/place': 'active',
  '/api/bets/cancel': 'active',
  '/api/bets/replace': 'active',
  '/api/bets/cash-out': 'active',
  '/api/banking/methods': 'active',
  '/api/banking/deposit': 'active',
  '/api/banking/withdraw': 'active',
  '/api/banking/requests': 'active',
  '/api/banking/request': 'active',
  '/api/banking/transfer': 'active',
  '/api/banking/transfers': 'active',
  '/api/banking/accounts': 'active',
  '/api/banking/accounts/add': 'active',
  '/api/banking/accounts/remove': 'active',
  '/api/banking/rewards/offers': 'active',
  '/api/banking/rewards/claim': 'active',
  '/api/casino/launch': 'active',
  '/api/partner/launch': 'active',
  '/api/agent/requests': 'upline',
  '/api/agent/requests/decide': 'upline',
  '/api/agent/password-resets': 'upline',
  '/api/agent/users': 'upline',
  '/api/agent/totals': 'upline',
  '/api/backoffice/risk': 'upline',
  '/api/backoffice/risk/market': 'upline',
  '/api/backoffice/bets': 'upline',
  '/api/backoffice/users/me': 'upline',
  '/api/backoffice/users/children': 'upline',
  '/api/backoffice/users/card': 'upline',
  '/api/backoffice/users/create': 'upline',
  '/api/backoffice/users/credit': 'upline',
  '/api/backoffice/users/credit-reference': 'upline',
  '/api/backoffice/users/betting-lock': 'upline',
  '/api/backoffice/users/login-lock': 'upline',
  '/api/backoffice/users/reset-password': 'upline',
  '/api/backoffice/users/two-factor/reset': 'upline',
  '/api/auth/two-factor/verify': 'public',
  '/api/auth/two-factor/enrolment': 'public',
  '/api/auth/two-factor/enrol': 'public',
  '/api/user/two-factor': 'user',
  '/api/user/two-factor/enrol/start': 'user',
  '/api/user/two-factor/enrol': 'user',
  '/api/user/two-factor/recovery-codes': 'user',
  '/api/user/api-keys/create': 'user',
  '/api/user/api-keys/revoke': 'user',
  '/api/backoffice/users/move': 'upline',
  '/api/backoffice/reports/pnl': 'upline',
  '/api/backoffice/reports/statement': 'upline',
  '/api/backoffice/reports/settle-up': 'upline',
  '/api/backoffice/reports/settle-up/record': 'upline',
  '/api/backoffice/reports/dashboard': 'upline',
  '/api/backoffice/reports/partnership': 'upline',
  '/api/backoffice/audit': 'upline',
  '/api/user/protection-log': 'user',
  // Safer betting (issue #47): the bettor's own protections; an upline's read of a downline's; the lift attempt (always refused after the guard).
  '/api/user/protections': 'user',
  '/api/user/protections/deposit-limit': 'active',
  '/api/user/protections/loss-limit': 'active',
  '/api/user/protections/time-out': 'active',
  '/api/user/protections/self-exclude': 'active',
  '/api/user/protections/reality-check': 'active',
  '/api/user/protections/reality-check/answer': 'user',
  '/api/user/protections/privacy': 'active',
  '/api/backoffice/protections': 'upline',
  '/api/backoffice/protections/lift': 'upline',
  '/api/admin/users/credit': 'upline',
  '/api/admin/users/block': 'upline',
  '/api/admin/users/create': 'upline',
  '/api/admin/markets/status': 'operator',
  '/api/admin/markets/settle': 'operator',
  '/api/admin/markets/quote': 'operator',
  '/api/admin/markets/create': 'operator',
  '/api/admin/events/create': 'operator',
  '/api/admin/events/score': 'operator',
  '/api/admin/events/incident': 'operator',
  '/api/admin/events/reopen': 'operator',
  '/api/admin/tips/create': 'operator',
  '/api/backoffice/operator/markets': 'operator',
  '/api/backoffice/operator/market': 'operator',
  '/api/backoffice/operator/markets/status': 'operator',
  '/api/backoffice/operator/markets/settle': 'operator',
  '/api/backoffice/operator/markets/void': 'operator',
  // The trading desk: the admin, and the levels the site settings open it to (none by default); any level may ask whether it is open.
  '/api/backoffice/desk/access': 'upline',
  '/api/backoffice/desk/events': 'operator',
  '/api/backoffice/desk/event': 'operator',
  '/api/backoffice/desk/events/create': 'operator',
  '/api/backoffice/desk/events/edit': 'operator',
  '/api/backoffice/desk/markets/create': 'operator',
  '/api/backoffice/desk/markets/quote': 'operator',
  '/api/backoffice/desk/markets/status': 'operator',
  '/api/backoffice/desk/events/suspend': 'operator',
  '/api/backoffice/desk/events/reopen': 'operator',
  '/api/backoffice/desk/events/start': 'operator',
  '/api/backoffice/desk/events/play': 'operator',
  '/api/backoffice/desk/markets/settle': 'operator',
  '/api/backoffice/settings': 'operator',
  '/api/backoffice/settings/update': 'operator',
};

/** Who may call which GraphQL field (the REST call behind it decides; the gateway passes the caller's token). */
const fieldAccess: Record<string, Access> = {
  sports: 'public', allEvents: 'public', racingEvents: 'public', exchangeTypes: 'public', casinoLobby: 'public', themeConfig: 'public',
  supportInfo: 'public', searchEvents: 'public', lotteryDraws: 'public', virtualEvents: 'public', binaryMarkets: 'public',
  ballByBallMarkets: 'public', tips: 'public', tipAuthors: 'public', productResults: 'public', event: 'public', market: 'public', matchOdds: 'public', runnerLadder: 'public', priceHistory: 'public',
  login: 'public', signup: 'public', forgotPassword: 'public', resetPassword: 'public',
  verifyTwoFactor: 'public', confirmTwoFactorEnrolment: 'public', startTwoFactorEnrolment: 'user', myTwoFactor: 'user', regenerateRecoveryCodes: 'user', createApiKey: 'user', revokeApiKey: 'user',
  backofficeResetTwoFactor: 'upline',
  // me: a visitor gets null (the SPA asks it on every start), never someone's detail.
  me: 'public', favourites: 'user', setFavourite: 'user', balance: 'user', userEventsExposure: 'user', matchedBets: 'user', unmatchedBets: 'user',
  fancyBook: 'user', marketPositions: 'user', eventBook: 'user', cashOutQuote: 'user', unsettledBets: 'user', statement: 'user', profitLoss: 'user', betHistory: 'user', settledBets: 'user', rollingCommission: 'user',
  activityLog: 'user', passwordHistory: 'user', profile: 'user', referrals: 'user', settings: 'user', rewards: 'user',
  logout: 'user', changePassword: 'user', updateSettings: 'user',
  casinoGame: 'active', partnerLaunch: 'active', depositMethods: 'active', bankingRequests: 'active', bankingRequest: 'active',
  placeBet: 'active', cashOut: 'active', cancelBet: 'active', replaceBet: 'active', requestDeposit: 'active', requestWithdrawal: 'active', transfer: 'active',
  bankAccounts: 'active', addBankAccount: 'active', removeBankAccount: 'active', rewardOffers: 'active', claimReward: 'active', transfers: 'active',
  downlineBankingRequests: 'upline', downlinePasswordResets: 'upline', decideBankingRequest: 'upline',
  downlineUsers: 'upline', downlineTotals: 'upline', setUserBlocked: 'upline',
  backofficeMe: 'upline', backofficeChildren: 'upline', backofficeUser: 'upline', backofficeCreateUser: 'upline', backofficeCredit: 'upline',
  backofficeSetCreditReference: 'upline', backofficeSetBettingLocked: 'upline', backofficeSetLoginLocked: 'upline', backofficeResetPassword: 'upline',
  backofficeMoveUser: 'operator',
  backofficeRiskBook: 'upline', backofficeRiskMarket: 'upline', backofficeBets: 'upline',
  backofficePnl: 'upline', backofficeStatement: 'upline', backofficeSettleUp: 'upline', backofficeDashboard: 'upline',
  backofficeSetPartnership: 'upline', backofficeRecordSettleUp: 'upline',
  backofficeAudit: 'upline', myProtectionChanges: 'user',
  operatorMarkets: 'operator', operatorMarket: 'operator', siteSettings: 'operator', systemStatus: 'operator',
  operatorSetMarketStatus: 'operator', operatorSettleMarket: 'operator', operatorVoidMarket: 'operator', updateSiteSettings: 'operator',
  tradingDeskOpen: 'upline', tradingDesk: 'operator', deskEvent: 'operator', deskCreateEvent: 'operator', deskEditEvent: 'operator', deskAddMarket: 'operator', deskQuote: 'operator',
  deskSetMarketStatus: 'operator', deskSuspendEvent: 'operator', deskReopenEvent: 'operator', deskStartPlay: 'operator', deskPlay: 'operator', deskSettleMarket: 'operator',
  saferBetting: 'user', answerRealityCheck: 'user', downlineProtections: 'upline',
  setDepositLimit: 'active', setLossLimit: 'active', takeTimeOut: 'active', selfExclude: 'active', setRealityCheck: 'active', setProtectionPrivacy: 'active',
};

const RANGE = { from: '2020-01-01T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z' };
/** Variables that pass GraphQL's own checks, so what answers is the guard behind the field. */
const fieldVariables: Record<string, Record<string, unknown>> = {
  searchEvents: { text: 'India' },
  ballByBallMarkets: { eventId: '41001' },
  productResults: { sportId: 66104 },
  casinoGame: { eventId: 'no-such-game' },
  event: { id: '41001' },
  market: { id: '41002.mo' },
  runnerLadder: { marketId: '41002.mo', runnerId: '1' },
  priceHistory: { marketId: '41002.mo', runnerId: '1' },
  matchOdds: { eventIds: ['41002'] },
  matchedBets: { eventId: '41002' },
  unmatchedBets: { eventId: '41002' },
  fancyBook: { marketId: '41001.fancy' },
  marketPositions: { eventId: '41002' },
  eventBook: { eventId: '41001' },
  cashOutQuote: { marketId: '41002.mo' },
  cashOut: { input: { marketId: '41002.mo', fraction: 1, idempotencyKey: 'authz-cash-out-1', bets: [{ runnerId: '1', side: 'LAY', price: 2, size: 100 }] } },
  statement: RANGE,
  profitLoss: { groupBy: 'SPORT', ...RANGE },
  betHistory: RANGE,
  settledBets: { eventId: '41005' },
  rollingCommission: RANGE,
  bankingRequest: { requestId: 'no-such-request' },
  setFavourite: { eventId: '41001', favourite: true },
  login: { username: 'nobody-here', password: 'wrong-password' },
  signup: { username: 'x', password: 'short' },
  forgotPassword: { username: 'nobody-here' },
  resetPassword: { username: 'nobody-here', code: 'WRONG1', newPassword: 'another-password-1' },
  changePassword: { oldPassword: 'not-the-password', newPassword: 'another-password-1' },
  updateSettings: { input: {} },
  placeBet: { input: { marketId: '41002.mo', side: 'BACK', size: 1, idempotencyKey: 'authz-gql-bet-1', selection: { exchange: { runnerId: '1', price: 2 } } } },
  cancelBet: { marketId: '41002.mo', betId: 'no-such-bet' },
  replaceBet: { marketId: '41002.mo', betId: 'no-such-bet', price: 2 },
  requestDeposit: { amount: 1, methodId: 'upi-1', utr: '100000000001' },
  requestWithdrawal: { amount: 1, destination: { accountHolder: 'A B', upiId: 'a@upi' } },
  // amount 0 is refused by the body check, which runs after the guard and before the relationship check.
  transfer: { toUserName: 'nobody-here', amount: 0, idempotencyKey: 'authz-transfer-1' },
  decideBankingRequest: { requestId: 'no-such-request', decision: 'APPROVE' },
  downlineTotals: { since: RANGE.from },
  // An IFSC of the wrong format: refused by the body check, which runs after the guard.
  addBankAccount: { input: { accountHolder: 'A B', accountNumber: '123456789012', ifsc: 'NOT-AN-IFSC', bankName: 'Bank' } },
  removeBankAccount: { accountId: 'no-such-account' },
  claimReward: { rewardId: 'no-such-reward' },
  setUserBlocked: { userName: 'nobody-here', blocked: false },
  backofficeRiskMarket: { marketId: '41002.mo' },
  // The hierarchy's acts on a user that does not exist, or with a share out of range: refused after the guard, nothing changes.
  backofficeUser: { userName: 'nobody-here' },
  backofficeCreateUser: { input: { userName: 'authz-made', password: 'demo-password', role: 'bettor', partnershipBps: -1 } },
  backofficeCredit: { userName: 'nobody-here', amount: 1, direction: 'IN', idempotencyKey: 'authz-bo-credit-1' },
  backofficeSetCreditReference: { userName: 'nobody-here', creditReference: 0 },
  backofficeSetBettingLocked: { userName: 'nobody-here', locked: false },
  backofficeSetLoginLocked: { userName: 'nobody-here', locked: false },
  backofficeResetPassword: { userName: 'nobody-here' },
  backofficeResetTwoFactor: { userName: 'nobody-here' },
  // Two-step sign-in: a challenge that does not exist, a key that does not exist; refused after the guard.
  verifyTwoFactor: { challengeId: 'no-such-challenge', code: '000000' },
  confirmTwoFactorEnrolment: { challengeId: 'no-such-challenge', code: '000000' },
  regenerateRecoveryCodes: { code: 'not-a-code' },
  createApiKey: { label: 'authz' },
  revokeApiKey: { keyId: '999999' },
  backofficeMoveUser: { userName: 'nobody-here', newParent: 'master', reason: 'authz' },
  // Reports over a range past 366 days and acts on a user that does not exist: refused after the guard.
  backofficePnl: { groupBy: 'USER', ...RANGE },
  backofficeStatement: RANGE,
  backofficeSetPartnership: { userName: 'nobody-here', partnershipBps: 0 },
  backofficeRecordSettleUp: { downlineUserName: 'nobody-here', amount: 1, note: 'authz', idempotencyKey: 'authz-settle-up-1' },
  // The operator's acts on a market that does not exist and settings out of range: refused after the guard, nothing changes.
  operatorMarket: { marketId: 'no-such-market' },
  operatorSetMarketStatus: { marketId: 'no-such-market', status: 'SUSPENDED' },
  operatorSettleMarket: { marketId: 'no-such-market', winnerId: '1' },
  operatorVoidMarket: { marketId: 'no-such-market', reason: 'authz' },
  updateSiteSettings: { input: { levels: 9, defaultShares: [], sportLimits: [] } },
  // The desk's acts on an event, competition or market that does not exist: refused after the guard, nothing changes.
  deskEvent: { eventId: 'no-such-event' },
  deskCreateEvent: { input: { sportId: 4, tournamentId: 'no-such-competition', eventName: 'Authz v Desk', eventTime: '2030-01-01T10:00:00Z' } },
  deskEditEvent: { input: { eventId: 'no-such-event', eventName: 'Authz v Desk' } },
  deskAddMarket: { input: { eventId: 'no-such-event', kind: 'BOOKMAKER' } },
  deskQuote: { input: { marketId: 'no-such-market', fancy: { noLine: 1, noRate: 100, yesLine: 2, yesRate: 100 } } },
  deskSetMarketStatus: { marketId: 'no-such-market', status: 'SUSPENDED' },
  deskSuspendEvent: { eventId: 'no-such-event' },
  deskReopenEvent: { eventId: 'no-such-event' },
  deskStartPlay: { eventId: 'no-such-event' },
  deskPlay: { input: { eventId: 'no-such-event', ball: '4' } },
  deskSettleMarket: { marketId: 'no-such-market', winnerId: '1' },
  // Safer betting: values out of range (refused after the guard, nothing changes); a reality check answered while off; a user outside every subtree.
  setDepositLimit: { period: 'DAY', amount: 0 },
  setLossLimit: { period: 'DAY', amount: 0 },
  takeTimeOut: { hours: 1 },
  selfExclude: { months: 1 },
  setRealityCheck: { minutes: 7 },
  answerRealityCheck: { keepPlaying: true },
  setProtectionPrivacy: { shareAmountsWithUpline: false },
  downlineProtections: { userName: 'nobody-here' },
};

const userOf: Record<Exclude<Caller, 'anonymous'>, string> = {
  bettor: 'demo',
  otherBettor: 'mm1',
  blocked: 'blocked',
  agent: 'agent',
  otherAgentsDownline: 'punter2',
  operator: 'operator',
};

describe('authorisation matrix', () => {
  let server: RunningServer;
  let dir: string;
  const tokens: Partial<Record<Caller | 'agent2' | 'master' | 'master2', string>> = {};

  const post = async (url: string, body: unknown, token?: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.json() as { data?: unknown; error?: { code: string } } };
  };
  // Through every sign-in step: staff answer their TOTP code, and the staff this file creates enrol at their first sign-in.
  const login = (userName: string) => signInToken(async (path, body) => (await post(`/api${path}`, body)).body, userName);
  const loginAll = async () => {
    for (const [caller, userName] of Object.entries(userOf)) tokens[caller as Caller] = await login(userName);
    tokens.agent2 = await login('agent2');
    tokens.master = await login('master');
    tokens.master2 = await login('master2');
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'backlay-authz-'));
    await copyMigratedStore(dir);
    server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: dir, simulator: false, staticDir: path.join(dir, 'no-spa') });
    const operator = await login('operator');
    // A second master under the demo super master, an agent in its downline and that agent's bettor, made through the operator's API.
    expect((await post('/api/backoffice/users/create', { userName: 'master2', password: 'demo-password', role: 'master', parent: 'supermaster', partnershipBps: 2500 }, operator)).status).toBe(201);
    expect((await post('/api/admin/users/create', { userName: 'agent2', password: 'demo-password', role: 'agent', upline: 'master2' }, operator)).status).toBe(201);
    expect((await post('/api/admin/users/create', { userName: 'punter2', password: 'demo-password', role: 'bettor', upline: 'agent2' }, operator)).status).toBe(201);
    await loginAll();
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('classifies every REST route', () => {
    expect([...routeUrls].filter((url) => !(url in access)).sort(), 'routes missing from the matrix').toEqual([]);
    expect(Object.keys(access).filter((url) => !routeUrls.has(url)), 'matrix rows with no route').toEqual([]);
  });

  it('allows and denies every REST call for every kind of caller', async () => {
    const wrong: string[] = [];
    for (const [url, kind] of Object.entries(access)) {
      for (const caller of allowed.public) {
        const token = caller === 'anonymous' ? undefined : tokens[caller];
        // `{}`: the guard runs before the body is read, so a caller let through gets a 400 (or 200), one kept out 401/403.
        const { status, body } = await post(url, {}, token);
        const denied = status === 401 || status === 403;
        const expectDenied = !allowed[kind].includes(caller);
        if (denied !== expectDenied) wrong.push(`${url} as ${caller}: ${status} ${body.error?.code ?? ''}`);
        if (expectDenied) expect(['INVALID_SESSION_INFORMATION', 'PERMISSION_DENIED']).toContain(body.error?.code);
      }
      if (url === '/api/auth/logout') await loginAll();
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('allows and denies every GraphQL query and mutation for every kind of caller', async () => {
    const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));
    const fields: Array<['query' | 'mutation', GraphQLField<unknown, unknown>]> = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ['query', f] as ['query', GraphQLField<unknown, unknown>]),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ['mutation', f] as ['mutation', GraphQLField<unknown, unknown>]),
    ];
    expect(fields.map(([, f]) => f.name).filter((name) => !(name in fieldAccess)), 'fields missing from the matrix').toEqual([]);
    const wrong: string[] = [];
    for (const [kind, field] of fields) {
      const query = operationFor(kind, field);
      for (const caller of allowed.public) {
        const token = caller === 'anonymous' ? undefined : tokens[caller];
        const res = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ query, variables: fieldVariables[field.name] ?? {} }),
        });
        const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string; exchangeCode?: string } }> };
        const codes = (body.errors ?? []).flatMap((e) => [e.extensions?.code, e.extensions?.exchangeCode]);
        const denied = codes.some((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN' || c === 'PERMISSION_DENIED' || c === 'INVALID_SESSION_INFORMATION');
        const expectDenied = !allowed[fieldAccess[field.name]!].includes(caller);
        if (denied !== expectDenied) wrong.push(`${field.name} as ${caller}: ${JSON.stringify(body).slice(0, 160)}`);
      }
      if (field.name === 'logout') await loginAll();
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("keeps another bettor away from a bettor's bets and banking requests", async () => {
    const bet = await post('/api/bets/place', { idempotencyKey: 'authz-bet-0001', marketId: '41002.mo', side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '1', price: 50 } }, tokens.bettor);
    expect(bet.status).toBe(200);
    const { betId } = bet.body.data as { betId: string };
    for (const other of ['otherBettor', 'otherAgentsDownline'] as const) {
      const cancel = await post('/api/bets/cancel', { marketId: '41002.mo', betId }, tokens[other]);
      expect(cancel.status, other).toBeGreaterThanOrEqual(400);
      const replace = await post('/api/bets/replace', { marketId: '41002.mo', betId, price: 60 }, tokens[other]);
      expect(replace.status, other).toBeGreaterThanOrEqual(400);
      const theirs = JSON.stringify((await post('/api/bets/event', { eventId: '41002' }, tokens[other])).body);
      expect(theirs).not.toContain(betId);
    }
    const deposit = await post('/api/banking/deposit', { methodId: 'upi-1', amount: 100_000, utr: '200000000001' }, tokens.bettor);
    expect(deposit.status, JSON.stringify(deposit.body)).toBeLessThan(300);
    const requestId = (deposit.body.data as { requestId: string }).requestId;
    {
      expect((await post('/api/banking/request', { requestId }, tokens.otherBettor)).status).toBe(404);
      // Another agent neither sees nor decides it; the bettor's own agent does.
      expect(JSON.stringify((await post('/api/agent/requests', {}, tokens.agent2)).body)).not.toContain(requestId);
      const decide = await post('/api/agent/requests/decide', { requestId, decision: 'APPROVE' }, tokens.agent2);
      expect(decide.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify((await post('/api/agent/requests', {}, tokens.agent)).body)).toContain(requestId);
    }
  });

  it("keeps an upline's risk book and bet list to its own downline", async () => {
    const operator = await login('operator');
    expect((await post('/api/admin/users/credit', { userName: 'punter2', amount: 100_000, idempotencyKey: 'authz-risk-credit-1' }, operator)).status).toBeLessThan(300);
    const bet = await post('/api/bets/place', { idempotencyKey: 'authz-risk-bet-1', marketId: '41002.mo', side: 'BACK', size: 10_000, selection: { kind: 'exchange', runnerId: '2', price: 40 } }, tokens.otherAgentsDownline);
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    const { betId } = bet.body.data as { betId: string };
    const betsOf = async (token: string | undefined) => JSON.stringify((await post('/api/backoffice/bets', {}, token)).body);
    const riskOf = async (token: string | undefined) => JSON.stringify((await post('/api/backoffice/risk/market', { marketId: '41002.mo' }, token)).body);
    // The other agent's bettor's bet: its agent and the operator see it; the first agent sees nothing of it.
    expect(await betsOf(tokens.agent2)).toContain(betId);
    expect(await riskOf(tokens.agent2)).toContain(betId);
    expect(await betsOf(tokens.operator)).toContain(betId);
    expect(await betsOf(tokens.agent)).not.toContain(betId);
    expect(await riskOf(tokens.agent)).not.toContain(betId);
    expect(await riskOf(tokens.agent)).not.toContain('punter2');
    const named = await post('/api/backoffice/bets', { filter: { userName: 'punter2' } }, tokens.agent);
    expect(named.status).toBe(404);
    expect(named.body.error?.code).toBe('USER_NOT_FOUND');
  });

  it("keeps an agent to its own downline: credit, block, reset codes and new users", async () => {
    const credit = (token: string | undefined, userName: string, key: string) => post('/api/admin/users/credit', { userName, amount: 1_000, idempotencyKey: key }, token);
    expect((await credit(tokens.agent, 'punter2', 'authz-credit-01')).status).toBe(404);
    expect((await credit(tokens.agent2, 'demo', 'authz-credit-02')).status).toBe(404);
    expect((await post('/api/admin/users/block', { userName: 'punter2', isLogin: 0 }, tokens.agent)).status).toBe(404);
    expect((await post('/api/admin/users/block', { userName: 'demo', isLogin: 0 }, tokens.agent2)).status).toBe(404);
    await post('/api/auth/forgot-password', { userName: 'punter2' });
    const codesOf = async (token: string | undefined) => ((await post('/api/agent/password-resets', {}, token)).body.data as Array<{ userName: string }>).map((r) => r.userName);
    expect(await codesOf(tokens.agent2)).toContain('punter2');
    expect(await codesOf(tokens.agent)).not.toContain('punter2');
    const made = await post('/api/admin/users/create', { userName: 'sneaky1', password: 'demo-password', role: 'bettor', upline: 'agent2' }, tokens.agent);
    expect(made.status).toBe(403);
    const agentMade = await post('/api/admin/users/create', { userName: 'agentmade', password: 'demo-password', role: 'agent' }, tokens.agent);
    expect(agentMade.status).toBe(403);
  });

  it("keeps a master to its own subtree: another master's users, figures and requests stay unseen; an agent never sees its upline's shares", async () => {
    const bo = (path: string, body: unknown, token: string | undefined) => post(`/api/backoffice/users/${path}`, body, token);
    // master2's agent and bettor do not exist for the demo master, and the demo's bettors not for master2.
    for (const [token, userName] of [[tokens.master, 'agent2'], [tokens.master, 'punter2'], [tokens.master2, 'agent'], [tokens.master2, 'demo']] as const) {
      const card = await bo('card', { userName }, token);
      expect(card.status, userName).toBe(404);
      expect(card.body.error?.code).toBe('USER_NOT_FOUND');
      expect((await bo('children', { parent: userName }, token)).status).toBe(404);
      expect((await bo('betting-lock', { userName, locked: true }, token)).status).toBe(404);
      expect((await bo('credit', { userName, amount: 1, direction: 'IN', idempotencyKey: `authz-m-${userName}` }, token)).status).toBe(404);
    }
    const names = async (token: string | undefined, parent?: string) =>
      ((await bo('children', parent ? { parent } : {}, token)).body.data as { users: Array<{ userName: string }> }).users.map((u) => u.userName);
    expect(await names(tokens.master)).toEqual(['agent']);
    expect(await names(tokens.master2)).toEqual(['agent2']);
    expect(await names(tokens.master, 'agent')).not.toContain('punter2');
    // Figures: the master's own count covers its subtree only.
    const me = (await bo('me', {}, tokens.master)).body.data as { downlineCount: number };
    expect(me.downlineCount).toBe(5);
    // Requests: a withdrawal of master2's bettor is not on the demo master's or agent's desk.
    await post('/api/admin/users/credit', { userName: 'punter2', amount: 50_000, idempotencyKey: 'authz-m-fund-1' }, tokens.agent2);
    const punter = await login('punter2');
    expect((await post('/api/banking/withdraw', { amount: 10_000, destination: { accountHolder: 'Punter Two', upiId: 'p2@upi' }, idempotencyKey: 'authz-m-wd-1' }, punter)).status).toBeLessThan(300);
    const desk = async (token: string | undefined) => ((await post('/api/agent/requests', {}, token)).body.data as Array<{ userName: string }>).map((r) => r.userName);
    expect(await desk(tokens.agent2)).toContain('punter2');
    expect(await desk(tokens.master)).not.toContain('punter2');
    expect(await desk(tokens.agent)).not.toContain('punter2');
    // Shares: an agent's view of itself and its downline carries its own share and none above it.
    const agentMe = (await bo('me', {}, tokens.agent)).body.data as Record<string, unknown>;
    expect(agentMe.partnershipBps).toBe(3000);
    expect(JSON.stringify(agentMe)).not.toMatch(/2000|shareBps|chain/);
    expect((await bo('card', { userName: 'master' }, tokens.agent)).status).toBe(404);
    expect((await bo('card', { userName: 'supermaster' }, tokens.agent)).status).toBe(404);
    // A bettor never reaches a back-office route.
    for (const path of ['me', 'children', 'card', 'credit', 'move']) expect((await bo(path, {}, tokens.bettor)).status).toBe(403);
  });

  it("keeps reports, settle-up and partnership to the caller's subtree; an agent's reports never carry its upline's shares", async () => {
    const reports = (path: string, body: unknown, token: string | undefined) => post(`/api/backoffice/reports/${path}`, body, token);
    const range = { from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    for (const groupBy of ['user', 'sport', 'event', 'market']) {
      const agentReport = await reports('pnl', { ...range, groupBy }, tokens.agent);
      expect(agentReport.status).toBe(200);
      expect(JSON.stringify(agentReport.body)).not.toMatch(/super_master|"master"|operator|Super master|Admin/);
      expect(JSON.stringify((await reports('pnl', { ...range, groupBy: 'user' }, tokens.master)).body)).not.toMatch(/agent2|punter2/);
    }
    const masterSettle = (await reports('settle-up', {}, tokens.master)).body.data as { withDownline: Array<{ userName: string }> };
    expect(masterSettle.withDownline.map((b) => b.userName)).toEqual(['agent']);
    const agentSettle = JSON.stringify((await reports('settle-up', {}, tokens.agent)).body);
    expect(agentSettle).not.toMatch(/shareBps|2000|supermaster/);
    // Another master's agent does not exist for the demo master: not for settle-ups, not for shares.
    const record = await reports('settle-up/record', { downlineUserName: 'agent2', amount: 100, note: 'x', idempotencyKey: 'authz-su-other-1' }, tokens.master);
    expect([record.status, record.body.error?.code]).toEqual([404, 'USER_NOT_FOUND']);
    const share = await reports('partnership', { userName: 'agent2', partnershipBps: 100, commissionBps: null }, tokens.master);
    expect([share.status, share.body.error?.code]).toEqual([404, 'USER_NOT_FOUND']);
    const dashboard = (await reports('dashboard', {}, tokens.master2)).body.data as { downlineSize: number };
    expect(dashboard.downlineSize).toBe(2);
  });
});
