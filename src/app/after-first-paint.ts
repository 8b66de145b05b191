// Relative, not '@/': the build (scripts/preload-landing.ts) imports this module outside Vite's aliases.
import { inSteps, type StepOptions } from '../lib/steps.ts';

/**
 * The id of the <template> in index.html's head that holds the app's preloads (written by the build,
 * scripts/preload-landing.ts): inert there, since the preload scanner does not fetch what is inside a
 * template, they start when the entry (src/main.tsx) moves them into the head after the first frame.
 */
export const AFTER_FIRST_PAINT = 'after-first-paint';

/**
 * Moves the held preloads into the head a few per task (8 ms a step, each in a timeout), in their
 * order (the start and the frameworks first), leaving out any link whose file the head already
 * preloads (the bundler's preload helper adds a dynamic import's dependencies itself when the import
 * comes first). Each modulepreload starts its fetch as it is appended, ~6 ms at 4× CPU: the ~40 of a
 * first load appended at once were one task of 150–300 ms on Lighthouse's phone.
 */
export function appendInSteps(head: HTMLElement, nodes: readonly Element[], { later = inTimeout, ...options }: Pick<StepOptions, 'budgetMs' | 'now' | 'later'> = {}): void {
  // What the head preloads is read once a step: a step's own appends are never duplicates of each other.
  let present: Set<string | null> | null = null;
  inSteps(
    nodes,
    (node) => {
      present ??= new Set([...head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
      const href = node.getAttribute('href');
      if (href === null || !present.has(href)) head.append(node);
    },
    {
      ...options,
      later: (step) =>
        later(() => {
          present = null;
          step();
        }),
    },
  );
}

function inTimeout(step: () => void): () => void {
  const timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}
