/**
 * What other features may use of the header (the ESLint feature-boundary rule allows only this
 * file): the account's balance and exposure query, which the bet slip reads and refreshes; and the
 * site's brand (the back office's own frame shows it).
 */
export { HeaderBalanceQuery } from './account-documents';
export { Brand } from './brand';
