import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { GiftIcon } from '@/components/icons';
import { Marquee } from '@/features/header/marquee';
import { ShellFrame } from '@/features/shell/shell-frame';
import { deviceFlags, isRightColumnHidden, isTopNavHidden, rightColumnContent } from '@/lib/layout-rules';
import { useReferenceData } from '@/features/startup/reference-data';
import { useApp } from '@/app/services-context';
import { BetSlipActor, SessionActor } from '@/app/actors';
import type { LayoutContext } from './layout-context';
import { BetSlipEffects } from '@/features/bets/betting-containers';
import { FooterContainer } from '@/features/footer/footer-container';
import { HeaderContainer } from '@/features/header/header-container';
import { MobileDrawerContainer, SideNavContainer, TopNavContainer } from '@/features/navigation/navigation-containers';
import { Popups, type PopupName } from './popups';
import { RightColumnContainer } from '@/features/right-column/right-column-container';
import styles from './layout.module.css';

/** The news the marquee strip scrolls. */
export const MARQUEE_MESSAGE =
  'Welcome to Backlay Exchange — back and lay at the best prices. In-play cricket, tennis and football all day. Bets are accepted subject to the Rules & Regulations. Play responsibly.';

/** The frame every page inside the layout sits in, with the hide rules of spec §2 applied to the path. */
export function Layout() {
  const { services, machines } = useApp();
  const { pathname } = useLocation();
  const reference = useReferenceData(services.reference);
  const session = SessionActor.useActorRef();
  const search = useActorRef(machines.search);
  const [popup, setPopup] = useState<PopupName | null>(null);
  const [bookMarket, setBookMarket] = useState<{ marketId: string; marketName: string } | null>(null);
  const [outletContext] = useState<LayoutContext>(() => ({
    openPopup: setPopup,
    openBook: (market) => {
      setBookMarket(market);
      setPopup('book');
    },
  }));

  // A successful login closes the login popup.
  useEffect(() => {
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.hasTag('loggedIn')) setPopup((open) => (open === 'login' ? null : open));
    });
    return () => subscription.unsubscribe();
  }, [session]);

  const content = rightColumnContent(pathname);
  const eventId = eventOfPath(pathname);
  return (
    <BetSlipActor.Provider logic={machines.betSlip} options={{ input: { minStake: 0, available: 0, quickStakes: [] } }}>
    <BetSlipEffects />
    <ShellFrame
      header={<HeaderContainer reference={reference} search={search} openPopup={setPopup} />}
      strip={
        <div className={styles.strip}>
          <Marquee message={MARQUEE_MESSAGE} />
          <button type="button" className={styles.promotion} onClick={() => setPopup('promotions')}>
            <GiftIcon size={14} /> Promotions
          </button>
        </div>
      }
      topNav={isTopNavHidden(pathname) ? null : <TopNavContainer reference={reference} />}
      sideNav={<SideNavContainer reference={reference} />}
      rightColumn={isRightColumnHidden(pathname) ? null : <RightColumnContainer content={content} eventId={eventId} reference={reference} />}
      footer={<FooterContainer siteTitle={reference.siteTitle} openPopup={setPopup} />}
      device={deviceFlags(pathname, navigator.userAgent)}
      popups={
        <>
          <MobileDrawerContainer reference={reference} />
          <Popups open={popup} onOpenChange={setPopup} search={search} bookMarket={bookMarket} eventId={eventId} />
        </>
      }
    >
      <Outlet context={outletContext} />
    </ShellFrame>
    </BetSlipActor.Provider>
  );
}

/** The event a path is about: /marketdetails/{eventId}/…, /lotterydetails/{eventId}/…, /ballByBall/{sportId}/{eventId}. */
export function eventOfPath(pathname: string): string | null {
  const [route, first, second] = pathname.split('/').filter(Boolean);
  if (route === 'marketdetails' || route === 'lotterydetails') return first ?? null;
  if (route === 'ballByBall') return second ?? null;
  return null;
}
