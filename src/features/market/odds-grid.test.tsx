import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MarketBook } from '@/lib/feed/feed';
import { MATCH_ODDS, matchOddsBook } from './market-fixtures';
import { OddsGrid } from './odds-grid';

const flashing = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-flash]')].map((el) => `${el.getAttribute('aria-label')}: ${el.dataset.flash}`);

function withChange(book: MarketBook, change: (b: MarketBook) => void): MarketBook {
  const next = structuredClone(book);
  change(next);
  return next;
}

describe('OddsGrid (issue 19)', () => {
  it('shows the market\'s total matched and each runner\'s last traded price, from the book', () => {
    render(<OddsGrid market={MATCH_ODDS} book={matchOddsBook('OPEN', false)} onPick={() => {}} />);
    expect(screen.getByTestId('total-matched').textContent).toBe('Matched 12,543,800.00');
    const mumbai = screen.getByRole('row', { name: /Mumbai Indians/ });
    expect(within(mumbai).getByTestId('last-traded').textContent).toBe('LTP 1.85');
    // No trade yet on the draw: no last traded price.
    expect(within(screen.getByRole('row', { name: /The Draw/ })).queryByTestId('last-traded')).toBeNull();
  });

  it('flashes only the cell whose own price or size changed, blue up and red down', () => {
    const book = matchOddsBook('OPEN', false);
    const { container, rerender } = render(<OddsGrid market={MATCH_ODDS} book={book} onPick={() => {}} />);
    expect(flashing(container)).toEqual([]);
    // A new book object with the same prices: nothing flashes.
    rerender(<OddsGrid market={MATCH_ODDS} book={structuredClone(book)} onPick={() => {}} />);
    expect(flashing(container)).toEqual([]);
    // One size grows on Mumbai's best back; one price falls on Chennai's best lay.
    const next = withChange(book, (b) => {
      b.runners[0]!.availableToBack[0]!.size = 500_000;
      b.runners[1]!.availableToLay[0]!.price = 2.18;
    });
    rerender(<OddsGrid market={MATCH_ODDS} book={next} onPick={() => {}} />);
    expect(flashing(container).sort()).toEqual(['Back Mumbai Indians at 1.84, 5k: up', 'Lay Chennai Super Kings at 2.18, 1.8k: down']);
  });
});
