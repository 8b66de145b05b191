import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { PopupName } from '../../../machines/app.machine';
import { GiftIcon } from '@/components/icons';
import { FooterContainer } from '@/features/footer/footer-container';
import { HeaderContainer } from '@/features/header/header-container';
import { Marquee } from '@/features/header/marquee';
import { MobileDrawerContainer, SideNavContainer, TopNavContainer } from '@/features/navigation/navigation-containers';
import { RealityCheckDialog, SessionClock } from '@/features/safer-betting/public';
import { ColumnEventProvider } from '@/features/shell/right-column-event';
import { useReferenceData } from '@/features/startup/public';
import { AppActor } from '@/lib/app-actor';
import { deviceFlags, eventOfPath, isRightColumnHidden, isTopNavHidden, rightColumnContent } from '@/lib/layout-rules';
import { LazyPopups } from './lazy-popups';
import { RightColumnContainer } from './right-column-container';
import { ShellFrame } from './shell-frame';
import styles from './layout.module.css';

/** The news the marquee strip scrolls. */
export const MARQUEE_MESSAGE =
  'Welcome to Backlay Exchange — back and lay at the best prices. In-play cricket, tennis and football all day. Bets are accepted subject to the Rules & Regulations. Play responsibly.';

/** The frame every page inside the layout sits in, with the hide rules of spec §2 applied to the path. */
export function Layout() {
  const { pathname } = useLocation();
  const reference = useReferenceData();
  const app = AppActor.useActorRef();
  const openPopup = (name: PopupName) => app.send({ type: 'popup.open', name });
  const content = rightColumnContent(pathname);
  // The event of the page: its address's, else the one the page names (binary lines, the race card).
  const [namedEvent, setNamedEvent] = useState<string | null>(null);
  const eventId = eventOfPath(pathname) ?? namedEvent;
  return (
    <ShellFrame
      header={<HeaderContainer reference={reference} sessionClock={<SessionClock />} />}
      strip={
        <div className={styles.strip}>
          <Marquee message={MARQUEE_MESSAGE} />
          <button type="button" className={styles.promotion} onClick={() => openPopup('promotions')}>
            <GiftIcon size={14} /> Promotions
          </button>
        </div>
      }
      topNav={isTopNavHidden(pathname) ? null : <TopNavContainer reference={reference} />}
      sideNav={<SideNavContainer reference={reference} />}
      rightColumn={isRightColumnHidden(pathname) ? null : <RightColumnContainer content={content} eventId={eventId} reference={reference} />}
      footer={<FooterContainer siteTitle={reference.siteTitle} openPopup={openPopup} />}
      device={deviceFlags(pathname, navigator.userAgent)}
      popups={
        <>
          <MobileDrawerContainer reference={reference} />
          <LazyPopups eventId={eventId} />
          <RealityCheckDialog />
        </>
      }
    >
      <ColumnEventProvider onChange={setNamedEvent}>
        <Outlet />
      </ColumnEventProvider>
    </ShellFrame>
  );
}
