/**
 * The bet slip with a bet in it (BetSlipPanel's section; the empty slip says `data-state="empty"`).
 * Its outcome line tells the bettor how the bet ended, where they placed it.
 */
const FILLED_SLIP = 'section[aria-label="Bet Slip"]:not([data-state="empty"])';

/**
 * Whether the bettor can see the slip that holds their bet now: laid out and wholly inside the viewport (the
 * phone's bottom sheet, the right column of a desktop page not scrolled past it). When it is, the slip's own
 * outcome line is the bettor's answer and a toast would only say it again over the page (on a phone, over the
 * event's title and score); when it is not (another page, scrolled away), the toast is how they hear of it.
 */
export function slipOnScreen(doc: Document | undefined = globalThis.document): boolean {
  const slip = doc?.querySelector(FILLED_SLIP);
  const view = doc?.defaultView;
  if (!slip || !view) return false;
  const box = slip.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight && box.right <= view.innerWidth;
}
