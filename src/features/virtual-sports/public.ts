/**
 * What other parts may use of virtual sports (the ESLint feature-boundary rule allows only this
 * file): the queries its routes preload (pages load lazily).
 */
export { VirtualSportsQuery } from './virtual-documents';
