import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PROMOTIONS } from '@/components/promotions';
import { Carousel } from '@/features/home/carousel';
import { isLandingPath } from '../../machines/lib/routes';
import { FIRST_SCREEN_ATTRIBUTE, type FirstScreen } from './first-screen/first-screen';
import './boot-shell.css';

/**
 * The page before the app has its first route: the header, news strip and top navigation's bars in
 * the default theme's colours and heights (boot-shell.css, inlined into index.html so it styles the
 * first paint), the landing's first screen when there is one, and "Loading markets…".
 *
 * One component for both moments it shows: the build writes its markup into index.html and home.html
 * (scripts/prerender-landing.ts), and the router shows it while the first route loads (router.tsx), so
 * React's first render, which replaces #root, draws the same picture instead of a bare spinner.
 */
export function BootShell({ landing = null }: { landing?: ReactNode }) {
  return (
    <div aria-busy="true">
      <BootHeader />
      <BootStrip />
      <BootTopNav />
      {landing ? <div className="boot-landing">{landing}</div> : null}
      <p className="boot-status" role="status">
        Loading markets…
      </p>
    </div>
  );
}

/** The header's bar in the layout's colour and height (boot-shell.css). */
export const BootHeader = () => <div className="boot-header" />;
/** The news strip's bar. */
export const BootStrip = () => <div className="boot-strip" />;
/** The top navigation's two bars: the product tabs and the sports. */
export const BootTopNav = () => (
  <>
    <div className="boot-tabs" />
    <div className="boot-sports" />
  </>
);

/** Home's first screen as the boot shell shows it: the promotions carousel, still (autoplay off). */
export function LandingFirstScreen() {
  return <Carousel promotions={PROMOTIONS} autoplay={false} />;
}

/**
 * The boot shell for the address being loaded: home's has its first screen; a page the server drew
 * (a market page, app/first-screen) shows the drawn nodes themselves, so React's first render, which
 * empties #root, paints the same picture until the page itself renders (nothing parsed or decoded again).
 */
export function RouteBootShell({ firstScreen = null }: { firstScreen?: FirstScreen | null }) {
  const { pathname } = useLocation();
  if (firstScreen?.path === pathname) return <DrawnFirstScreen nodes={firstScreen.nodes} />;
  return <BootShell landing={isLandingPath(pathname) ? <LandingFirstScreen /> : null} />;
}

/** The drawn nodes put back into an element of their own kind: React renders no children in it, so it never touches them. */
function DrawnFirstScreen({ nodes }: { nodes: readonly Node[] }) {
  const adopt = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && !element.hasChildNodes()) element.append(...nodes);
    },
    [nodes],
  );
  const attributes = { [FIRST_SCREEN_ATTRIBUTE]: '' };
  return <div {...attributes} aria-busy="true" ref={adopt} />;
}
