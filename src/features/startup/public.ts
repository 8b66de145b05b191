/**
 * What other features may use of startup (the ESLint feature-boundary rule allows only this file):
 * the reference data as the frame reads it, and the all-events list search matches against.
 */
export { DEFAULT_SITE_TITLE, useReferenceData, type ReferenceData } from './reference-data';
export { StartupAllEventsQuery } from './startup-queries';
