/**
 * What other features may use of the header (the ESLint feature-boundary rule allows only this
 * file): the account's balance and exposure query, which the bet slip reads and refreshes.
 */
export { HeaderBalanceQuery } from './account-documents';
