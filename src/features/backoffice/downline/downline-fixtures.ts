import type { DownlineUser, UserCard } from './downline-types';

/** A user of the tree for stories and tests; figures in paise. */
export function downlineUser(over: Partial<DownlineUser> = {}): DownlineUser {
  return {
    userName: 'agent1',
    role: 'agent',
    roleName: 'Agent',
    parent: 'master1',
    level: 3,
    balance: 5_000_000,
    creditReference: 10_000_000,
    available: 4_800_000,
    exposure: 200_000,
    partnershipBps: 2000,
    commissionBps: null,
    status: { bettingLocked: false, loginLocked: false },
    lastLoginAt: '2026-11-23T18:05:00.000Z',
    createdAt: '2026-10-01T09:00:00.000Z',
    downlineCount: 12,
    ...over,
  };
}

export const master = downlineUser({ userName: 'master1', role: 'master', roleName: 'Master', parent: 'super1', level: 2, balance: 50_000_000, creditReference: 80_000_000, available: 45_000_000, exposure: 0, partnershipBps: 3000, downlineCount: 40 });

/** A master's direct downline: agents with money, shares and one locked. */
export const agents: DownlineUser[] = [
  downlineUser(),
  downlineUser({ userName: 'agent2', balance: 1_234_550, creditReference: 2_000_000, available: 1_234_550, exposure: 0, partnershipBps: 1500, downlineCount: 3 }),
  downlineUser({ userName: 'agent3', balance: 0, creditReference: 0, available: 0, exposure: 0, partnershipBps: 0, downlineCount: 0, status: { bettingLocked: true, loginLocked: true }, lastLoginAt: null }),
];

/** A page of a large level: 50 bettors of 420. */
export const bettorsPage: DownlineUser[] = Array.from({ length: 50 }, (_, i) =>
  downlineUser({
    userName: `bettor${String(i + 51).padStart(3, '0')}`,
    role: 'bettor',
    roleName: 'Bettor',
    parent: 'agent1',
    level: 4,
    balance: 100_000 + i * 1_337,
    creditReference: 200_000,
    available: 100_000 + i * 1_337,
    exposure: i % 3 === 0 ? 5_000 : 0,
    partnershipBps: 0,
    downlineCount: 0,
    status: { bettingLocked: i % 17 === 0, loginLocked: false },
  }),
);

export function userCard(over: Partial<UserCard> = {}): UserCard {
  return {
    user: downlineUser(),
    trail: [],
    twoFactor: true,
    recentLogins: [
      { at: '2026-11-23T18:05:00.000Z', ip: '10.0.0.7', success: true },
      { at: '2026-11-23T18:04:10.000Z', ip: '10.0.0.7', success: false },
    ],
    recentLedger: [
      { txId: 'tx-2', at: '2026-11-23T12:00:00.000Z', amount: 1_000_000, balance: 5_000_000, description: 'Credit in from master1' },
      { txId: 'tx-1', at: '2026-11-22T12:00:00.000Z', amount: -250_000, balance: 4_000_000, description: 'Credit out to bettor001' },
    ],
    ...over,
  };
}
