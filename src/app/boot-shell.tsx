import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PROMOTIONS } from '@/components/promotions';
import { Carousel } from '@/features/home/carousel';
import { isLandingPath } from '../../machines/lib/routes';
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
      <div className="boot-header" />
      <div className="boot-strip" />
      <div className="boot-tabs" />
      <div className="boot-sports" />
      {landing ? <div className="boot-landing">{landing}</div> : null}
      <p className="boot-status" role="status">
        Loading markets…
      </p>
    </div>
  );
}

/** Home's first screen as the boot shell shows it: the promotions carousel, still (autoplay off). */
export function LandingFirstScreen() {
  return <Carousel promotions={PROMOTIONS} autoplay={false} />;
}

/** The boot shell for the address being loaded: home's has its first screen. */
export function RouteBootShell() {
  const { pathname } = useLocation();
  return <BootShell landing={isLandingPath(pathname) ? <LandingFirstScreen /> : null} />;
}
