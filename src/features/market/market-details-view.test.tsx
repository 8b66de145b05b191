import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveStore } from '@/lib/feed/book-store';
import { MARKET_EVENT, nextBallMarket } from './market-fixtures';
import { HOLD_PLACE_MS, MarketDetailsView, NEXT_BALL_KINDS, type EventDetail } from './market-details-view';

const [matchOdds, fancy] = MARKET_EVENT.markets as [EventDetail['markets'][number], EventDetail['markets'][number]];
const withBall = (ball: number | null, inPlay = true): EventDetail => ({ ...MARKET_EVENT, inPlay, markets: [matchOdds, ...(ball === null ? [] : [nextBallMarket(ball)]), fancy] });

function view(event: EventDetail, kinds?: typeof NEXT_BALL_KINDS) {
  return <MarketDetailsView event={event} store={new LiveStore()} kinds={kinds} profitLoss={new Map()} projected={null} onPick={() => {}} onOpenBook={() => {}} />;
}

/** The page's sections in order, each as "name market-id state". */
const sections = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('section[data-market-id]')].map((s) => `${s.getAttribute('aria-label')} ${s.dataset.marketId} ${s.dataset.state}`);

describe('MarketDetailsView between balls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the closed Next Ball in its place until the next ball’s market opens in it: nothing below moves', () => {
    const { container, rerender } = render(view(withBall(12)));
    expect(sections(container)).toEqual(['Match Odds 41001.mo open', 'Next Ball 41001.ball12 open']);
    const place = screen.getByRole('region', { name: 'Next Ball' });
    // The ball is bowled: its market settles and leaves the event before the next one is made.
    rerender(view(withBall(null)));
    expect(sections(container)).toEqual(['Match Odds 41001.mo open', 'Next Ball 41001.ball12 closed']);
    expect(screen.getByRole('region', { name: 'Next Ball' })).toBe(place);
    expect(place.querySelector('[role="status"]')?.textContent).toBe('Closed');
    expect(place.querySelectorAll('button[data-side="back"]:not([disabled])')).toHaveLength(0);
    // The fancy lines stay below it.
    expect(place.compareDocumentPosition(screen.getByText('6 Over Runs MI')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The next ball's market opens in the same element.
    rerender(view(withBall(13)));
    expect(sections(container)).toEqual(['Match Odds 41001.mo open', 'Next Ball 41001.ball13 open']);
    expect(screen.getByRole('region', { name: 'Next Ball' })).toBe(place);
  });

  it(`lets the place go when no next ball comes within ${HOLD_PLACE_MS / 1000} s`, () => {
    vi.useFakeTimers();
    const { container, rerender } = render(view(withBall(12)));
    rerender(view(withBall(null)));
    act(() => vi.advanceTimersByTime(HOLD_PLACE_MS - 1));
    expect(sections(container)).toEqual(['Match Odds 41001.mo open', 'Next Ball 41001.ball12 closed']);
    act(() => vi.advanceTimersByTime(1));
    expect(sections(container)).toEqual(['Match Odds 41001.mo open']);
  });

  it('holds nothing once the event is no longer in play', () => {
    const { container, rerender } = render(view(withBall(12)));
    rerender(view(withBall(null, false)));
    expect(sections(container)).toEqual(['Match Odds 41001.mo open']);
  });

  it('shows no “nothing open” message on the ball-by-ball page between balls', () => {
    const { container, rerender } = render(view(withBall(12), NEXT_BALL_KINDS));
    rerender(view(withBall(null), NEXT_BALL_KINDS));
    expect(sections(container)).toEqual(['Next Ball 41001.ball12 closed']);
    expect(screen.queryByText(/No markets are open/)).toBeNull();
  });
});
