import { renderToStaticMarkup } from 'react-dom/server';
import { BootShell, LandingFirstScreen } from './boot-shell';

/**
 * The boot shell as static markup, for the build (scripts/prerender-landing.ts): `index` for every
 * route's index.html, `home` for home.html (with home's first screen).
 */
export function renderBootMarkup(page: 'index' | 'home'): string {
  return renderToStaticMarkup(<BootShell landing={page === 'home' ? <LandingFirstScreen /> : null} />);
}
