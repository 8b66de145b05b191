/**
 * The id of the <template> in index.html's head that holds the app's preloads (written by the build,
 * scripts/preload-landing.ts): inert there, since the preload scanner does not fetch what is inside a
 * template, they start when the entry (src/main.tsx) moves them into the head after the first frame.
 */
export const AFTER_FIRST_PAINT = 'after-first-paint';
