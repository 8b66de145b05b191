import { useLocation } from 'react-router-dom';
import { Footer, type FooterTab } from './footer';
import type { PopupName } from '../../../machines/app.machine';
import { useChild } from '@/lib/app-actor';

function activeTabOf(pathname: string): FooterTab | null {
  if (pathname === '/' || pathname === '/home') return 'home';
  if (pathname === '/inplay') return 'inplay';
  if (pathname === '/intcasino') return 'casino';
  return null;
}

/** The footer: each mobile tab closes the side menu, then goes where it says. */
export function FooterContainer({ siteTitle, openPopup }: { siteTitle: string; openPopup: (name: PopupName) => void }) {
  const { pathname } = useLocation();
  const drillDown = useChild('drillDown');
  const exchange = useChild('exchangeTab');
  const topNav = useChild('topNav');
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
