/**
 * What tells the product screens their lists changed (Subscription.productChanged at the gateway): the
 * public stream topics `product:<name>` (contract/change-stream.ts). Every act that changes what a
 * product's list shows calls one of these after its commit; the hub sends the change to the gateways
 * (its WebSocket stream, or the bus in a cluster). A book's price move is not a list change: screens
 * read books from `market:<id>`.
 */
import { isProductName, type ProductChange, type ProductName } from '../../contract/change-stream';
import { sportOfEvent } from '../db/queries/events';
import { marketHasTips } from '../db/queries/products';
import type { ChangeHub } from '../stream/hub';
import type { ExchangeServices } from './context';

/** The product sports whose finished events (results) are listed: virtual sports, binary, lottery. */
export const PRODUCT_SPORTS = { virtual: 66101, binary: 66103, lottery: 66104 } as const;
export type ProductSport = (typeof PRODUCT_SPORTS)[keyof typeof PRODUCT_SPORTS];
/** Horse racing: its finished races (winner, placed runners, starting prices on the final scoreboard) are listed too, for the race card. */
export const HORSE_RACING_SPORT = 7;
/** The sports whose finished events are listed as results. */
export type ResultSport = ProductSport | typeof HORSE_RACING_SPORT;

/** The product whose list shows a sport's events. */
const PRODUCT_OF_SPORT: ReadonlyMap<number, ProductName> = new Map([
  [PRODUCT_SPORTS.lottery, 'lottery'],
  [PRODUCT_SPORTS.binary, 'binary'],
  [PRODUCT_SPORTS.virtual, 'virtual'],
  [HORSE_RACING_SPORT, 'racing'],
]);

export const productTopic = (product: ProductName): string => `product:${product}`;

/** The hub's snapshot of a `product:<name>` topic: the topic exists (null for any other name). */
export function productSnapshot(name: string): ProductChange | null {
  return isProductName(name) ? { product: name } : null;
}

export function publishProductChange(hub: ChangeHub, product: ProductName): void {
  hub.publish(productTopic(product), { product } satisfies ProductChange);
}

/**
 * An event of a list changed (made, in play, finished, renamed, suspended; a market of it added,
 * opened, suspended or settled): its sport's product, if it has one, is told.
 */
export async function eventListChanged(services: ExchangeServices, event: { sportId: number } | { exEventId: string }): Promise<void> {
  const sportId = 'sportId' in event ? event.sportId : await sportOfEvent(services.db, event.exEventId);
  const product = sportId === undefined ? undefined : PRODUCT_OF_SPORT.get(sportId);
  if (product) publishProductChange(services.hub, product);
}

/** A market was settled: the tips backing it are graded now. */
export async function tipsGraded(services: ExchangeServices, marketId: string): Promise<void> {
  if (await marketHasTips(services.db, marketId)) publishProductChange(services.hub, 'tips');
}
