/**
 * The id of the <template> in index.html's head that holds the app's preloads (written by the build,
 * scripts/preload-landing.ts): inert there, since the preload scanner does not fetch what is inside a
 * template, they start when the entry (src/main.tsx) moves them into the head after the first frame.
 */
export const AFTER_FIRST_PAINT = 'after-first-paint';

export interface StepOptions {
  /** A step stops appending once it has run this long (it always appends at least one). */
  budgetMs?: number;
  now?: () => number;
  /** Runs the next step in a later task. */
  later?: (step: () => void) => void;
}

/**
 * Moves the held preloads into the head a few per task, in their order (the start and the frameworks
 * first), leaving out any link whose file the head already preloads (the bundler's preload helper adds
 * a dynamic import's dependencies itself when the import comes first). Each modulepreload starts its
 * fetch as it is appended, ~6 ms at 4× CPU: the ~40 of a first load appended at once were one task of
 * 150–300 ms on Lighthouse's phone.
 */
export function appendInSteps(head: HTMLElement, nodes: readonly Element[], { budgetMs = 8, now = () => performance.now(), later = (step) => setTimeout(step, 0) }: StepOptions = {}): void {
  let next = 0;
  const step = () => {
    const until = now() + budgetMs;
    const present = new Set([...head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
    do {
      const node = nodes[next]!;
      next += 1;
      const href = node.getAttribute('href');
      if (href === null || !present.has(href)) head.append(node);
    } while (next < nodes.length && now() < until);
    if (next < nodes.length) later(step);
  };
  if (nodes.length > 0) step();
}
