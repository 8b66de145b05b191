import { whollyOnScreen } from '@/lib/on-screen';

/**
 * The bet slip with a bet in it (BetSlipPanel's section; the empty slip says `data-state="empty"`).
 * Its outcome line tells the bettor how the bet ended, where they placed it.
 */
const FILLED_SLIP = 'section[aria-label="Bet Slip"]:not([data-state="empty"])';

/**
 * Whether the bettor can see the slip that holds their bet now (`whollyOnScreen`: the phone's bottom sheet,
 * the right column of a desktop page not scrolled past it). When it is, its outcome line is the bettor's
 * answer; when it is not (another page, scrolled away), the toast is how they hear of it.
 */
export function slipOnScreen(doc: Document | undefined = globalThis.document): boolean {
  return whollyOnScreen(doc?.querySelector(FILLED_SLIP));
}
