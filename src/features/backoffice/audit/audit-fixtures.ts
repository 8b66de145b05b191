/** Audit entries for stories and tests: one of each kind of act the back office makes, newest first. */
import type { AuditFilterDraft } from '../../../../machines/audit-log.machine';
import type { AuditRow_EntryFragment } from '@/gql/graphql';

export const storyNow = () => new Date('2026-11-25T12:00:00');
export const storyFilter: AuditFilterDraft = { actor: '', target: '', kind: '', range: { from: '2026-11-19', to: '2026-11-25' } };

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const DESK = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const entry = (n: number, e: Omit<AuditRow_EntryFragment, 'id' | 'seq'>): AuditRow_EntryFragment => ({ id: String(n), seq: n, ...e });

export const auditEntries: readonly AuditRow_EntryFragment[] = [
  entry(9, { at: '2026-11-25T11:58:02.000Z', actor: { userName: 'operator', role: 'operator' }, ip: '192.0.2.10', userAgent: DESK, act: 'market.settle', target: { kind: 'market', id: '22001.mo', name: 'Match Odds' }, before: { settledVersion: 0, result: null }, after: { settledVersion: 1, result: { winners: ['1'] }, bettors: 14 } }),
  entry(8, { at: '2026-11-25T11:40:15.000Z', actor: { userName: 'operator', role: 'operator' }, ip: '192.0.2.10', userAgent: DESK, act: 'market.suspend', target: { kind: 'market', id: '22001.mo', name: 'Match Odds' }, before: { status: 'OPEN', inPlay: true, betDelayMs: 5000 }, after: { status: 'SUSPENDED', inPlay: true, betDelayMs: 5000 } }),
  entry(7, { at: '2026-11-25T10:12:44.000Z', actor: { userName: 'agent', role: 'agent' }, ip: '198.51.100.7', userAgent: PHONE, act: 'deposit.approve', target: { kind: 'banking_request', id: 'r-5c1', name: 'demo' }, before: { status: 'PENDING', amount: 500_000 }, after: { status: 'APPROVED', amount: 500_000 } }),
  entry(6, { at: '2026-11-25T09:31:09.000Z', actor: { userName: 'agent', role: 'agent' }, ip: '198.51.100.7', userAgent: PHONE, act: 'credit.give', target: { kind: 'user', id: 'u-demo', name: 'demo' }, before: { balance: 10_000_000 }, after: { balance: 10_500_000, amount: 500_000, txId: '812' } }),
  entry(5, { at: '2026-11-25T09:30:00.000Z', actor: { userName: 'agent', role: 'agent' }, ip: '198.51.100.7', userAgent: PHONE, act: 'user.bet_lock', target: { kind: 'user', id: 'u-demo', name: 'demo' }, before: { bettingLocked: false }, after: { bettingLocked: true } }),
  entry(4, { at: '2026-11-24T18:05:51.000Z', actor: { userName: 'master', role: 'master' }, ip: null, userAgent: null, act: 'limits.credit_reference', target: { kind: 'user', id: 'u-agent', name: 'agent' }, before: { creditReference: 100_000_000 }, after: { creditReference: 150_000_000 } }),
  entry(3, { at: '2026-11-24T17:00:00.000Z', actor: { userName: 'master', role: 'master' }, ip: null, userAgent: null, act: 'partnership.set', target: { kind: 'user', id: 'u-agent', name: 'agent' }, before: { partnershipBps: 3000, commissionBps: null }, after: { partnershipBps: 2500, commissionBps: null } }),
  entry(2, { at: '2026-11-24T12:00:00.000Z', actor: { userName: 'operator', role: 'operator' }, ip: '192.0.2.10', userAgent: DESK, act: 'user.move', target: { kind: 'user', id: 'u-mm2', name: 'mm2' }, before: { parent: 'agent' }, after: { parent: 'agent2', reason: 'Agent retired' } }),
  entry(1, { at: '2026-11-23T08:00:00.000Z', actor: null, ip: null, userAgent: null, act: 'protection.set', target: { kind: 'user', id: 'u-demo', name: 'demo' }, before: null, after: { timeOutUntil: '2026-11-30T08:00:00.000Z' } }),
];
