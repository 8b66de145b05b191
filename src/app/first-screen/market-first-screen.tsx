import type { MarketKind } from '@/gql/graphql';
import { EmptyBetSlipPanel } from '@/features/bets/empty-bet-slip-panel';
import { LiveStreamPanel } from '@/features/live-stream/live-stream-panel';
import { DrawnRunnerTools } from '@/features/market/ladder/runner-tools-context';
import { MarketDetailsView, type EventDetail } from '@/features/market/market-details-view';
import { LiveStore } from '@/lib/feed/book-store';
import { isRightColumnHidden, isTopNavHidden, rightColumnContent } from '@/lib/layout-rules';
import { BootHeader, BootStrip, BootTopNav } from '../boot-shell';
import { PanelLoadingBox, RightColumn } from '../layout/right-column';
import { ShellFrame } from '../layout/shell-frame';
import { FIRST_SCREEN_ATTRIBUTE } from './first-screen';

export interface MarketFirstScreenProps {
  /** The event as the market page's query answered it. */
  event: EventDetail;
  /** The page's path: the layout's rules for it (right column, top navigation) apply. */
  pathname: string;
  /** The kinds of market the page shows (ball-by-ball pages: the next ball's). */
  kinds?: readonly MarketKind[];
}

const NO_POSITIONS = new Map<string, ReadonlyMap<string, number>>();
/** Drawn, not run: nothing on the first screen is interactive until the app has replaced it. */
const inert = () => {};

/**
 * A market page's first screen as the server draws it on a first load (render.tsx): the layout's frame
 * with the boot shell's bars, the page's odds from its query, and the right column with the live stream
 * closed, an empty bet slip (every load starts with one) and a loading box where My Bets will be. The same
 * components the app renders, so the app's own first render replaces it without anything moving.
 * No side menu: its column stays empty until the app draws it.
 */
export function MarketFirstScreen({ event, pathname, kinds }: MarketFirstScreenProps) {
  const content = rightColumnContent(pathname);
  const attributes = { [FIRST_SCREEN_ATTRIBUTE]: '' };
  return (
    <div {...attributes} aria-busy="true">
      <ShellFrame
        header={<BootHeader />}
        strip={<BootStrip />}
        topNav={isTopNavHidden(pathname) ? null : <BootTopNav />}
        sideNav={null}
        rightColumn={
          isRightColumnHidden(pathname) ? null : (
            <RightColumn
              content={content}
              // Closed, without the visitor's "log in" hint: the session is not known here, and a
              // bettor who is logged in must not be told to log in (a visitor's hint appears with the app).
              liveStream={<LiveStreamPanel open={false} loggedIn videoId={null} onToggle={inert} />}
              betSlip={<EmptyBetSlipPanel />}
              myBets={<PanelLoadingBox label="my bets" />}
              playGames={null}
            />
          )
        }
        footer={null}
        popups={null}
      >
        <DrawnRunnerTools>
          <MarketDetailsView event={event} store={new LiveStore()} kinds={kinds} profitLoss={NO_POSITIONS} projected={null} onPick={inert} onOpenBook={inert} />
        </DrawnRunnerTools>
      </ShellFrame>
    </div>
  );
}
