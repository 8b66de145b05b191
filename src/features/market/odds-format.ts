/** Compact formats of the odds grids. */

/** Decimal odds as the ladder writes them: 1.65, 2.4, 12, 110. */
export function formatOdds(price: number): string {
  if (price >= 100) return price.toFixed(0);
  if (price >= 20) return String(Math.round(price * 10) / 10);
  return String(Math.round(price * 100) / 100);
}

/** Money available at a price, paise → short rupees: 950, 4.8k, 1.2L. */
export function formatSize(paise: number): string {
  const rupees = paise / 100;
  if (rupees >= 100_000) return `${trim(rupees / 100_000)}L`;
  if (rupees >= 1_000) return `${trim(rupees / 1_000)}k`;
  return String(Math.floor(rupees));
}

const trim = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1).replace(/\.0$/, ''));

/** Profit or loss in paise with sign, rupees with two decimals: +150.00, −100.00. */
export function formatProfitLoss(paise: number): string {
  const rupees = Math.abs(paise) / 100;
  const text = rupees.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (paise > 0) return `+${text}`;
  if (paise < 0) return `−${text}`;
  return text;
}
