/**
 * What other parts may use of binary (the ESLint feature-boundary rule allows only this file): the
 * query its route preloads (the page loads lazily).
 */
export { BinaryQuery } from './binary-documents';
