import { describe, expect, it } from 'vitest';
import { actRequest, actsOf, confirmText } from './market-act';
import { fancy, matchOdds, settled, suspended } from './operator-fixtures';

const none = { winnerId: '', runs: '', reason: '' };

describe('market acts', () => {
  it('offers suspend or open by the state, settle while unsettled, resettle after, void always', () => {
    expect(actsOf(matchOdds)).toEqual(['suspend', 'settle', 'void']);
    expect(actsOf(suspended)).toEqual(['open', 'settle', 'void']);
    expect(actsOf(settled)).toEqual(['resettle', 'void']);
  });

  it('states what a settlement will do, with the bets and the money matched', () => {
    expect(confirmText('settle', matchOdds, { ...none, winnerId: '1' })).toBe('Settle Mumbai v Chennai · Match Odds: winner Mumbai — 128 bets, ₹4,21,300.00 matched');
    expect(confirmText('settle', fancy, { ...none, runs: '57' })).toBe('Settle Mumbai v Chennai · 6 Over Runs: 57 runs — 14 bets, ₹24,500.00 matched');
    expect(confirmText('resettle', settled, { ...none, winnerId: '2' })).toBe('Resettle Punjab v Rajasthan · Match Odds (now Punjab) on winner Rajasthan — 61 bets, ₹73,250.50 matched');
    expect(confirmText('void', settled, none)).toBe('Void Punjab v Rajasthan · Match Odds: every bet is returned, reversing the settlement (Punjab) — 61 bets, ₹73,250.50 matched');
  });

  it('checks the dialog before sending: a winner, whole runs, a reason where one is recorded', () => {
    expect(actRequest('settle', matchOdds, none)).toEqual({ error: 'Pick the winner.' });
    expect(actRequest('settle', matchOdds, { ...none, winnerId: '2' })).toEqual({ request: { kind: 'settle', marketId: '41002.mo', winnerId: '2', runs: null, reason: null } });
    expect(actRequest('settle', fancy, { ...none, runs: '5.5' })).toEqual({ error: 'Enter the runs scored as a whole number.' });
    expect(actRequest('settle', fancy, { ...none, runs: ' 57 ' })).toEqual({ request: { kind: 'settle', marketId: '41002.f6', winnerId: null, runs: 57, reason: null } });
    expect(actRequest('resettle', settled, { ...none, winnerId: '2', reason: '  ' })).toEqual({ error: 'Give a reason: it is recorded with the change.' });
    expect(actRequest('void', matchOdds, { ...none, reason: 'Abandoned' })).toEqual({ request: { kind: 'void', marketId: '41002.mo', reason: 'Abandoned' } });
    expect(actRequest('suspend', matchOdds, none)).toEqual({ request: { kind: 'status', marketId: '41002.mo', status: 'SUSPENDED' } });
  });
});
