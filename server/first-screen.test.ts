import { describe, expect, it } from 'vitest';
import { createFirstScreens, FIRST_SCREEN_SLOT, MONEY_LOCALE_QUERY, type FirstScreenRenderer } from './first-screen';

const renderer: FirstScreenRenderer = {
  firstScreenFor: (pathname) =>
    pathname === '/drawn' ? { operationName: 'Q', query: 'query Q { x }', variables: {}, render: (data, locale) => `<p lang="${locale ?? ''}">${(data as { x: string }).x}</p>` } : null,
};
const template = `<div id="root">${FIRST_SCREEN_SLOT}</div>`;
const client = { address: '127.0.0.1' };

describe('first screens', () => {
  it('draws a page from its query, and asks nothing for a page without one', async () => {
    const asked: string[] = [];
    const screens = createFirstScreens(renderer, template, async (query) => (asked.push(query), { data: query === MONEY_LOCALE_QUERY ? { themeConfig: { moneyLocale: 'en-GB' } } : { x: 'odds' } }));
    expect(await screens.html('/drawn', client)).toBe('<div id="root"><p lang="en-GB">odds</p></div>');
    expect(await screens.html('/other', client)).toBeNull();
    expect(asked).toEqual(['query Q { x }', MONEY_LOCALE_QUERY]);
  });

  it("draws in the default locale when the site's is not known (its query failed or was slow)", async () => {
    const screens = createFirstScreens(renderer, template, async (query) => {
      if (query === MONEY_LOCALE_QUERY) throw new Error('gateway busy');
      return { data: { x: 'odds' } };
    });
    expect(await screens.html('/drawn', client)).toBe('<div id="root"><p lang="">odds</p></div>');
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
