import { describe, expect, it } from 'vitest';
import { segmentsOf, sendImage, type SegmentType } from './stream-segments';

describe('image segments', () => {
  it('takes changes whole and in order until the next would pass the limit; a heavy one stands alone', () => {
    expect(segmentsOf([1, 2, 3, 4, 5], () => 1, 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(segmentsOf([3, 1, 9, 1, 1], (w) => w, 4)).toEqual([[3, 1], [9], [1, 1]]);
    expect(segmentsOf([], () => 1, 2)).toEqual([]);
  });

  it('sends one whole message when segmentation is off or it fits, else SEG_START … SEG_END with the clock on the last', () => {
    const sent: Array<[readonly number[], SegmentType | undefined, boolean]> = [];
    const record = (part: readonly number[], type: SegmentType | undefined, last: boolean) => void sent.push([part, type, last]);
    sendImage([1, 2, 3], { segmentation: false, weight: () => 1, max: 1 }, record);
    sendImage([1, 2], { segmentation: true, weight: () => 1, max: 2 }, record);
    expect(sent).toEqual([[[1, 2, 3], undefined, true], [[1, 2], undefined, true]]);
    sent.length = 0;
    sendImage([1, 2, 3, 4, 5], { segmentation: true, weight: () => 1, max: 2 }, record);
    expect(sent).toEqual([[[1, 2], 'SEG_START', false], [[3, 4], 'SEG', false], [[5], 'SEG_END', true]]);
  });
});
