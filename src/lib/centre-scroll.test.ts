import { describe, expect, it } from 'vitest';
import { centredScrollLeft } from './centre-scroll';

describe('centredScrollLeft', () => {
  it('leaves a third of the spare width before an exchange tab', () => {
    // strip 390, tab 90: spare 300, a third is 100 → tab starts 100 px from the left edge
    expect(centredScrollLeft(500, 90, 390, 1 / 3)).toBe(400);
  });
  it('centres a sport icon with half the spare width', () => {
    expect(centredScrollLeft(500, 90, 390, 1 / 2)).toBe(350);
  });
  it('never scrolls before the start', () => {
    expect(centredScrollLeft(20, 90, 390, 1 / 2)).toBe(0);
  });
});
