/** User-facing messages of spec §8, verbatim (trailing spaces included). */

/** No token for casino play or VIMAAN; the user is then sent to root. */
export const PLEASE_LOGIN_FIRST = 'Please Login first! ';
/** A casino game without a usable link or from an unknown company. */
export const CONTACT_UPLINE = 'Please contact your upline! ';
/** Live TV without a token. */
export const LOGIN_TO_WATCH_LIVE = 'Please Login Before To Watch Live';
