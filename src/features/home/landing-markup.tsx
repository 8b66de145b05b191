import { renderToStaticMarkup } from 'react-dom/server';
import { PROMOTIONS } from '@/components/promotions';
import { Carousel } from './carousel';

/**
 * Home's first screen before any script has run: the promotions carousel as the page itself renders
 * it (a still picture, autoplay off), written into the HTML served for `/` at build time. On a phone
 * its first banner is the largest paint, which then no longer waits for the app's scripts. React
 * replaces it on its first render (`createRoot` clears #root), so it never shifts what follows.
 */
export function renderLandingMarkup(): string {
  return renderToStaticMarkup(<Carousel promotions={PROMOTIONS} autoplay={false} />);
}
