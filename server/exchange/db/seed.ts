import { eq, sql } from 'drizzle-orm';
import { seedDemoTwoFactor } from './seed-two-factor';
import { childPath, creditDescription } from '../domain/hierarchy';
import { deposit, transfer } from '../domain/ledger';
import { writeChainsBelow } from './queries/share-chains';
import { postTransaction } from './queries/ledger';
import { SEED_LOCK_KEY, STARTUP_LOCK_CLASS, type Db } from './client';
import { insertDemoMarkets } from './seed-markets';
import { seedPasswordHashes } from './seed-passwords';
import { casinoGames, competitions, depositMethods, events, exchangeTypes, rewardOffers, sites, sports, tips, users } from './schema';
import { demoCasinoGames, demoCompetitions, demoDepositMethods, demoEvents, demoExchangeTypes, demoFunding, demoSupport, demoTheme, demoTips } from './seed-world';

export const DEMO_SITE_KEY = 'demo';
export const DEMO_PASSWORD = 'demo-password';

/** The demo accounts every issue relies on. */
export const demoAccounts = [
  { userName: 'demo', role: 'bettor', isLogin: 1, note: 'funded bettor' },
  { userName: 'blocked', role: 'bettor', isLogin: 0, note: 'blocked (isLogin 0)' },
  { userName: 'agent', role: 'agent', isLogin: 1, note: 'agent (keeps 30 %): upline of demo and blocked' },
  { userName: 'operator', role: 'operator', isLogin: 1, note: 'admin (keeps the rest, 20 %): settles and suspends markets (the simulator uses it)' },
  { userName: 'supermaster', role: 'super_master', isLogin: 1, note: 'super master (keeps 20 %) under the admin' },
  { userName: 'master', role: 'master', isLogin: 1, note: 'master (keeps 30 %) under the super master, upline of agent' },
] as const;

/**
 * The demo hierarchy (issue #32): admin → super master → master → agent → the demo bettors, each
 * level with its partnership (basis points of the whole; the admin keeps the rest) and the credit it
 * was given by its upline (its credit reference). Credit flows down as ledger transfers: the admin
 * gives the super master, …, the agent gives each bettor its opening balance (demoFunding).
 */
const demoLevels = [
  { userId: 'u-operator', userName: 'operator', uplineId: null, partnershipBps: 0, ownCredit: 0 },
  { userId: 'u-smaster', userName: 'supermaster', uplineId: 'u-operator', partnershipBps: 2000, ownCredit: 50_000_000 },
  { userId: 'u-master', userName: 'master', uplineId: 'u-smaster', partnershipBps: 3000, ownCredit: 50_000_000 },
  { userId: 'u-agent', userName: 'agent', uplineId: 'u-master', partnershipBps: 3000, ownCredit: demoFunding['u-agent']! },
] as const;
const demoBettors = ['u-demo', 'u-blocked', 'u-mm1', 'u-mm2'] as const;

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
  const [agentHash, demoHash, blockedHash, operatorHash, smHash, masterHash, mm1Hash, mm2Hash] = await seedPasswordHashes(
    DEMO_PASSWORD,
    demoAccounts.length + marketMakers.length,
  );
  let created = false;
  await db.transaction(async (tx) => {
    // Several processes starting at once on one PostgreSQL: one seeds, the others wait here and then find the site.
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_CLASS}, ${SEED_LOCK_KEY})`);
    const again = await tx.select({ n: sql<number>`count(*)::int` }).from(sites);
    if ((again[0]?.n ?? 0) > 0) return;
    created = true;
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
      { userId: 'u-operator', userName: 'operator', passwordHash: operatorHash!, role: 'operator', isLogin: 1, siteKey: DEMO_SITE_KEY },
      { userId: 'u-smaster', userName: 'supermaster', passwordHash: smHash!, role: 'super_master', isLogin: 1, uplineId: 'u-operator', siteKey: DEMO_SITE_KEY },
      { userId: 'u-master', userName: 'master', passwordHash: masterHash!, role: 'master', isLogin: 1, uplineId: 'u-smaster', siteKey: DEMO_SITE_KEY },
      { userId: 'u-agent', userName: 'agent', passwordHash: agentHash!, role: 'agent', isLogin: 1, uplineId: 'u-master', siteKey: DEMO_SITE_KEY, referralCode: 'AGENT01' },
      { userId: 'u-demo', userName: 'demo', passwordHash: demoHash!, role: 'bettor', isLogin: 1, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY, referralCode: 'DEMO01' },
      { userId: 'u-blocked', userName: 'blocked', passwordHash: blockedHash!, role: 'bettor', isLogin: 0, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY, referralCode: 'BLOCK01' },
      { userId: 'u-mm1', userName: 'mm1', passwordHash: mm1Hash!, role: 'bettor', isLogin: 1, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY },
      { userId: 'u-mm2', userName: 'mm2', passwordHash: mm2Hash!, role: 'bettor', isLogin: 1, uplineId: 'u-agent', siteKey: DEMO_SITE_KEY },
    ]);
    await seedHierarchy(tx as unknown as Db);
    await seedDemoTwoFactor(tx as unknown as Db);
    await tx.insert(rewardOffers).values([
      { rewardId: 'welcome-u-demo', userId: 'u-demo', description: 'Welcome bonus', amount: 50_000 },
      { rewardId: 'cashback-u-demo-1', userId: 'u-demo', description: 'Weekly cashback', amount: 25_000, expiresAt: new Date(now.getTime() + 30 * 86_400_000) },
    ]);
  });
  return created;
}

/** Paths, shares, share chains and credit of the demo hierarchy (demoLevels), in the seed's transaction. */
async function seedHierarchy(tx: Db): Promise<void> {
  let agentPath = '';
  for (const level of demoLevels) {
    agentPath = childPath(agentPath, level.userId);
    await tx.update(users).set({ path: agentPath, partnershipBps: level.partnershipBps }).where(eq(users.userId, level.userId));
  }
  for (const bettor of demoBettors) await tx.update(users).set({ path: childPath(agentPath, bettor) }).where(eq(users.userId, bettor));
  await writeChainsBelow(tx, agentPath);
  // Top down: each level is given what it keeps plus all it hands down; each bettor its opening balance.
  const bettorsTotal = demoBettors.reduce((sum, b) => sum + demoFunding[b]!, 0);
  const moves: Array<{ from: { userId: string; userName: string }; to: { userId: string; userName: string }; amount: number }> = [];
  let below = bettorsTotal;
  for (let i = demoLevels.length - 1; i >= 1; i--) {
    const level = demoLevels[i]!;
    below += level.ownCredit;
    moves.unshift({ from: demoLevels[i - 1]!, to: level, amount: below });
  }
  for (const bettor of demoBettors) moves.push({ from: demoLevels[3], to: { userId: bettor, userName: bettor.slice(2) }, amount: demoFunding[bettor]! });
  const balance = new Map<string, number>();
  for (const { from, to, amount } of moves) {
    const reference = `seed:credit:${to.userId}`;
    const t = from.userId === 'u-operator' ? deposit(to.userId, amount, reference) : transfer(from.userId, to.userId, amount, reference, balance.get(from.userId) ?? 0, 0);
    await postTransaction(tx, t, creditDescription(from.userName, to.userName, 'IN'));
    balance.set(from.userId, (balance.get(from.userId) ?? 0) - amount);
    balance.set(to.userId, (balance.get(to.userId) ?? 0) + amount);
    await tx.update(users).set({ creditReference: amount }).where(eq(users.userId, to.userId));
  }
}
