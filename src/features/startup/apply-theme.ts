import type { ThemeConfig } from '../../../machines/startup.types';
import { adoptMoneyLocale } from '@/lib/money-locale';

/** Keys of the theme config that are not style variables. */
const NON_STYLE_KEYS = new Set(['exchangeFavicon', 'exchangeTitle', 'themeColor', 'data', 'moneyLocale']);

/** The three browser theme-colour meta tags. */
export const THEME_COLOR_META = ['theme-color', 'msapplication-navbutton-color', 'apple-mobile-web-app-status-bar-style'] as const;

function upsertMeta(doc: Document, name: string, content: string) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.appendChild(meta);
  }
  meta.content = content;
}

/** Applies the site's theme config (spec §7): style variables, favicon, title and the three theme-colour metas, and how the site writes money. */
export function applyTheme(config: ThemeConfig, doc: Document = document): void {
  adoptMoneyLocale(config.moneyLocale);
  for (const [name, value] of Object.entries(config)) {
    if (NON_STYLE_KEYS.has(name) || typeof value !== 'string') continue;
    doc.documentElement.style.setProperty(name.startsWith('--') ? name : `--${name}`, value);
  }
  if (config.exchangeFavicon) {
    let icon = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = doc.createElement('link');
      icon.rel = 'icon';
      doc.head.appendChild(icon);
    }
    icon.href = config.exchangeFavicon;
  }
  if (config.exchangeTitle) doc.title = config.exchangeTitle;
  if (config.themeColor) for (const name of THEME_COLOR_META) upsertMeta(doc, name, config.themeColor);
}
