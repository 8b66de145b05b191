import { describe, expect, it } from 'vitest';
import { actLabel } from './audit-words';

describe('audit words', () => {
  it('names the acts it knows and shows any other as it is', () => {
    expect(actLabel('credit.give')).toBe('Credit given');
    expect(actLabel('protection.set')).toBe('protection.set');
  });
});
