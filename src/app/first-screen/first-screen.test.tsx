import { describe, expect, it } from 'vitest';
import { MARKET_EVENT } from '@/features/market/market-fixtures';
import { moneyLocale, setMoneyLocale } from '@/lib/format';
import { FIRST_SCREEN_DATA_ID, firstScreenJson, readFirstScreen } from './first-screen';
import { firstScreenFor } from './render';

const MARKET_PATH = `/marketdetails/${MARKET_EVENT.exEventId}/${MARKET_EVENT.sportId}`;

/** A document as the server sends it: #root holding what the page's render wrote into the slot. */
function documentWith(root: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root">${root}</div>`;
  return doc;
}

describe('which pages the server draws', () => {
  it('draws the market page and the ball-by-ball page from their event, with the query the app sends', () => {
    const market = firstScreenFor(MARKET_PATH);
    expect(market).toMatchObject({ operationName: 'MarketDetails', variables: { eventId: '41001' } });
    expect(market!.query).toMatch(/^query MarketDetails\(\$eventId: ID!\)/);
    // As Apollo sends it: every selection set asks for __typename, so the answer goes into the cache as is.
    expect(market!.query).toMatch(/__typename/);
    expect(firstScreenFor('/ballByBall/4/41001')?.variables).toEqual({ eventId: '41001' });
  });

  it('leaves every other page, and an event id that is not one, to the app', () => {
    for (const path of ['/', '/home', '/inplay', '/marketdetails/41001', '/marketdetails/41001/4/extra', '/marketdetails/%00/4', '/marketdetails/%E0%A4%A/4', `/marketdetails/${'9'.repeat(65)}/4`, '/marketdetails/a%3Cb/4']) {
      expect(firstScreenFor(path), path).toBeNull();
    }
  });
});

describe('a drawn market page', () => {
  const drawn = firstScreenFor(MARKET_PATH)!.render({ event: MARKET_EVENT })!;

  it('shows the event, its runners with their prices, an empty bet slip, and the answer it was drawn from', () => {
    const doc = documentWith(drawn);
    const screen = doc.querySelector('#root > [data-first-screen]')!;
    expect(screen.getAttribute('aria-busy')).toBe('true');
    expect(screen.textContent).toContain('Mumbai Indians v Chennai Super Kings');
    for (const runner of ['Mumbai Indians', 'Chennai Super Kings', 'The Draw']) expect(screen.textContent).toContain(runner);
    expect(screen.textContent).toContain('1.84');
    expect(screen.textContent).toContain('1.86');
    expect(screen.textContent).toContain('Click on the odds to add selections to the bet slip.');
    // Money as Indian readers read it, from the one formatter the app uses too.
    expect(screen.querySelector('[data-testid="total-matched"]')?.textContent).toBe('Matched ₹1,25,43,800.00');
    expect(screen.textContent).toContain('Min ₹10.00 · Max ₹1,00,000.00');
    expect(screen.querySelector('[aria-label="Live Stream"]')).not.toBeNull();
    // Not interactive: the app replaces all of it.
    const data = JSON.parse(doc.getElementById(FIRST_SCREEN_DATA_ID)!.textContent!);
    expect(data).toEqual({ path: MARKET_PATH, operationName: 'MarketDetails', variables: { eventId: '41001' }, data: { event: MARKET_EVENT }, moneyLocale: 'en-IN' });
  });

  it("is drawn in the site's money locale, which the app reads with it", () => {
    try {
      const doc = documentWith(firstScreenFor(MARKET_PATH)!.render({ event: MARKET_EVENT }, 'de-DE')!);
      expect(moneyLocale()).toBe('de-DE');
      expect(readFirstScreen(doc)?.moneyLocale).toBe('de-DE');
      expect(doc.querySelector('[data-testid="total-matched"]')?.textContent).toBe('Matched 12.543.800,00\u00a0€');
      expect(doc.body.textContent).toContain('Min 10,00\u00a0€ · Max 100.000,00\u00a0€');
      // Not a locale: the default, never the text as given.
      const fallback = documentWith(firstScreenFor(MARKET_PATH)!.render({ event: MARKET_EVENT }, '"><b>')!);
      expect(readFirstScreen(fallback)?.moneyLocale).toBe('en-IN');
    } finally {
      setMoneyLocale('en-IN');
    }
  });

  it('draws the next-ball markets only on a ball-by-ball page, without the live stream', () => {
    const doc = documentWith(firstScreenFor('/ballByBall/4/41001')!.render({ event: MARKET_EVENT })!);
    const screen = doc.querySelector('[data-first-screen]')!;
    expect(screen.textContent).not.toContain('Match Odds');
    expect(screen.textContent).toContain('No markets are open on this event right now.');
    expect(doc.querySelector('[aria-label="Live Stream"]')).toBeNull();
  });

  it('draws nothing for an answer without the event', () => {
    expect(firstScreenFor(MARKET_PATH)!.render({ event: null })).toBeNull();
    expect(firstScreenFor(MARKET_PATH)!.render(null)).toBeNull();
  });

  it('cannot be broken out of by a name: markup is escaped, and the JSON cannot end its script', () => {
    const hostile = { ...MARKET_EVENT, eventName: '</script><img src=x onerror=alert(1)>\u2028' };
    const html = firstScreenFor(MARKET_PATH)!.render({ event: hostile })!;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<img src=x');
    const json = html.slice(html.indexOf(`id="${FIRST_SCREEN_DATA_ID}">`));
    expect(json).not.toContain('\u2028');
    const doc = documentWith(html);
    expect(JSON.parse(doc.getElementById(FIRST_SCREEN_DATA_ID)!.textContent!).data.event.eventName).toBe(hostile.eventName);
  });
});

describe('the app reading a drawn page', () => {
  const drawn = firstScreenFor(MARKET_PATH)!.render({ event: MARKET_EVENT })!;

  it('keeps the drawn nodes for the router, and hands the answer once, to the same operation and variables only', () => {
    const first = readFirstScreen(documentWith(drawn))!;
    expect(first.path).toBe(MARKET_PATH);
    const drawnText = first.nodes.map((n) => n.textContent).join('');
    expect(drawnText).toContain('Mumbai Indians');
    expect(first.nodes.some((n) => n instanceof Element && (n.id === FIRST_SCREEN_DATA_ID || n.querySelector(`#${FIRST_SCREEN_DATA_ID}`)))).toBe(false);
    expect(first.take('MarketDetails', { eventId: '999' })).toBeUndefined();
    expect(first.take('HomeQuery', { eventId: '41001' })).toBeUndefined();
    expect(first.take('MarketDetails', { eventId: '41001', extra: 1 })).toBeUndefined();
    expect(first.take('MarketDetails', { eventId: '41001' })).toEqual({ event: MARKET_EVENT });
    expect(first.take('MarketDetails', { eventId: '41001' })).toBeUndefined();
  });

  it('finds nothing on a page the server did not draw, or in a data script it cannot use', () => {
    expect(readFirstScreen(documentWith('<div aria-busy="true"><p>Loading markets…</p></div>'))).toBeNull();
    const screen = '<div data-first-screen="" aria-busy="true"></div>';
    const script = (json: string) => `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
    expect(readFirstScreen(documentWith(screen))).toBeNull();
    expect(readFirstScreen(documentWith(screen + script('{not json')))).toBeNull();
    expect(readFirstScreen(documentWith(screen + script('null')))).toBeNull();
    expect(readFirstScreen(documentWith(screen + script('{"path":"/x","operationName":"Q","variables":{}}')))).toBeNull();
    expect(readFirstScreen(documentWith(screen + script(firstScreenJson({ path: '/x', operationName: 'Q', variables: {}, data: null }))))).not.toBeNull();
  });
});
