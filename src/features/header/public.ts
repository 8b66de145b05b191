/**
 * What other features may use of the header (the ESLint feature-boundary rule allows only this
 * file): the account's balance and exposure query, which the bet slip reads and refreshes; the
 * site's brand, and the balance's live updates (the back office's own frame shows both).
 */
export { HeaderBalanceQuery } from './account-documents';
export { Brand } from './brand';
export { useLiveAccount } from './live-account';
