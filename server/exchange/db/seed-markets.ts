import { NEXT_BALL_NAMES, NEXT_BALL_ODDS100 as BALL_ODDS } from '@domain/match-score';
import { DEFAULT_HOUSE_BET_DELAY_MS } from '../domain/house-delay';
import { priceToTick } from '../domain/ladder';
import type { Db } from './client';
import { markets, runners } from './schema';

interface SeedEvent {
  exEventId: string;
  sportId: number;
  eventName: string;
  inPlay: boolean;
}

type MarketInsert = typeof markets.$inferInsert;
type RunnerInsert = typeof runners.$inferInsert;
type RunnerRole = NonNullable<RunnerInsert['role']>;


function teamsOf(eventName: string): string[] {
  const parts = eventName.split(' v ');
  return parts.length === 2 ? parts : [eventName];
}

const HORSES = ['Golden Arrow', 'Silver Storm', 'Night Runner', 'Royal Flush', 'Desert Wind', 'Lucky Star', 'Thunder Bay', 'Morning Glory'];
const JOCKEYS = ['R. Moore', 'W. Buick', 'O. Murphy', 'T. Marquand', 'H. Doyle', 'J. Doyle', 'F. Dettori', 'R. Havlin'];
const TRAINERS = ['A. O’Brien', 'J. Gosden', 'W. Haggas', 'C. Appleby', 'R. Varian', 'A. Balding'];
const FORMS = ['1-2-1', '3-1-4', '2-2-5', '6-3-1', '1-1-2', '4-7-3', '5-2-2', '2-4-1'];

/** A race card entry for runner `i` of a race: stall, jockey, trainer, age, weight (st-lb) and recent form. */
export function raceCard(i: number, seed: number): Record<string, string | number> {
  const pick = <T>(list: readonly T[]) => list[(i * 7 + seed * 3) % list.length]!;
  return { stall: i + 1, jockey: pick(JOCKEYS), trainer: pick(TRAINERS), age: 3 + ((i + seed) % 4), weight: `9-${(i * 3 + seed) % 14}`, form: pick(FORMS) };
}

/**
 * The demo world's markets per event: exchange Match Odds everywhere (Win for races), plus for
 * cricket a bookmaker market, fancy lines and, in play, a ball-by-ball market; lottery digit draws,
 * binary lines. Prices come from the simulator's market makers, not from here.
 */
export function demoMarkets(seedEvents: readonly SeedEvent[]): { marketRows: MarketInsert[]; runnerRows: RunnerInsert[] } {
  const marketRows: MarketInsert[] = [];
  const runnerRows: RunnerInsert[] = [];
  const add = (market: MarketInsert, names: string[], ids = names.map((_, i) => String(i + 1)), cards?: (i: number) => Record<string, string | number>, roles?: readonly RunnerRole[]) => {
    marketRows.push(market);
    names.forEach((runnerName, i) => runnerRows.push({ marketId: market.marketId, runnerId: ids[i]!, runnerName, sortOrder: i, role: roles?.[i] ?? null, metadata: cards?.(i) ?? null }));
  };
  for (const event of seedEvents) {
    const base = { exEventId: event.exEventId, inPlay: event.inPlay, status: 'OPEN' as const };
    const id = (suffix: string) => `${event.exEventId}.${suffix}`;
    const teams = teamsOf(event.eventName);
    switch (event.sportId) {
      case 7:
        add(
          { ...base, marketId: id('win'), marketName: 'Win', kind: 'exchange', sequence: 1, betDelayMs: event.inPlay ? 1000 : 0 },
          HORSES.slice(0, 6 + (Number(event.exEventId.slice(-1)) % 3)),
          undefined,
          (i) => raceCard(i, Number(event.exEventId.slice(-1))),
        );
        break;
      case 66104:
        add(
          { ...base, marketId: id('digit'), marketName: 'Last Digit', kind: 'lottery', sequence: 1, minStake: 1_000, maxStake: 1_000_000, maxProfit: 10_000_000, config: { odds: Object.fromEntries([...'0123456789'].map((d) => [d, 950])) } },
          [...'0123456789'].map((d) => `Digit ${d}`),
          [...'0123456789'],
        );
        break;
      case 66103:
        add(
          { ...base, marketId: id('binary'), marketName: 'NIFTY 50 close ≥ 24,500', kind: 'binary', sequence: 1, maxProfit: 5_000_000, config: { odds: { YES: 190, NO: 190 }, line: 24500 } },
          ['Yes', 'No'],
          ['YES', 'NO'],
        );
        break;
      default: {
        const withDraw = event.sportId === 1 || event.eventName.includes('India v');
        // Listed home, away, draw (as exchanges list them): the draw is known by its role, not its place.
        const names = withDraw ? [teams[0]!, teams[1] ?? 'Away', 'The Draw'] : [teams[0]!, teams[1] ?? 'Away'];
        const roles: RunnerRole[] = withDraw ? ['HOME', 'AWAY', 'DRAW'] : ['HOME', 'AWAY'];
        add({ ...base, marketId: id('mo'), marketName: 'Match Odds', kind: 'exchange', sequence: 1, betDelayMs: event.inPlay ? 3000 : 0 }, names, undefined, undefined, roles);
        if (event.sportId === 4 && teams.length === 2) {
          add(
            {
              ...base,
              marketId: id('bm'),
              marketName: 'Bookmaker',
              kind: 'bookmaker',
              sequence: 2,
              betDelayMs: DEFAULT_HOUSE_BET_DELAY_MS.bookmaker,
              maxProfit: 20_000_000,
              config: { quotes: { '1': { back: priceToTick(1.8), lay: priceToTick(1.85) }, '2': { back: priceToTick(2.1), lay: priceToTick(2.16) } } },
            },
            teams,
            undefined,
            undefined,
            ['HOME', 'AWAY'],
          );
          const short = teams[0]!.split(' ').map((w) => w[0]).join('');
          const lines: Array<[string, string, number]> = [
            ['f6', `6 Over Runs ${short}`, 52],
            ['f10', `10 Over Runs ${short}`, 84],
            ['f4s', 'Total Match Fours', 31],
          ];
          lines.forEach(([suffix, marketName, line], i) =>
            add({ ...base, marketId: id(suffix), marketName, kind: 'fancy', sequence: 10 + i, betDelayMs: DEFAULT_HOUSE_BET_DELAY_MS.fancy, maxProfit: 5_000_000, config: { quote: { yesLine: line + 1, yesRate: 100, noLine: line, noRate: 100 } } }, []),
          );
          if (event.inPlay) {
            add(
              { ...base, marketId: id('ball'), marketName: 'Next Ball', kind: 'ballByBall', sequence: 20, minStake: 1_000, maxStake: 2_000_000, maxProfit: 10_000_000, config: { odds: { ...BALL_ODDS } } },
              Object.keys(BALL_ODDS).map((k) => NEXT_BALL_NAMES[k]!),
              Object.keys(BALL_ODDS),
            );
          }
        }
      }
    }
  }
  return { marketRows, runnerRows };
}

export async function insertDemoMarkets(db: Db, seedEvents: readonly SeedEvent[]): Promise<void> {
  const { marketRows, runnerRows } = demoMarkets(seedEvents);
  if (marketRows.length) await db.insert(markets).values(marketRows);
  if (runnerRows.length) await db.insert(runners).values(runnerRows);
}
