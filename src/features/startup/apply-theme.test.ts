import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme';

describe('applyTheme', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('style');
  });

  it('sets style variables, favicon, title and the three theme-colour metas', () => {
    applyTheme({ '--header-bg': '#123456', accent: '#ff0000', exchangeFavicon: '/x.svg', exchangeTitle: 'Site', themeColor: '#123456', data: { exchangeLogo: '/l.svg' } });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--header-bg')).toBe('#123456');
    expect(style.getPropertyValue('--accent')).toBe('#ff0000');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href')).toBe('/x.svg');
    expect(document.title).toBe('Site');
    for (const name of ['theme-color', 'msapplication-navbutton-color', 'apple-mobile-web-app-status-bar-style']) {
      expect(document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content).toBe('#123456');
    }
  });
});
