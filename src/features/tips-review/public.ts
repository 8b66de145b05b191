/**
 * What other parts may use of tips review (the ESLint feature-boundary rule allows only this
 * file): the query its route preloads (the page loads lazily).
 */
export { TipsReviewQuery } from './tips-documents';
