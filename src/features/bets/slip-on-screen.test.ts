import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceBet } from './provide-bet-slip';
import { slipOnScreen } from './slip-on-screen';

/** A slip section in the document whose box is `box` (jsdom lays nothing out), in a 390 × 844 viewport. */
function slipAt(box: { top: number; left: number; width: number; height: number }, state = 'placing') {
  document.body.innerHTML = `<section aria-label="Bet Slip" data-state="${state}"></section>`;
  const section = document.querySelector('section')!;
  section.getBoundingClientRect = () => DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height });
  vi.stubGlobal('innerWidth', 390);
  vi.stubGlobal('innerHeight', 844);
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('slipOnScreen: whether the bettor can see the slip that holds their bet', () => {
  it('is true for a filled slip wholly inside the viewport (the phone’s bottom sheet above its footer)', () => {
    slipAt({ top: 540, left: 0, width: 390, height: 246 });
    expect(slipOnScreen()).toBe(true);
  });

  it('is false for no slip, an empty slip, one not laid out, and one partly or wholly scrolled away', () => {
    expect(slipOnScreen()).toBe(false);
    slipAt({ top: 540, left: 0, width: 390, height: 246 }, 'empty');
    expect(slipOnScreen()).toBe(false);
    slipAt({ top: 0, left: 0, width: 0, height: 0 });
    expect(slipOnScreen()).toBe(false);
    slipAt({ top: 700, left: 0, width: 390, height: 246 });
    expect(slipOnScreen()).toBe(false);
    slipAt({ top: -120, left: 0, width: 390, height: 246 });
    expect(slipOnScreen()).toBe(false);
    slipAt({ top: -900, left: 0, width: 390, height: 246 });
    expect(slipOnScreen()).toBe(false);
  });
});

describe('announceBet: the toast says how a bet ended only where the slip cannot', () => {
  const matched = { runnerName: 'Mumbai Indians', outcome: { status: 'EXECUTION_COMPLETE', errorCode: null, sizeMatched: 10_000, retryAfterS: null, limitRemaining: null } } as unknown as Parameters<typeof announceBet>[1];
  const refused = { runnerName: 'Mumbai Indians', outcome: { status: 'REJECTED', errorCode: 'MARKET_SUSPENDED', sizeMatched: 0, retryAfterS: null, limitRemaining: null } } as unknown as Parameters<typeof announceBet>[1];

  it('toasts a matched and a refused bet when the slip is off screen', () => {
    const toast = vi.fn();
    announceBet(toast, matched, () => false);
    announceBet(toast, refused, () => false);
    expect(toast.mock.calls).toEqual([
      ['success', 'Bet matched: Mumbai Indians'],
      ['error', expect.stringContaining('suspended')],
    ]);
  });

  it('toasts nothing while the slip that says it is on screen', () => {
    const toast = vi.fn();
    announceBet(toast, matched, () => true);
    announceBet(toast, refused, () => true);
    expect(toast).not.toHaveBeenCalled();
  });

  it('reads the page by default: a slip in view keeps the toast away, none in the page lets it through', () => {
    const toast = vi.fn();
    slipAt({ top: 540, left: 0, width: 390, height: 246 });
    announceBet(toast, matched);
    expect(toast).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    announceBet(toast, matched);
    expect(toast).toHaveBeenCalledTimes(1);
  });
});
