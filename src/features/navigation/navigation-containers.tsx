import { exchangeTabs, sideNavSports, topNavSports } from '../../../machines/lib/sports';
import { activeExchangeTab, exchangePath, pageSport } from '../../../machines/lib/exchange-pages';
import { PARTNER_EXCHANGE_ID } from '../../../machines/exchange-tab.machine';
import { sportPath } from '../../../machines/top-nav.machine';
import { marketPath } from '../../../machines/drill-down.machine';
import { useLocation } from 'react-router-dom';
import { lazy, Suspense, useMemo, useState } from 'react';
import { SideNav, type SocialLinks } from './side-nav';
import { TopNav } from './top-nav';
import { useSelector } from '@xstate/react';
import type { ReferenceData } from '@/features/startup/public';
import { useChild, useSessionView } from '@/lib/app-actor';
import { competitionsOf, eventsOf } from './drill-down-data';
import { useEventListOdds } from '@/features/home/public';

const NO_EVENTS: readonly { exEventId: string; sportId: number }[] = [];

/** Where Download APK points. */
export const APK_URL = '/downloads/backlay.apk';

/**
 * The top navigation wired to the exchange-tab and top-nav machines: every tab a link to its address; the
 * highlighted exchange tab is the page's own (activeExchangeTab over the route table), whatever was clicked last,
 * and so is the sport tab on a page about one sport (pageSport); elsewhere the sport last chosen.
 */
export function TopNavContainer({ reference }: { reference: ReferenceData }) {
  const exchange = useChild('exchangeTab');
  const topNav = useChild('topNav');
  const { pathname } = useLocation();
  const storedExchangeId = useSelector(exchange, (s) => s.context.selectedId);
  const chosenSportId = useSelector(topNav, (s) => s.context.chosenSportId);
  const selectedSportId = pageSport(pathname) ?? chosenSportId;
  const tabs = useMemo(
    () => (reference.listsReady ? exchangeTabs(reference.exchangeTypes).map((tab) => ({ ...tab, href: exchangePath(tab.exchangeId) })) : []),
    [reference.listsReady, reference.exchangeTypes],
  );
  const sports = useMemo(
    () => topNavSports(reference.sports).map((sport) => ({ ...sport, href: sportPath(Number(sport.sportId), storedExchangeId) })),
    [reference.sports, storedExchangeId],
  );
  return (
    <TopNav
      loading={!reference.listsReady}
      exchangeTabs={tabs}
      selectedExchangeId={activeExchangeTab(pathname)}
      onSelectExchange={(exchangeId) => exchange.send({ type: 'exchange.select', exchangeId })}
      sports={sports}
      selectedSportId={selectedSportId}
      onSelectSport={(sportId) => topNav.send({ type: 'sport.select', sportId })}
    />
  );
}

function socialLinks(channels: ReferenceData['supportChannels']): SocialLinks {
  const value = (name: string) => channels.find((c) => c.channel === name)?.value;
  const whatsapp = value('whatsapp');
  const telegram = value('telegram');
  const instagram = value('instagram');
  return {
    whatsapp: whatsapp ? `https://wa.me/${whatsapp.replace(/\D/g, '')}` : undefined,
    telegram: telegram ? `https://t.me/${telegram.replace(/^@/, '')}` : undefined,
    instagram: instagram ? `https://instagram.com/${instagram.replace(/^@/, '')}` : undefined,
  };
}

/** The desktop side menu wired to the drill-down machine. */
export function SideNavContainer({ reference }: { reference: ReferenceData }) {
  const drillDown = useChild('drillDown');
  const exchange = useChild('exchangeTab');
  const storedExchangeId = useSelector(exchange, (s) => s.context.selectedId);
  const { loggedIn } = useSessionView();
  const level = useSelector(drillDown, (s) =>
    s.matches({ menu: 'browsingEvents' }) ? 'events' : s.matches({ menu: 'browsingCompetitions' }) ? 'competitions' : 'sports',
  );
  const sportId = useSelector(drillDown, (s) => s.context.sportId);
  const competitionId = useSelector(drillDown, (s) => s.context.competitionId);
  const sports = sideNavSports(reference.sports);
  const competitions = competitionsOf(reference.allEvents, sportId);
  const events = useMemo(() => (competitionId ? eventsOf(reference.allEvents, sportId, competitionId) : []), [reference.allEvents, sportId, competitionId]);
  const oddsFor = useEventListOdds(level === 'events' ? events : NO_EVENTS, { compact: true });
  return (
    <SideNav
        loggedIn={loggedIn}
      level={level}
      sports={sports}
      selectedSport={sports.find((s) => s.sportId === sportId) ?? null}
      competitions={competitions}
      selectedCompetition={competitions.find((c) => c.tournamentId === competitionId) ?? null}
      events={events}
      oddsFor={oddsFor}
        onChooseSport={(id) => drillDown.send({ type: 'sport.choose', sportId: id })}
      sportHref={(id) => sportPath(id, storedExchangeId)}
      eventHref={(event) => marketPath(event.exEventId, event.sportId)}
      onChooseCompetition={(id) => drillDown.send({ type: 'competition.choose', competitionId: id })}
      onChooseEvent={(event) => drillDown.send({ type: 'event.choose', eventId: event.exEventId, sportId: event.sportId })}
      onPrevious={() => drillDown.send({ type: 'nav.previous' })}
        onVimaan={() => exchange.send({ type: 'exchange.select', exchangeId: PARTNER_EXCHANGE_ID })}
      social={socialLinks(reference.supportChannels)}
      apkUrl={APK_URL}
    />
  );
}

// The drawer's code (a Radix sheet) is not part of the first screen: it loads when first opened.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

/** The mobile drawer wired to the drill-down machine's drawer flag; loaded on first open, mounted after. */
export function MobileDrawerContainer({ reference }: { reference: ReferenceData }) {
  const drillDown = useChild('drillDown');
  const topNav = useChild('topNav');
  const exchange = useChild('exchangeTab');
  const storedExchangeId = useSelector(exchange, (s) => s.context.selectedId);
  const { loggedIn } = useSessionView();
  const open = useSelector(drillDown, (s) => s.hasTag('drawerOpen'));
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawer
        open={open}
        onOpenChange={(isOpen) => drillDown.send({ type: isOpen ? 'drawer.open' : 'drawer.close' })}
        loggedIn={loggedIn}
        sports={sideNavSports(reference.sports)}
        onChooseSport={(sportId) => topNav.send({ type: 'sport.select', sportId })}
        sportHref={(sportId) => sportPath(sportId, storedExchangeId)}
        onVimaan={() => exchange.send({ type: 'exchange.select', exchangeId: PARTNER_EXCHANGE_ID })}
        onChoose={() => drillDown.send({ type: 'drawer.choose' })}
      />
    </Suspense>
  );
}
