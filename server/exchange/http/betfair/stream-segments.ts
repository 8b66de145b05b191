/**
 * An image split into segments, as the Exchange Stream API sends a large SUB_IMAGE: SEG_START, SEG …,
 * SEG_END, the clock only on the last. One rule for the market and the order stream: changes are taken
 * whole, in order, until the next would pass `max` by its weight (markets for a market image, orders
 * for an order image); a single change heavier than `max` makes a segment of its own.
 */
export type SegmentType = 'SEG_START' | 'SEG' | 'SEG_END';

export function segmentsOf<T>(changes: readonly T[], weight: (change: T) => number, max: number): T[][] {
  const segments: T[][] = [];
  let current: T[] = [];
  let load = 0;
  for (const change of changes) {
    const w = weight(change);
    if (current.length > 0 && load + w > max) {
      segments.push(current);
      current = [];
      load = 0;
    }
    current.push(change);
    load += w;
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

/**
 * Sends an image whole (segmentation off, or it fits in one segment) or in segments; `message` builds one
 * message of the image from its part, its segment type (none when whole) and whether it carries the clock.
 */
export function sendImage<T>(
  changes: readonly T[],
  options: { segmentation: boolean; weight: (change: T) => number; max: number },
  message: (part: readonly T[], segmentType: SegmentType | undefined, last: boolean) => void,
): void {
  const segments = options.segmentation ? segmentsOf(changes, options.weight, options.max) : [];
  if (segments.length <= 1) return message(changes, undefined, true);
  segments.forEach((part, i) => {
    const last = i === segments.length - 1;
    message(part, i === 0 ? 'SEG_START' : last ? 'SEG_END' : 'SEG', last);
  });
}
