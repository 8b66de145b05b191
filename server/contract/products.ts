/**
 * The REST contract of the product calls: written once for the exchange that sends them and the
 * gateway that reads them. Types only. Money in paise.
 */

/** A tipster's record over the tips graded so far (the exchange's domain computes it). */
export type { AuthorRecord as TipAuthorRow } from '../exchange/domain/tip-record';
