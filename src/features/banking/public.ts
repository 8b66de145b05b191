/** What other features may use of banking: the cache write that puts a pushed request into a cached list. */
export { addRequestToList } from './banking-cache';
