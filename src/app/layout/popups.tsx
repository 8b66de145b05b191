import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { PopupName } from '../../../machines/app.machine';
import { pathTo } from '../../../machines/lib/routes';
import { LoginContainer } from '@/features/auth/login-container';
import { BankingDialog } from '@/features/banking/banking-dialog';
import { rupeesText } from '@/lib/format';
import { BetsDialog } from '@/features/bets/bets-dialog';
import { FancyBookQuery } from '@/features/bets/bet-documents';
import { useMyBets } from '@/features/bets/betting-containers';
import { MobileSearchContainer } from '@/features/header/mobile-search-container';
import { BookDialog } from '@/features/positions/book-dialog';
import { MyMarketContainer } from '@/features/positions/my-market-container';
import { PromotionsDialog } from '@/features/promotions/promotions-dialog';
import { RulesDialog } from '@/features/rules/rules-dialog';
import { AppActor, useSessionView } from '@/lib/app-actor';

export interface PopupsProps {
  /** The event on screen (the bets popup lists its bets). */
  eventId?: string | null;
}

/**
 * The always-present popups of the frame (spec §2): login, exposure (My Market), rules, book, bets,
 * banking; plus promotions and mobile search. Which one is open is the root actor's (one at a time).
 */
export function Popups({ eventId = null }: PopupsProps) {
  const navigate = useNavigate();
  const app = AppActor.useActorRef();
  const open = AppActor.useSelector((s) => s.context.popup);
  const bookMarket = AppActor.useSelector((s) => s.context.bookMarket);
  const onOpenChange = (name: PopupName | null) => app.send(name ? { type: 'popup.open', name } : { type: 'popup.close' });
  const { loggedIn } = useSessionView();
  const book = useQuery(FancyBookQuery, { variables: { marketId: bookMarket?.marketId ?? '' }, skip: open !== 'book' || !bookMarket || !loggedIn, fetchPolicy: 'network-only' });
  const myBets = useMyBets(open === 'bets' ? eventId : null);
  const toggle = (name: PopupName) => (isOpen: boolean) => onOpenChange(isOpen ? name : null);
  return (
    <>
      <LoginContainer open={open === 'login'} onOpenChange={toggle('login')} />
      <RulesDialog open={open === 'rules'} onOpenChange={toggle('rules')} />
      <MyMarketContainer open={open === 'exposure'} onOpenChange={toggle('exposure')} />
      <BookDialog
        open={open === 'book'}
        onOpenChange={toggle('book')}
        marketName={bookMarket?.marketName ?? null}
        loading={book.loading}
        rows={(book.data?.fancyBook ?? []).map((row) => ({ key: String(row.key), value: row.value }))}
      />
      <BetsDialog open={open === 'bets'} onOpenChange={toggle('bets')} {...myBets} />
      <BankingDialog open={open === 'banking'} onOpenChange={toggle('banking')} onDeposit={(amount) => navigate(`${pathTo('deposit', { id: 'default' })}?amount=${rupeesText(amount)}`)} />
      <PromotionsDialog open={open === 'promotions'} onOpenChange={toggle('promotions')} />
      <MobileSearchContainer open={open === 'search'} onOpenChange={toggle('search')} />
    </>
  );
}
