import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { searchMachine } from '../../../machines/search.machine';
import { Modal } from '@/components/ui/modal';
import { LoginDialog } from '@/features/auth/login-dialog';
import { BankingDialog } from '@/features/banking/banking-dialog';
import { BetsDialog } from '@/features/bets/bets-dialog';
import { EventSearch } from '@/features/header/event-search';
import { BookDialog } from '@/features/positions/book-dialog';
import { exposureTarget } from '@/features/positions/exposure-target';
import { MyMarketDialog } from '@/features/positions/my-market-dialog';
import { PromotionsDialog } from '@/features/promotions/promotions-dialog';
import { RulesDialog } from '@/features/rules/rules-dialog';
import { CasinoLaunchActor, SessionActor } from '@/app/actors';
import { useSessionView } from '@/features/auth/session-hooks';
import { FancyBookQuery } from '@/features/bets/bet-documents';
import { MyMarketQuery } from '@/features/header/account-documents';
import { useMyBets } from '@/features/bets/betting-containers';

/** The frame's popups; one is open at a time. */
export type PopupName = 'login' | 'rules' | 'exposure' | 'book' | 'bets' | 'banking' | 'promotions' | 'search';

export interface PopupsProps {
  open: PopupName | null;
  onOpenChange: (name: PopupName | null) => void;
  search: ActorRefFrom<typeof searchMachine>;
  /** The fancy market whose book the Book popup shows. */
  bookMarket?: { marketId: string; marketName: string } | null;
  /** The event on screen (the bets popup lists its bets). */
  eventId?: string | null;
}

/** The always-present popups of the frame (spec §2): login, exposure (My Market), rules, book, bets, banking; plus promotions and mobile search. */
export function Popups({ open, onOpenChange, search, bookMarket = null, eventId = null }: PopupsProps) {
  const navigate = useNavigate();
  const session = SessionActor.useActorRef();
  const casino = CasinoLaunchActor.useActorRef();
  const { busy, loginError, loggedIn } = useSessionView();
  const myMarket = useQuery(MyMarketQuery, { skip: open !== 'exposure' || !loggedIn, fetchPolicy: 'network-only' });
  const book = useQuery(FancyBookQuery, { variables: { marketId: bookMarket?.marketId ?? '' }, skip: open !== 'book' || !bookMarket || !loggedIn, fetchPolicy: 'network-only' });
  const myBets = useMyBets(open === 'bets' ? eventId : null);
  const loggingIn = SessionActor.useSelector((s) => s.matches('loggingIn'));
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
        rows={(book.data?.fancyBook ?? []).map((row) => ({ key: String(row.key), value: row.value }))}
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
