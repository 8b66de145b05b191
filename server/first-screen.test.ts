import { describe, expect, it } from 'vitest';
import { createFirstScreens, FIRST_SCREEN_SLOT, type FirstScreenRenderer } from './first-screen';

const renderer: FirstScreenRenderer = {
  firstScreenFor: (pathname) =>
    pathname === '/drawn' ? { operationName: 'Q', query: 'query Q { x }', variables: {}, render: (data) => `<p>${(data as { x: string }).x}</p>` } : null,
};
const template = `<div id="root">${FIRST_SCREEN_SLOT}</div>`;
const client = { address: '127.0.0.1' };

describe('first screens', () => {
  it('draws a page from its query, and asks nothing for a page without one', async () => {
    const asked: string[] = [];
    const screens = createFirstScreens(renderer, template, async (query) => (asked.push(query), { data: { x: 'odds' } }));
    expect(await screens.html('/drawn', client)).toBe('<div id="root"><p>odds</p></div>');
    expect(await screens.html('/other', client)).toBeNull();
    expect(asked).toEqual(['query Q { x }']);
  });

  it('gives up on a query slower than its time limit, and on one that failed', async () => {
    const slow = createFirstScreens(renderer, template, () => new Promise(() => {}), 20);
    expect(await slow.html('/drawn', client)).toBeNull();
    const failed = createFirstScreens(renderer, template, async () => ({ errors: [{ message: 'NOT_FOUND' }] as never }));
    expect(await failed.html('/drawn', client)).toBeNull();
  });

  it('refuses a template without its slot', () => {
    expect(() => createFirstScreens(renderer, '<div id="root"></div>', async () => ({}))).toThrow(/slot/);
  });
});
