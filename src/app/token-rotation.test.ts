import { describe, expect, it } from 'vitest';
import { createTokenRotation } from './token-rotation';

describe('createTokenRotation', () => {
  it('settles when the last change in flight ends, each ending counted once', async () => {
    const rotation = createTokenRotation();
    await rotation.settled(); // none in flight: at once
    const endFirst = rotation.begin();
    const endSecond = rotation.begin();
    let settled = false;
    void rotation.settled().then(() => (settled = true));
    endFirst();
    endFirst();
    await Promise.resolve();
    expect(rotation.inFlight).toBe(true);
    expect(settled).toBe(false);
    endSecond();
    await Promise.resolve();
    expect(rotation.inFlight).toBe(false);
    expect(settled).toBe(true);
  });
});
