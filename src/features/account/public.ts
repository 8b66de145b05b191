/** What other features may use of the account screens: the date-range field and the range in the URL (the back office's lists, issue #32). */
export { AccountRange } from './shared/account-range-field';
export { rangeFromSearch, rangeVariables, type DayRange } from './shared/account-range';
