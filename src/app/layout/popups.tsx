import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { PopupName } from '../../../machines/app.machine';
import { Modal } from '@/components/ui/modal';
import { LoginDialog } from '@/features/auth/login-dialog';
import { BankingDialog } from '@/features/banking/banking-dialog';
import { BetsDialog } from '@/features/bets/bets-dialog';
import { FancyBookQuery } from '@/features/bets/bet-documents';
import { useMyBets } from '@/features/bets/betting-containers';
import { EventSearch } from '@/features/header/event-search';
import { BookDialog } from '@/features/positions/book-dialog';
import { exposureTarget } from '@/features/positions/exposure-target';
import { MyMarketDialog } from '@/features/positions/my-market-dialog';
import { MyMarketQuery } from '@/features/positions/my-market-documents';
import { PromotionsDialog } from '@/features/promotions/promotions-dialog';
import { RulesDialog } from '@/features/rules/rules-dialog';
import { AppActor, useChild, useSessionView } from '@/lib/app-actor';

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
  const session = useChild('session');
  const casino = useChild('casinoLaunch');
  const search = useChild('search');
  const { busy, loginError, loggedIn } = useSessionView();
  const myMarket = useQuery(MyMarketQuery, { skip: open !== 'exposure' || !loggedIn, fetchPolicy: 'network-only' });
  const book = useQuery(FancyBookQuery, { variables: { marketId: bookMarket?.marketId ?? '' }, skip: open !== 'book' || !bookMarket || !loggedIn, fetchPolicy: 'network-only' });
  const myBets = useMyBets(open === 'bets' ? eventId : null);
  const loggingIn = useSelector(session, (s) => s.matches('loggingIn'));
  const toggle = (name: PopupName) => (isOpen: boolean) => onOpenChange(isOpen ? name : null);
  const searchText = useSelector(search, (s) => s.context.text);
  const searchResults = useSelector(search, (s) => s.context.results);
  const searchOpen = useSelector(search, (s) => s.hasTag('resultsVisible'));
  const searchBusy = useSelector(search, (s) => s.hasTag('busy'));
  const searchError = useSelector(search, (s) => s.context.error);
  return (
    <>
      <LoginDialog
        open={open === 'login'}
        onOpenChange={toggle('login')}
        busy={busy && loggingIn}
        error={loginError}
        onSubmit={(credentials) => session.send({ type: 'session.login', credentials })}
      />
      <RulesDialog open={open === 'rules'} onOpenChange={toggle('rules')} />
      <MyMarketDialog
        open={open === 'exposure'}
        onOpenChange={toggle('exposure')}
        rows={myMarket.data?.userEventsExposure ?? []}
        loading={myMarket.loading}
        onChooseEvent={(row) => {
          const target = exposureTarget(row);
          if (target.kind === 'page') navigate(target.path);
          if (target.kind === 'casino') casino.send({ type: 'casino.launch', game: { eventId: target.eventId } });
        }}
      />
      <BookDialog
        open={open === 'book'}
        onOpenChange={toggle('book')}
        marketName={bookMarket?.marketName ?? null}
        loading={book.loading}
        rows={(book.data?.fancyBook ?? []).map((row) => ({ key: String(row.key), value: row.value / 100 }))}
      />
      <BetsDialog open={open === 'bets'} onOpenChange={toggle('bets')} {...myBets} />
      <BankingDialog open={open === 'banking'} onOpenChange={toggle('banking')} onDeposit={(amount) => navigate(`/banking/deposit-details/${amount}`)} />
      <PromotionsDialog open={open === 'promotions'} onOpenChange={toggle('promotions')} />
      <Modal open={open === 'search'} onOpenChange={toggle('search')} title="Search" size="standard">
        <EventSearch
          variant="list"
          autoFocus
          text={searchText}
          results={searchResults}
          open={searchOpen}
          busy={searchBusy}
          error={searchError}
          onTextChange={(text) => search.send({ type: 'search.type', text })}
          onFocus={() => search.send({ type: 'search.focus' })}
          onBlur={() => search.send({ type: 'search.blur' })}
          onChoose={(result) => {
            search.send({ type: 'search.choose', exEventId: result.exEventId, sportId: result.sportId });
            onOpenChange(null);
          }}
        />
      </Modal>
    </>
  );
}
