import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import type { PopupName } from '../../../machines/app.machine';
import { EventSearch } from './event-search';
import { useSearchOdds } from './search-odds';
import { Header } from './header';
import type { ReferenceData } from '@/features/startup/public';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';
import { HeaderBalanceQuery } from './account-documents';
import { useLiveAccount } from './live-account';

/** Offers the mobile promotional banner scrolls through. */
export const PROMO_OFFERS = ['100% welcome bonus on your first deposit', '5% weekly cashback on net losses', 'Refer a friend and earn', 'Instant withdrawals 24 × 7'];

export interface HeaderContainerProps {
  reference: ReferenceData;
  /** The session's running time while a reality check is set (issue #47), composed by the app. */
  sessionClock?: ReactNode;
}

/** The header wired to the session, search and drawer machines. */
export function HeaderContainer({ reference, sessionClock }: HeaderContainerProps) {
  const app = AppActor.useActorRef();
  const session = useChild('session');
  const drillDown = useChild('drillDown');
  const search = useChild('search');
  const openPopup = (name: PopupName) => app.send({ type: 'popup.open', name });
  const { loggedIn, userName, isUpline } = useSessionView();
  const text = useSelector(search, (s) => s.context.text);
  const results = useSelector(search, (s) => s.context.results);
  const open = useSelector(search, (s) => s.hasTag('resultsVisible'));
  const busy = useSelector(search, (s) => s.hasTag('busy'));
  const error = useSelector(search, (s) => s.context.error);
  const oddsFor = useSearchOdds(results, open);
  useLiveAccount(loggedIn);
  // Read once at login; after that the myBalance stream writes every change into the cache (useLiveAccount), and a
  // dropped socket resumes with the current balance first. No timer reads it again.
  const { data } = useQuery(HeaderBalanceQuery, { skip: !loggedIn });
  const balance = loggedIn && data ? data.balance : null;
  return (
    <Header
      brand={{ logoUrl: reference.logoUrl, siteTitle: reference.siteTitle }}
      session={loggedIn ? { status: 'loggedIn', userName: userName ?? 'Account', isUpline } : { status: 'loggedOut' }}
      balance={balance}
      sessionClock={loggedIn ? sessionClock : null}
      promoOffers={PROMO_OFFERS}
      search={
        <EventSearch
          variant="dropdown"
          text={text}
          results={results}
          open={open}
          busy={busy}
          error={error}
          oddsFor={oddsFor}
          onTextChange={(value) => search.send({ type: 'search.type', text: value })}
          onFocus={() => search.send({ type: 'search.focus' })}
          onBlur={() => search.send({ type: 'search.blur' })}
          onClose={() => search.send({ type: 'search.close' })}
          onChoose={(result) => search.send({ type: 'search.choose', exEventId: result.exEventId, sportId: result.sportId })}
        />
      }
      onOpenDrawer={() => drillDown.send({ type: 'drawer.open' })}
      onOpenMobileSearch={() => openPopup('search')}
      onOpenRules={() => openPopup('rules')}
      onOpenLogin={() => openPopup('login')}
      onOpenDeposit={() => openPopup('banking')}
      onOpenExposure={() => openPopup('exposure')}
      onLogout={() => session.send({ type: 'session.logout' })}
    />
  );
}
