/**
 * What other parts may use of the lottery (the ESLint feature-boundary rule allows only this file):
 * its pages and their queries for the route table (pages load lazily).
 */
export { LotteryQuery } from './lottery-documents';
