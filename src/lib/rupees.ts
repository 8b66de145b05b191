import { formatMoney } from './format';

/**
 * Money typed or linked in rupees ("1,500", "250.5") → integer paise, once at the input's edge;
 * null for anything that is not a positive amount with at most two decimals.
 */
export function parseRupees(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise > 0 ? paise : null;
}

/** Paise as the rupees text a link or an input carries: "1500", "250.50". */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** Paise in the site's currency format: the one formatting call at the screen's edge. */
export function formatPaise(paise: number): string {
  return formatMoney(paise / 100);
}
