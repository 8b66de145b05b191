import { paiseOfRupees } from '@domain/money';
import type { EventScore, MarketBook, PriceSize, RunnerPrices } from './feed';

/**
 * The Firestore documents the feed projects publish, Betfair-stream style: one document per market
 * in `markets/{marketId}`, one per event in `scores/{eventId}`. Odds may arrive as numbers or
 * strings and sizes in rupees; runner ids as `selectionId`.
 */
export interface FirestoreMarketDoc {
  marketId?: string;
  status?: string;
  inplay?: boolean;
  inPlay?: boolean;
  /** Rupees matched in the market. */
  totalMatched?: number | string | null;
  runners?: Array<{
    selectionId?: string | number;
    runnerId?: string | number;
    lastPriceTraded?: number | string | null;
    ex?: { availableToBack?: RawLevel[]; availableToLay?: RawLevel[] };
  }>;
}

export interface FirestoreScoreDoc {
  eventId?: string;
  inplay?: boolean;
  inPlay?: boolean;
  status?: string;
  score?: Record<string, unknown> | null;
}

type RawLevel = { price?: number | string; size?: number | string } | null | undefined;

const STATUSES = new Set(['INACTIVE', 'OPEN', 'SUSPENDED', 'CLOSED']);

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Price levels: valid ones only, sizes from rupees to paise, at most three, best first. */
function levels(raw: RawLevel[] | undefined, best: 'highest' | 'lowest'): PriceSize[] {
  const parsed: PriceSize[] = [];
  for (const level of raw ?? []) {
    const price = toNumber(level?.price);
    const size = toNumber(level?.size);
    if (price === null || size === null || price <= 1 || size <= 0) continue;
    parsed.push({ price, size: paiseOfRupees(size) });
  }
  parsed.sort((a, b) => (best === 'highest' ? b.price - a.price : a.price - b.price));
  return parsed.slice(0, 3);
}

/** A market document as the feed's MarketBook; an unknown status reads as SUSPENDED (no betting on doubt). */
export function marketBookFromDoc(marketId: string, doc: FirestoreMarketDoc | undefined): MarketBook | null {
  if (!doc) return null;
  const status = (doc.status ?? '').toUpperCase();
  const runners: RunnerPrices[] = (doc.runners ?? []).flatMap((r) => {
    const id = r.selectionId ?? r.runnerId;
    if (id === undefined || id === null || id === '') return [];
    return [
      {
        runnerId: String(id),
        availableToBack: levels(r.ex?.availableToBack, 'highest'),
        availableToLay: levels(r.ex?.availableToLay, 'lowest'),
        lastTradedPrice: toNumber(r.lastPriceTraded),
      },
    ];
  });
  return {
    marketId: doc.marketId ?? marketId,
    status: (STATUSES.has(status) ? status : 'SUSPENDED') as MarketBook['status'],
    inPlay: Boolean(doc.inPlay ?? doc.inplay),
    runners,
    ...(toNumber(doc.totalMatched) !== null ? { totalMatched: paiseOfRupees(toNumber(doc.totalMatched)!) } : {}),
  };
}

export function eventScoreFromDoc(eventId: string, doc: FirestoreScoreDoc | undefined): EventScore | null {
  if (!doc) return null;
  return {
    eventId: doc.eventId ?? eventId,
    inPlay: Boolean(doc.inPlay ?? doc.inplay),
    status: doc.status ?? (doc.inPlay || doc.inplay ? 'IN_PLAY' : 'SCHEDULED'),
    score: doc.score ?? null,
  };
}
