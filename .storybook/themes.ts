/**
 * Site themes for the Storybook toolbar: each is a theme config as the exchange serves it
 * (spec §7 "Theme config: map of style-variable names to values, plus exchangeFavicon,
 * exchangeTitle, themeColor, and data.exchangeLogo"), applied by the app's own applyTheme.
 */
import type { ThemeConfig } from '../machines/startup.types';

const logo = (back: string, lay: string, fg: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"><text x="0" y="24" font-family="Arial" font-weight="700" font-size="22"><tspan fill="${back}">Back</tspan><tspan fill="${lay}">lay</tspan><tspan fill="${fg}" font-size="12"> ●</tspan></text></svg>`,
  )}`;

export const siteThemes: Record<string, { title: string; config: ThemeConfig }> = {
  default: { title: 'App defaults (global.css)', config: {} },
  demo: {
    title: 'Demo site (seeded theme)',
    config: {
      '--header-bg': '#0b3d2e',
      '--header-fg': '#ffffff',
      '--accent': '#ffb80c',
      '--page-bg': '#eef1f4',
      '--back': '#72bbef',
      '--lay': '#faa9ba',
      exchangeTitle: 'Backlay Exchange',
      themeColor: '#0b3d2e',
      data: { exchangeLogo: logo('#72bbef', '#faa9ba', '#ffb80c') },
    },
  },
  royal: {
    title: 'Royal blue',
    config: {
      '--header-bg': '#12306b',
      '--header-fg': '#ffffff',
      '--nav-bg': '#0c1f45',
      '--nav-fg': '#dfe6f5',
      '--accent': '#f2c200',
      '--accent-fg': '#1b1f23',
      '--page-bg': '#eef2f9',
      '--back': '#8ccaf7',
      '--lay': '#f7b2c2',
      exchangeTitle: 'Royal Exchange',
      themeColor: '#12306b',
      data: { exchangeLogo: logo('#8ccaf7', '#f7b2c2', '#f2c200') },
    },
  },
  crimson: {
    title: 'Crimson',
    config: {
      '--header-bg': '#6d0f1f',
      '--header-fg': '#ffffff',
      '--nav-bg': '#2b0b11',
      '--nav-fg': '#f1dde1',
      '--accent': '#ffd166',
      '--accent-fg': '#1b1f23',
      '--page-bg': '#f6f1f2',
      '--radius': '2px',
      exchangeTitle: 'Crimson Bets',
      themeColor: '#6d0f1f',
      data: { exchangeLogo: logo('#72bbef', '#faa9ba', '#ffd166') },
    },
  },
};

/** The style variables some theme sets: cleared before the next theme applies. */
export const themedVariables = [
  ...new Set(Object.values(siteThemes).flatMap(({ config }) => Object.keys(config).filter((k) => k.startsWith('--')))),
];
