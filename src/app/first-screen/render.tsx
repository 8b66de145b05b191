import { addTypenameToDocument } from '@apollo/client/utilities';
import { getOperationAST, print } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_MONEY_LOCALE, isMoneyLocale, setMoneyLocale } from '@domain/money';
import type { MarketDetailsQuery as MarketDetailsData, MarketKind } from '@/gql/graphql';
import { MarketDetailsQuery, NEXT_BALL_KINDS } from '@/features/market/market-details-view';
import { matchRoute, type RouteKey, type RouteParamName } from '../../../machines/lib/routes';
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
   * Drawn in the site's money locale (its moneyLocale setting), which the JSON carries to the app.
   */
  render(data: unknown, moneyLocale?: string): string | null;
}

const MARKET_QUERY = print(addTypenameToDocument(MarketDetailsQuery));
const MARKET_OPERATION = getOperationAST(MarketDetailsQuery)!.name!.value;
/** An event id as the exchange gives them; anything else is left to the app (its not-found page). */
const EVENT_ID = /^[\w.:-]{1,64}$/;

/** How the server draws one route's first screen: the route parameter that names its event, and the markets shown. */
type DrawnPage<K extends RouteKey> = { eventParam: RouteParamName<K>; kinds?: readonly MarketKind[] };

/**
 * The routes drawn on the server, by their key in the route table (machines/lib/routes.ts): the market
 * page and the ball-by-ball page. A key the table does not have, or a parameter its pattern does not
 * name, is a type error.
 */
const PAGES: { [K in RouteKey]?: DrawnPage<K> } = {
  marketDetails: { eventParam: 'eventId' },
  ballByBall: { eventParam: 'eventId', kinds: NEXT_BALL_KINDS },
};

/** The first screen of `pathname`, or null for a page the server does not draw. */
export function firstScreenFor(pathname: string): FirstScreenPage | null {
  const match = matchRoute(pathname);
  const page = match && (PAGES[match.key] as DrawnPage<RouteKey> | undefined);
  const eventId = page ? match.params[page.eventParam] : undefined;
  if (!page || eventId === undefined || !EVENT_ID.test(eventId)) return null;
  const variables = { eventId };
  return {
    operationName: MARKET_OPERATION,
    query: MARKET_QUERY,
    variables,
    render(data, locale) {
      const event = (data as MarketDetailsData | null)?.event;
      if (!event) return null;
      // Synchronous from here to the markup: no other page's drawing runs in between with another locale.
      const moneyLocale = isMoneyLocale(locale) ? locale : DEFAULT_MONEY_LOCALE;
      setMoneyLocale(moneyLocale);
      const markup = renderToStaticMarkup(<MarketFirstScreen event={event} pathname={pathname} kinds={page.kinds} />);
      const json = firstScreenJson({ path: pathname, operationName: MARKET_OPERATION, variables, data, moneyLocale });
      return `${markup}<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
    },
  };
}

/** A drawing of the market first screen from a sample event, for the build's check of its class names. */
export { MarketFirstScreen };
