/** Shares and commission are basis points below the screen (10,000 = 100 %); a level types them in percent. */

const PERCENT = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/;

/** "20" → 2000, "12.5" → 1250, "0.25" → 25; null for anything else or above 100 %. */
export function parsePercentBps(text: string): number | null {
  const match = PERCENT.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/** The figure alone, as a form field shows it: 2000 → "20", 1250 → "12.5", 25 → "0.25". */
export function bpsText(bps: number): string {
  return (bps / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** 2000 → "20 %", 1250 → "12.5 %", 25 → "0.25 %". */
export function formatBps(bps: number): string {
  return `${bpsText(bps)} %`;
}

/** A share as a fraction of one, in whole percent as a label shows it: 0.5 → "50%", 0.333 → "33%". */
export function fractionPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}
