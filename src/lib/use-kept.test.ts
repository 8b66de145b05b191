import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKept } from './use-kept';

describe('useKept', () => {
  it('keeps an id that left the list, adds new ones, and starts again with a new scope', () => {
    const { result, rerender } = renderHook(({ scope, ids }) => useKept(scope, ids), { initialProps: { scope: 'e1', ids: ['a', 'b'] } });
    expect([...result.current]).toEqual(['a', 'b']);
    rerender({ scope: 'e1', ids: ['b'] });
    expect([...result.current].sort()).toEqual(['a', 'b']);
    rerender({ scope: 'e1', ids: ['c'] });
    expect([...result.current].sort()).toEqual(['a', 'b', 'c']);
    rerender({ scope: 'e2', ids: ['d'] });
    expect([...result.current]).toEqual(['d']);
  });

  it('hands back the same set while nothing new comes (memoised readers do not re-run)', () => {
    const { result, rerender } = renderHook(({ ids }) => useKept('e1', ids), { initialProps: { ids: ['a'] } });
    const first = result.current;
    rerender({ ids: ['a'] });
    rerender({ ids: [] });
    expect(result.current).toBe(first);
  });
});
