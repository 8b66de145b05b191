import { describe, expect, it } from 'vitest';
import { forPage, landingOnly } from './preload-landing.ts';

describe('the landing page’s own preloads', () => {
  const html = `<head><link rel="modulepreload" href="/assets/start.js">${landingOnly('<link rel="modulepreload" href="/assets/home-page.js"><link rel="preload" as="image" href="/promotions/welcome.svg">')}</head>`;

  it('stay in home.html, without their marks', () => {
    expect(forPage(html, 'home')).toBe('<head><link rel="modulepreload" href="/assets/start.js"><link rel="modulepreload" href="/assets/home-page.js"><link rel="preload" as="image" href="/promotions/welcome.svg"></head>');
  });

  it('leave index.html, which every other route gets, with the shell’s', () => {
    expect(forPage(html, 'index')).toBe('<head><link rel="modulepreload" href="/assets/start.js"></head>');
  });
});
