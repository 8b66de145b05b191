import { describe, expect, it, vi } from 'vitest';
import { coalesced, CoalescedByKey } from './coalesced';

/** A run that waits until `open()` lets it end (or `fail()` makes it throw), counting its starts. */
function gatedWork() {
  const gates: Array<{ open: () => void; fail: () => void }> = [];
  const work = vi.fn(() => new Promise<void>((resolve, reject) => gates.push({ open: resolve, fail: () => reject(new Error('down')) })));
  return { work, gates };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesced', () => {
  it('runs one at a time; the calls made during a run make one more run, not one each', async () => {
    const { work, gates } = gatedWork();
    const one = coalesced(work, 'failed:');
    const first = one.run();
    const second = one.run();
    const third = one.run();
    expect(work).toHaveBeenCalledTimes(1);
    gates.shift()!.open();
    await tick();
    expect(work).toHaveBeenCalledTimes(2);
    gates.shift()!.open();
    await Promise.all([first, second, third, one.idle()]);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('a failed run is logged, never thrown, and a call made during it still gets its run', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { work, gates } = gatedWork();
      const idle = vi.fn();
      const one = coalesced(work, 'releasing failed:', idle);
      const first = one.run();
      const second = one.run();
      gates.shift()!.fail();
      await tick();
      expect(errors).toHaveBeenCalledWith('releasing failed:', expect.any(Error));
      expect(work).toHaveBeenCalledTimes(2);
      expect(idle).not.toHaveBeenCalled();
      gates.shift()!.open();
      await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('CoalescedByKey', () => {
  it('keeps each key to one run at a time, the keys independent, and forgets a key once its runs end', async () => {
    const runs = new CoalescedByKey<string>();
    const a = gatedWork();
    const b = gatedWork();
    const doneA = runs.run('a', a.work, 'a failed:');
    void runs.run('a', a.work, 'a failed:');
    const doneB = runs.run('b', b.work, 'b failed:');
    expect([a.work.mock.calls.length, b.work.mock.calls.length]).toEqual([1, 1]);
    b.gates.shift()!.open();
    await doneB;
    a.gates.shift()!.open();
    await tick();
    a.gates.shift()!.open();
    await doneA;
    await runs.idle();
    expect(a.work).toHaveBeenCalledTimes(2);
    // Forgotten: the next call starts afresh, with its own work.
    const c = gatedWork();
    const again = runs.run('a', c.work, 'a failed:');
    expect(c.work).toHaveBeenCalledTimes(1);
    c.gates.shift()!.open();
    await again;
  });
});
