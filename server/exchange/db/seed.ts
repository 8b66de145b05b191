import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { deposit } from '../domain/ledger';
import { postTransaction } from './queries/ledger';
import type { Db } from './client';
import { insertDemoMarkets } from './seed-markets';
import { casinoGames, competitions, depositMethods, events, exchangeTypes, sites, sports, tips, users } from './schema';
import { demoCasinoGames, demoCompetitions, demoDepositMethods, demoEvents, demoExchangeTypes, demoFunding, demoSupport, demoTheme, demoTips } from './seed-world';

export const DEMO_SITE_KEY = 'demo';
export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts every issue relies on. */
export const demoAccounts = [
  { userName: 'demo', role: 'bettor', isLogin: 1, note: 'funded bettor' },
  { userName: 'blocked', role: 'bettor', isLogin: 0, note: 'blocked (isLogin 0)' },
  { userName: 'agent', role: 'agent', isLogin: 1, note: 'upline of demo and blocked' },
  { userName: 'operator', role: 'operator', isLogin: 1, note: 'operator: settles and suspends markets (the simulator uses it)' },
] as const;

/** Market-making accounts the simulator trades with, like any bettor. */
export const marketMakers = ['mm1', 'mm2'] as const;

/** Spec §3 sport ids; 4339 exists but is hidden by the navigation rules. */
export const seedSports = [
  { sportId: 4, sportName: 'Cricket', highlight: true, sequence: 1 },
  { sportId: 2, sportName: 'Tennis', highlight: false, sequence: 2 },
  { sportId: 1, sportName: 'Soccer', highlight: false, sequence: 3 },
  { sportId: 7, sportName: 'Horse Racing', highlight: false, sequence: 4 },
  { sportId: 7522, sportName: 'Basketball', highlight: false, sequence: 5 },
  { sportId: 66101, sportName: 'Virtual Sports', highlight: false, sequence: 6 },
  { sportId: 66102, sportName: 'Casino', highlight: false, sequence: 7 },
  { sportId: 66103, sportName: 'Binary', highlight: false, sequence: 8 },
  { sportId: 66104, sportName: 'Lottery', highlight: false, sequence: 9 },
  { sportId: 16, sportName: 'International Casino', highlight: false, sequence: 10 },
  { sportId: 4339, sportName: 'Greyhound Racing', highlight: false, sequence: 11 },
];

/** Seeds the demo world once: a no-op when the demo site already exists. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(sites);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const [agentHash, demoHash, blockedHash, operatorHash, mm1Hash, mm2Hash] = await Promise.all(
    [...demoAccounts, ...marketMakers].map(() => hashPassword(DEMO_PASSWORD)),
  );
  await db.transaction(async (tx) => {
    await tx.insert(sites).values({ siteKey: DEMO_SITE_KEY, name: 'Backlay Demo', themeConfig: demoTheme, supportInfo: demoSupport });
    await tx.insert(sports).values(seedSports);
    await tx.insert(exchangeTypes).values(demoExchangeTypes.map((t) => ({ ...t, siteKey: DEMO_SITE_KEY })));
    await tx.insert(casinoGames).values(demoCasinoGames.map((g) => ({ ...g, siteKey: DEMO_SITE_KEY })));
    await tx.insert(competitions).values(demoCompetitions);
    const seededEvents = demoEvents(now);
    await tx.insert(events).values(seededEvents);
    await insertDemoMarkets(tx as unknown as Db, seededEvents);
    await tx.insert(tips).values(demoTips.map((tip) => ({ ...tip, siteKey: DEMO_SITE_KEY })));
    await tx.insert(depositMethods).values(demoDepositMethods.map((m) => ({ ...m, siteKey: DEMO_SITE_KEY })));
    await tx.insert(users).values([
      { userId: 'u-agent', userName: 'agent', passwordHash: agentHash!, role: 'agent', isLogin: 1, siteKey: DEMO_SITE_KEY, referralCode: 'AGENT01' },
      { userId: 'u-demo', userName: 'demo', passwordHash: demoHash!, role: 'bettor', isLogin: 1, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY, referralCode: 'DEMO01' },
      { userId: 'u-blocked', userName: 'blocked', passwordHash: blockedHash!, role: 'bettor', isLogin: 0, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY, referralCode: 'BLOCK01' },
      { userId: 'u-operator', userName: 'operator', passwordHash: operatorHash!, role: 'operator', isLogin: 1, siteKey: DEMO_SITE_KEY },
      { userId: 'u-mm1', userName: 'mm1', passwordHash: mm1Hash!, role: 'bettor', isLogin: 1, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY },
      { userId: 'u-mm2', userName: 'mm2', passwordHash: mm2Hash!, role: 'bettor', isLogin: 1, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY },
    ]);
    for (const [userId, amount] of Object.entries(demoFunding)) {
      await postTransaction(tx as unknown as Db, deposit(userId, amount, `seed:opening:${userId}`), 'Opening balance');
    }
  });
  return true;
}
