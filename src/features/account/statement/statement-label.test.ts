import { describe, expect, it } from 'vitest';
import { statementLineLabel } from './statement-label';

const names = { eventName: 'Mumbai v Chennai', marketName: 'Match Odds' };

describe('statement line labels', () => {
  it('names the event and market of a settlement, never its raw id', () => {
    const label = statementLineLabel({ kind: 'settlement', reference: 'settlement:66101707175.win:1', description: 'Win (66101707175.win)', amount: 21_000, ...names });
    expect(label).toBe('Mumbai v Chennai · Match Odds — won');
    expect(label).not.toMatch(/\(\d{6,}\./);
    expect(statementLineLabel({ kind: 'settlement', reference: 'settlement:41001.mo:1', description: '', amount: -10_000, ...names })).toBe('Mumbai v Chennai · Match Odds — lost');
  });

  it('commission, void, resettlement and its reversal', () => {
    expect(statementLineLabel({ kind: 'commission', reference: 'commission:41001.mo:1', description: '', amount: -200, ...names })).toBe('Mumbai v Chennai · Match Odds — commission');
    expect(statementLineLabel({ kind: 'void', reference: 'void:41001.mo:2', description: '', amount: 0, ...names })).toBe('Mumbai v Chennai · Match Odds — void, stakes returned (resettled)');
    expect(statementLineLabel({ kind: 'reversal', reference: 'reversal:settlement:41001.mo:1', description: '', amount: -21_000, ...names })).toBe('Mumbai v Chennai · Match Odds — resettlement: won reversed');
    expect(statementLineLabel({ kind: 'settlement', reference: 'settlement:41001.mo:2', description: '', amount: 5_000, ...names })).toBe('Mumbai v Chennai · Match Odds — won (resettled)');
  });

  it('other lines keep their description', () => {
    expect(statementLineLabel({ kind: 'deposit', reference: 'banking:7', description: 'Deposit UTR1 approved', amount: 100_000 })).toBe('Deposit UTR1 approved');
    expect(statementLineLabel({ kind: 'deposit', reference: 'seed:opening:u-demo', description: '', amount: 100_000 })).toBe('seed:opening:u-demo');
  });
});
