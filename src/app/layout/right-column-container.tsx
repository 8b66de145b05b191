import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@apollo/client/react';
import { PlayGamesPanel } from '@/features/casino/play-games-panel';
import { LiveStreamPanel } from '@/features/live-stream/live-stream-panel';
import { graphql } from '@/gql/gql';
import { RightColumn } from './right-column';
import type { RightColumnContent } from '@/lib/layout-rules';
import type { ReferenceData } from '@/features/startup/public';
import { useChild, useSessionView } from '@/lib/app-actor';
import { BetSlipContainer, MyBetsContainer } from '@/features/bets/betting-containers';

export interface RightColumnContainerProps {
  content: RightColumnContent;
  /** The event of a market or ball-by-ball page: its bets show in My Bets, its live video in Live Stream. */
  eventId: string | null;
  reference: ReferenceData;
}

/**
 * The event's video, read from what the market page's query put in the cache (never fetched here).
 * Its own two-field query: the frame does not import the market page's query (nor, with it, the page).
 */
const RightColumnVideoQuery = graphql(`
  query RightColumnVideo($eventId: ID!) {
    event(id: $eventId) {
      exEventId
      videoId
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
  // The root actor tells the live stream about the session; the column tells it the video on screen.
  const liveStream = useChild('liveStream');
  const streamOpen = useSelector(liveStream, (s) => s.matches('open'));
  useEffect(() => liveStream.send({ type: 'video.change', videoId }), [liveStream, videoId]);
  return (
    <RightColumn
      content={content}
      liveStream={<LiveStreamPanel open={streamOpen} loggedIn={loggedIn} videoId={videoId} onToggle={() => liveStream.send({ type: 'stream.toggle' })} />}
      betSlip={<BetSlipContainer />}
      myBets={<MyBetsContainer eventId={eventId} />}
      playGames={
        <PlayGamesPanel loading={!reference.listsReady} games={reference.casinoGames} onPlay={(game) => casino.send({ type: 'casino.launch', game })} />
      }
    />
  );
}
