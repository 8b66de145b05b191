import { addTypenameToDocument } from '@apollo/client/utilities';
import { getOperationAST, print } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MarketDetailsQuery as MarketDetailsData, MarketKind } from '@/gql/graphql';
import { MarketDetailsQuery, NEXT_BALL_KINDS } from '@/features/market/market-details-view';
import { FIRST_SCREEN_DATA_ID, firstScreenJson } from './first-screen';
import { MarketFirstScreen } from './market-first-screen';

/**
 * The server's side of a first screen (server/first-screen.ts loads this module's build): which paths
 * have one, the query each is drawn from, and the drawing. Built by Vite in SSR mode
 * (scripts/first-screen-build.ts), so CSS modules carry the client build's class names.
 */
export interface FirstScreenPage {
  operationName: string;
  /** The query as the app sends it (Apollo adds __typename), so its answer can go into the app's cache as is. */
  query: string;
  variables: Record<string, unknown>;
  /**
   * What goes into #root for the query's `data`: the first screen's markup and, after it, the answer
   * as JSON for the app's cache (first-screen.ts reads both); null when there is nothing to draw.
   */
  render(data: unknown): string | null;
}

const MARKET_QUERY = print(addTypenameToDocument(MarketDetailsQuery));
const MARKET_OPERATION = getOperationAST(MarketDetailsQuery)!.name!.value;
/** An event id as the exchange gives them; anything else is left to the app (its not-found page). */
const EVENT_ID = /^[\w.:-]{1,64}$/;

/** The pages drawn on the server: the market page and the ball-by-ball page (spec §2 routes), by their event parameter. */
const PAGES: readonly { route: string; eventAt: number; kinds?: readonly MarketKind[] }[] = [
  { route: 'marketdetails', eventAt: 1 },
  { route: 'ballByBall', eventAt: 2, kinds: NEXT_BALL_KINDS },
];

/** The first screen of `pathname`, or null for a page the server does not draw. */
export function firstScreenFor(pathname: string): FirstScreenPage | null {
  const parts = pathname.split('/').filter(Boolean);
  const page = PAGES.find((p) => p.route === parts[0] && parts.length === 3);
  const eventId = page ? decodeSegment(parts[page.eventAt]!) : null;
  if (!page || !eventId || !EVENT_ID.test(eventId)) return null;
  const variables = { eventId };
  return {
    operationName: MARKET_OPERATION,
    query: MARKET_QUERY,
    variables,
    render(data) {
      const event = (data as MarketDetailsData | null)?.event;
      if (!event) return null;
      const markup = renderToStaticMarkup(<MarketFirstScreen event={event} pathname={pathname} kinds={page.kinds} />);
      const json = firstScreenJson({ path: pathname, operationName: MARKET_OPERATION, variables, data });
      return `${markup}<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
    },
  };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A drawing of the market first screen from a sample event, for the build's check of its class names. */
export { MarketFirstScreen };
