/** What other features may use of the account screens: the date-range field, the range in the URL, the statement screen (the back office, issue #32). */
export { AccountRange } from './shared/account-range-field';
export { rangeFromSearch, rangeVariables, type DayRange } from './shared/account-range';
export { StatementScreen } from './statement/statement-page';
