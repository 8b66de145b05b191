import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { raceClock } from '@domain/race-name';
import type { EventScore } from '@/lib/feed/feed';
import { RaceCard, type MarketLoad } from './race-card';
import { ASCOT, FINISHED_SCORE, NOW, OFF, OFF_SCORE, RUNNING_SCORE, ready } from './race-fixtures';

const card = (market: MarketLoad, score: EventScore | undefined, now: number, race = ASCOT) => (
  <MemoryRouter>
    <RaceCard race={race} market={market} score={score} now={now} onPick={() => {}} />
  </MemoryRouter>
);

describe('RaceCard (issue 35)', () => {
  it('counts down to the off with the prices in each runner’s own row, then goes in play and gives the result', () => {
    const { rerender } = render(card(ready('OPEN'), undefined, NOW));
    const region = () => within(screen.getByRole('region'));
    expect(region().getByRole('timer', { name: 'Time to the off' }).textContent).toBe('2:30');
    rerender(card(ready('OPEN'), undefined, NOW + 1_000));
    expect(region().getByRole('timer').textContent).toBe('2:29');
    // Each runner's prices sit in its own row, beside its name.
    for (const [runnerId, name] of [['1', 'Golden Arrow'], ['6', 'Lucky Star']] as const) {
      const row = screen.getByRole('region').querySelector(`tr[data-runner-id="${runnerId}"]`)!;
      expect(row.querySelector('th')!.textContent).toContain(name);
      const labels = [...row.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
      expect(labels.filter((l) => l?.startsWith(`Back ${name} at `))).toHaveLength(3);
      expect(labels.filter((l) => l?.startsWith(`Lay ${name} at `))).toHaveLength(3);
    }
    expect(screen.getByRole('region').dataset.stage).toBe('upcoming');

    // The off: suspended, no countdown, prices shut.
    rerender(card(ready('SUSPENDED', true), OFF_SCORE, OFF + 500));
    expect(screen.getByRole('region').dataset.stage).toBe('off');
    expect(region().queryByRole('timer')).toBeNull();
    expect(region().getByText('Suspended')).toBeTruthy();
    expect(region().getByText(/market is suspended until it turns in play/)).toBeTruthy();
    expect(screen.getByRole('region').querySelector<HTMLButtonElement>('tr[data-runner-id="1"] button[data-side="back"][data-level="0"]')!.disabled).toBe(true);

    // Past the start time with the market still open (the race not yet sent off): no word of a suspension.
    rerender(card(ready('OPEN'), undefined, OFF + 5_000));
    expect(screen.getByRole('region').dataset.stage).toBe('off');
    expect(region().getByText('At the off: waiting for the race to go in play.')).toBeTruthy();

    // In play: the running order from the score feed.
    rerender(card(ready('OPEN', true), RUNNING_SCORE, OFF + 40_000));
    expect(screen.getByRole('region').dataset.stage).toBe('running');
    expect(within(region().getByRole('list', { name: 'Running order' })).getAllByRole('listitem')[0]!.textContent).toBe('Night Runner');

    // Past the post: placings with starting prices, no prices to take.
    rerender(card(ready('CLOSED', true), FINISHED_SCORE, OFF + 90_000));
    expect(screen.getByRole('region').dataset.stage).toBe('result');
    expect(within(region().getByRole('list', { name: 'Result' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Night RunnerSP 6.4', 'Golden ArrowSP 3.5', 'Desert WindSP 12']);
    expect(screen.getByRole('region').querySelector('table')).toBeNull();
  }, 30_000);

  it('shows a race’s name built from its real start time, so the name and the time agree', () => {
    const start = Date.UTC(2030, 0, 10, 17, 25);
    render(card(ready('OPEN'), undefined, start - 60_000, { ...ASCOT, eventName: '14:30 Ascot', eventTime: new Date(start).toISOString() }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`${raceClock(start)} AscotUK Racing`);
  });

  it('offers a retry when the runners could not be loaded', () => {
    const retry = vi.fn();
    render(card({ state: 'error', retry }, undefined, NOW));
    within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
