/** Story checks: a figure sits under its column's header (the same horizontal band), as a reader lines them up. */
import { expect } from 'storybook/test';

export async function expectUnderHeader(header: HTMLElement, cell: HTMLElement): Promise<void> {
  const h = header.getBoundingClientRect();
  const c = cell.getBoundingClientRect();
  const middle = c.left + c.width / 2;
  await expect(c.width).toBeGreaterThan(0);
  await expect(middle).toBeGreaterThanOrEqual(h.left);
  await expect(middle).toBeLessThanOrEqual(h.right);
  await expect(c.top).toBeGreaterThanOrEqual(h.bottom - 1);
}

/** The column header cell of `name` in `table`. */
export function headerCell(table: HTMLElement, name: string): HTMLElement {
  const found = [...table.querySelectorAll<HTMLElement>('thead th')].find((th) => th.textContent?.replace(/[▲▼]/g, '').trim() === name);
  if (!found) throw new Error(`No column header "${name}"`);
  return found;
}
