import { describe, expect, it } from 'vitest';
import { forPage, landingOnly, pageOnly } from './preload-landing.ts';

describe('one page’s own preloads', () => {
  const shell = '<link rel="modulepreload" href="/assets/start.js">';
  const home = '<link rel="modulepreload" href="/assets/home-page.js"><link rel="preload" as="image" href="/promotions/welcome.svg">';
  const market = '<link rel="modulepreload" href="/assets/market-routes.js">';
  const html = `<head>${shell}${landingOnly(home)}${pageOnly('first-screen', market)}</head>`;

  it('stay in home.html, without their marks', () => {
    expect(forPage(html, 'home')).toBe(`<head>${shell}${home}</head>`);
  });

  it('stay in the drawn market pages’ template', () => {
    expect(forPage(html, 'first-screen')).toBe(`<head>${shell}${market}</head>`);
  });

  it('leave index.html, which every other route gets, with the shell’s', () => {
    expect(forPage(html, 'index')).toBe(`<head>${shell}</head>`);
  });

  it('mark nothing when a page has none', () => {
    expect(pageOnly('home', '')).toBe('');
  });
});
