/**
 * What other features may use of the shell (the ESLint feature-boundary rule allows only this file):
 * naming the event whose bets the right column's My Bets shows, on a page whose address names none.
 */
export { RightColumnEvent } from './right-column-event';
