import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@apollo/client/react';
import { EmptyBetSlipPanel } from '@/features/bets/empty-bet-slip-panel';
import { PlayGamesPanel } from '@/features/casino/play-games-panel';
import { graphql } from '@/gql/gql';
import { PanelLoadingBox, RightColumn } from './right-column';
import { bettingPanels, liveStreamPanel } from './right-column-panels';
import type { RightColumnContent } from '@/lib/layout-rules';
import type { ReferenceData } from '@/features/startup/public';
import { useChild, useSessionView } from '@/lib/app-actor';
import { useEventScore } from '@/lib/feed/use-live';
import { useServices } from '@/lib/services';

// The betting panels (bet slip, My Bets with cash out, the live stream's match view) show where prices
// can be clicked (layout-rules.ts): rendered at once when a page's load has brought their code (right-
// column-panels.ts), else lazily behind a loading box.
const BetSlipContainer = lazy(() => bettingPanels.load().then((m) => ({ default: m.BetSlipContainer })));
const MyBetsContainer = lazy(() => bettingPanels.load().then((m) => ({ default: m.MyBetsContainer })));
const MyBetsButtonContainer = lazy(() => bettingPanels.load().then((m) => ({ default: m.MyBetsButtonContainer })));
const LiveStreamPanel = lazy(() => liveStreamPanel.load().then((m) => ({ default: m.LiveStreamPanel })));

/** A panel in its Suspense boundary: the loading box (or `fallback`) while its code loads. */
function PanelLoading({ label, children, fallback }: { label: string; children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback ?? <PanelLoadingBox label={label} />}>{children}</Suspense>;
}

export interface RightColumnContainerProps {
  content: RightColumnContent;
  /** The event of the page (its address's, or the one it names): its bets show in My Bets, its live video in Live Stream. */
  eventId: string | null;
  reference: ReferenceData;
}

/**
 * The event's video, name and score, read from what the market page's query put in the cache (never
 * fetched here). Its own small query: the frame does not import the market page's query (nor, with it, the page).
 */
const RightColumnVideoQuery = graphql(`
  query RightColumnVideo($eventId: ID!) {
    event(id: $eventId) {
      exEventId
      videoId
      eventName
      score
    }
  }
`);

/** The right column with its panels wired: live stream machine, casino launch machine. */
export function RightColumnContainer({ content, eventId, reference }: RightColumnContainerProps) {
  const { loggedIn } = useSessionView();
  const casino = useChild('casinoLaunch');
  // The market page's query has the event's video (read from the cache, never fetched again here).
  const event = useQuery(RightColumnVideoQuery, { variables: { eventId: eventId ?? '' }, skip: !eventId || content !== 'market', fetchPolicy: 'cache-only' });
  const videoId = (eventId && event.data?.event.videoId) || null;
  // No video player is embedded: the panel draws the match from the score feed the market page keeps live.
  const services = useServices();
  const liveScore = useEventScore(services.liveStore, eventId ?? '');
  const shownEvent = eventId ? event.data?.event : undefined;
  const match = shownEvent ? { eventName: shownEvent.eventName, score: liveScore?.score ?? (shownEvent.score as Record<string, unknown> | null) ?? null } : null;
  // The root actor tells the live stream about the session; the column tells it the video on screen.
  const liveStream = useChild('liveStream');
  const streamOpen = useSelector(liveStream, (s) => s.matches('open'));
  useEffect(() => liveStream.send({ type: 'video.change', videoId }), [liveStream, videoId]);
  // The lists draw the empty slip until a price is picked: home loads the betting panels' code with the first click, not with the page.
  const slipHolds = useSelector(useChild('betSlip'), (s) => !s.matches('empty'));
  // Chosen once: a component changing type later would remount its panel (and lose a tab's state).
  const [{ LiveStream, BetSlip, MyBets, MyBetsButton }] = useState(() => ({
    LiveStream: liveStreamPanel.loaded()?.LiveStreamPanel ?? LiveStreamPanel,
    BetSlip: bettingPanels.loaded()?.BetSlipContainer ?? BetSlipContainer,
    MyBets: bettingPanels.loaded()?.MyBetsContainer ?? MyBetsContainer,
    MyBetsButton: bettingPanels.loaded()?.MyBetsButtonContainer ?? MyBetsButtonContainer,
  }));
  return (
    <RightColumn
      content={content}
      liveStream={
        <PanelLoading label="live stream">
          <LiveStream open={streamOpen} loggedIn={loggedIn} videoId={videoId} match={match} onToggle={() => liveStream.send({ type: 'stream.toggle' })} />
        </PanelLoading>
      }
      betSlip={
        // Every load starts with an empty slip: drawn as such while the betting code loads.
        content === 'lists' && !slipHolds ? (
          <EmptyBetSlipPanel />
        ) : (
          <PanelLoading label="bet slip" fallback={<EmptyBetSlipPanel />}>
            <BetSlip />
          </PanelLoading>
        )
      }
      myBets={
        <PanelLoading label="my bets">
          <MyBets eventId={eventId} />
        </PanelLoading>
      }
      myBetsButton={
        <Suspense fallback={null}>
          <MyBetsButton eventId={eventId} />
        </Suspense>
      }
      playGames={
        <PlayGamesPanel loading={!reference.listsReady} games={reference.casinoGames} onPlay={(game) => casino.send({ type: 'casino.launch', game })} />
      }
    />
  );
}
