import { describe, expect, it } from 'vitest';
import { stableHash } from './idempotency';

/**
 * The request hash is stored with each idempotency key and compared with a retry's, across restarts
 * and versions: these figures were made by the first implementation (JSON with each object's keys
 * sorted by localeCompare, SHA-256) and must never change.
 */
describe('stableHash', () => {
  it('hashes requests as every earlier version did', () => {
    expect(stableHash({ marketId: '1.2345', selectionId: 'r1', side: 'BACK', price: 2.5, size: 10000, idempotencyKey: 'k-123', persistence: 'LAPSE' })).toBe(
      '98879dde5bbdf71a383701bd4cdcc263cd5418a2ae3309d3ed7e54b67c371e21',
    );
    expect(stableHash({ size: 10000, side: 'LAY', marketId: '1.2345', selection: { runnerId: 'r2', line: null }, idempotencyKey: 'k-124' })).toBe(
      'cba1498d024d5827f58b4f537898d081cca6264b96cd7c0b00665eae3fc14eae',
    );
    expect(stableHash({ b: [{ z: 1, a: 2 }, 'x', null], A: true, a: { '10': 1, '2': 2, B: 3, b: 4 } })).toBe('68f9e930c474379c5a955037d3c32711daa16f4fd17f7c8a8dee62c22b4a2fb7');
  });

  it('does not depend on the order of keys, at any depth, nor on what was hashed before', () => {
    const a = stableHash({ x: 1, y: { p: [1, { m: 1, n: 2 }], q: 'q' } });
    expect(stableHash({ y: { q: 'q', p: [1, { n: 2, m: 1 }] }, x: 1 })).toBe(a);
    expect(stableHash({ x: 1, y: { p: [1, { m: 1, n: 2 }], q: 'q' } })).toBe(a);
    expect(stableHash({ x: 2, y: { p: [1, { m: 1, n: 2 }], q: 'q' } })).not.toBe(a);
  });
});
