import { useLocation } from 'react-router-dom';
import { Footer, type FooterTab } from './footer';
import { DrillDownActor, ExchangeTabActor, TopNavActor } from '@/app/actors';
import type { PopupName } from '@/app/layout/popups';

function activeTabOf(pathname: string): FooterTab | null {
  if (pathname === '/' || pathname === '/home') return 'home';
  if (pathname === '/inplay') return 'inplay';
  if (pathname === '/intcasino') return 'casino';
  return null;
}

/** The footer: each mobile tab closes the side menu, then goes where it says. */
export function FooterContainer({ siteTitle, openPopup }: { siteTitle: string; openPopup: (name: PopupName) => void }) {
  const { pathname } = useLocation();
  const drillDown = DrillDownActor.useActorRef();
  const exchange = ExchangeTabActor.useActorRef();
  const topNav = TopNavActor.useActorRef();
  const onTab = (tab: FooterTab) => {
    drillDown.send({ type: 'drawer.close' });
    if (tab === 'sports') topNav.send({ type: 'sport.select', sportId: 4 });
    if (tab === 'inplay') exchange.send({ type: 'exchange.select', exchangeId: '00' });
    if (tab === 'home') exchange.send({ type: 'exchange.select', exchangeId: '11' });
    if (tab === 'casino') exchange.send({ type: 'exchange.select', exchangeId: '16' });
    if (tab === 'promotion') openPopup('promotions');
  };
  return <Footer activeTab={activeTabOf(pathname)} onTab={onTab} onOpenRules={() => openPopup('rules')} siteTitle={siteTitle} />;
}
