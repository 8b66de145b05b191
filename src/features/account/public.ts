/** What other features may use of the account screens: the date-range field, the range in the URL, the statement screen (the back office, issue #32). */
export { AccountRange } from './shared/account-range-field';
export { rangeFromSearch, rangeVariables, type DayRange } from './shared/account-range';
export { StatementScreen } from './statement/statement-page';
/** The frame and date format of account screens, for pages of the account area that live in their own feature (safer betting, issue #47). */
export { AccountPage } from './shared/account-page';
export { formatDateTime } from './shared/account-format';
/** Account routes in stories as the app mounts them (stories only). */
export { AccountRouteStory, type Answer } from './shared/account-route-stories-kit';
