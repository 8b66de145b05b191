import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

describe('preloadable', () => {
  it('imports once, and has the module once it has loaded', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = preloadable(importer);
    expect(module.loaded()).toBeUndefined();
    const first = module.load();
    expect(module.load()).toBe(first);
    expect(module.loaded()).toBeUndefined();
    await expect(first).resolves.toEqual({ answer: 42 });
    expect(module.loaded()).toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import again on the next load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ answer: 1 });
    const module = preloadable(importer as () => Promise<{ answer: number }>);
    await expect(module.load()).rejects.toThrow('chunk failed');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ answer: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
