import { render, screen, waitFor, within } from '@testing-library/react';
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
    expect(screen.getByTestId('total-matched').textContent).toBe('Matched ₹1,25,43,800.00');
    const mumbai = screen.getByRole('row', { name: /Mumbai Indians/ });
    expect(within(mumbai).getByTestId('last-traded').textContent).toBe('LTP 1.85');
    // No trade yet on the draw: no last traded price.
    expect(within(screen.getByRole('row', { name: /The Draw/ })).queryByTestId('last-traded')).toBeNull();
  });

  it('hides the matched volume while nothing is matched, and shows it once the book brings a figure', () => {
    const idle = withChange(matchOddsBook('OPEN', false), (b) => {
      b.totalMatched = 0;
    });
    const { rerender } = render(<OddsGrid market={MATCH_ODDS} book={idle} onPick={() => {}} />);
    expect(screen.queryByTestId('total-matched')).toBeNull();
    expect(screen.queryByText(/Matched 0\.00/)).toBeNull();
    rerender(<OddsGrid market={MATCH_ODDS} book={withChange(idle, (b) => void (b.totalMatched = 25_000))} onPick={() => {}} />);
    expect(screen.getByTestId('total-matched').textContent).toBe('Matched ₹250.00');
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

  it('a re-quote with the same values flashes nothing; one size change flashes exactly that one cell', async () => {
    const book = matchOddsBook('OPEN', true);
    const { container, rerender } = render(<OddsGrid market={MATCH_ODDS} book={book} onPick={() => {}} />);
    // The market makers re-quote every runner at the same prices and sizes, several times over.
    for (let i = 0; i < 3; i += 1) {
      rerender(<OddsGrid market={MATCH_ODDS} book={structuredClone(book)} onPick={() => {}} />);
      expect(flashing(container)).toEqual([]);
    }
    const oneSize = withChange(book, (b) => {
      b.runners[1]!.availableToBack[2]!.size = 400_000;
    });
    rerender(<OddsGrid market={MATCH_ODDS} book={oneSize} onPick={() => {}} />);
    expect(flashing(container)).toEqual(['Back Chennai Super Kings at 2.14, 4k: down']);
    // Once the flash has faded, the same book again lights nothing.
    await waitFor(() => expect(flashing(container)).toEqual([]), { timeout: 2_000 });
    rerender(<OddsGrid market={MATCH_ODDS} book={structuredClone(oneSize)} onPick={() => {}} />);
    expect(flashing(container)).toEqual([]);
  });

  it('cells keyed by ladder position compare their own previous value: a one-tick shift of one runner flashes only its cells whose value moved', () => {
    const book = matchOddsBook('OPEN', true);
    const { container, rerender } = render(<OddsGrid market={MATCH_ODDS} book={book} onPick={() => {}} />);
    // Mumbai's book moves one tick down (sizes travel with their prices) except its third lay level,
    // which keeps its own price and size: that cell stays calm, every other Mumbai cell flashes down.
    const shifted = withChange(book, (b) => {
      const mumbai = b.runners[0]!;
      mumbai.availableToBack = [
        { price: 1.83, size: 412_000 },
        { price: 1.82, size: 150_000 },
        { price: 1.81, size: 990_000 },
      ];
      mumbai.availableToLay = [
        { price: 1.85, size: 250_000 },
        { price: 1.86, size: 800_000 },
        { price: 1.88, size: 1_200_000 },
      ];
    });
    rerender(<OddsGrid market={MATCH_ODDS} book={shifted} onPick={() => {}} />);
    expect(flashing(container).sort()).toEqual([
      'Back Mumbai Indians at 1.81, 9.9k: down',
      'Back Mumbai Indians at 1.82, 1.5k: down',
      'Back Mumbai Indians at 1.83, 4.1k: down',
      'Lay Mumbai Indians at 1.85, 2.5k: down',
      'Lay Mumbai Indians at 1.86, 8k: down',
    ]);
  });
});
