import { describe, expect, it } from 'vitest';
import { appendInSteps } from './after-first-paint';

function held(hrefs: string[]): Element[] {
  const template = document.createElement('template');
  template.innerHTML = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return [...template.content.children];
}
const inHead = (head: HTMLElement) => [...head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

describe('appendInSteps', () => {
  it('appends the held preloads in order, a step per task, each step ending once it has run its budget', () => {
    const head = document.createElement('head');
    let clock = 0;
    const steps: Array<() => void> = [];
    // The clock moves 3 ms at every read: a step reads it once to start and once after each append,
    // so with an 8 ms budget it appends three (at 6, 9 and 12 ms of a step that started at 3).
    const now = () => (clock += 3);
    appendInSteps(head, held(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', '/g.js']), { budgetMs: 8, now, later: (step) => void steps.push(step) });
    expect(inHead(head)).toEqual(['/a.js', '/b.js', '/c.js']);
    steps.shift()!();
    expect(inHead(head)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js']);
    steps.shift()!();
    expect(inHead(head)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', '/g.js']);
    expect(steps).toHaveLength(0);
  });

  it('leaves out a file the head already preloads (added by an import that came first)', () => {
    const head = document.createElement('head');
    head.append(...held(['/b.js']));
    appendInSteps(head, held(['/a.js', '/b.js', '/c.js']), { budgetMs: 1_000 });
    expect(inHead(head)).toEqual(['/b.js', '/a.js', '/c.js']);
  });

  it('appends at least one per step however slow, and nothing for nothing', () => {
    const head = document.createElement('head');
    let clock = 0;
    const steps: Array<() => void> = [];
    appendInSteps(head, held(['/a.js', '/b.js']), { budgetMs: 8, now: () => (clock += 100), later: (step) => void steps.push(step) });
    expect(inHead(head)).toEqual(['/a.js']);
    steps.shift()!();
    expect(inHead(head)).toEqual(['/a.js', '/b.js']);
    appendInSteps(head, [], { later: () => expect.unreachable() });
    expect(inHead(head)).toHaveLength(2);
  });
});
