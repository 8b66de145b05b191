/** How the Audit page words an entry: the act in plain words (what changed, before → after: src/lib/audit-change.ts). */

const ACTS: Record<string, string> = {
  'credit.give': 'Credit given',
  'credit.take': 'Credit taken',
  'limits.credit_reference': 'Credit reference set',
  'user.create': 'User created',
  'user.block': 'Login locked',
  'user.unblock': 'Login unlocked',
  'user.bet_lock': 'Betting locked',
  'user.bet_unlock': 'Betting unlocked',
  'user.move': 'User moved',
  'user.password_reset': 'Password reset',
  'partnership.set': 'Partnership set',
  'settle_up.record': 'Settle-up recorded',
  'market.suspend': 'Market suspended',
  'market.resume': 'Market resumed',
  'market.close': 'Market closed',
  'market.deactivate': 'Market deactivated',
  'market.update': 'Market changed',
  'market.quote': 'Market quoted',
  'market.settle': 'Market settled',
  'market.void': 'Market voided',
  'market.resettle': 'Market resettled',
  'market.create': 'Market created',
  'event.create': 'Event created',
  'event.incident': 'Incident declared',
  'event.reopen': 'Event reopened',
  'deposit.approve': 'Deposit approved',
  'deposit.reject': 'Deposit rejected',
  'withdrawal.approve': 'Withdrawal approved',
  'withdrawal.reject': 'Withdrawal rejected',
  'settings.update': 'Site settings changed',
  'transfer.send': 'Transfer sent',
  'tip.publish': 'Tip published',
};

/** The families the kind filter offers (an act's first part). */
export const KIND_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'All acts' },
  { value: 'credit', label: 'Credit' },
  { value: 'limits', label: 'Limits' },
  { value: 'user', label: 'Users' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'settle_up', label: 'Settle-up' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'market', label: 'Markets' },
  { value: 'event', label: 'Events' },
  { value: 'settings', label: 'Site settings' },
  { value: 'tip', label: 'Tips' },
  { value: 'protection', label: 'Protections' },
  { value: 'twofactor', label: 'Two-step sign-in' },
];

/** "Credit given"; an act this screen has no words for shows as the act itself ("protection.set"). */
export const actLabel = (act: string): string => ACTS[act] ?? act;
