/** A password's length, wherever one is set (change, reset, sign-up, the operator's first one). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
