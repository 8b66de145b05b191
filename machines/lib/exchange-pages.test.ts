import { describe, expect, it } from 'vitest';
import { activeExchangeTab, EXCHANGE_PAGES, exchangePath, isRoutedExchange, pageSport } from './exchange-pages';
import { ROUTES } from './routes';

describe('the exchange tab a page belongs to', () => {
  it('follows the page: home and market pages highlight the exchange, the casino its tab, in-play its own', () => {
    expect(activeExchangeTab('/')).toBe('11');
    expect(activeExchangeTab('/home')).toBe('11');
    expect(activeExchangeTab('/marketdetails/41001/4')).toBe('11');
    expect(activeExchangeTab('/ballByBall/4/41001')).toBe('11');
    expect(activeExchangeTab('/horseRacing/7')).toBe('11');
    expect(activeExchangeTab('/inplay')).toBe('00');
    expect(activeExchangeTab('/intcasino')).toBe('16');
    expect(activeExchangeTab('/casino')).toBe('16');
    expect(activeExchangeTab('/virtualsports')).toBe('66101');
    expect(activeExchangeTab('/virtualdetails/66101/9001')).toBe('66101');
    expect(activeExchangeTab('/binary?x=1')).toBe('66103');
    expect(activeExchangeTab('/tipsreview')).toBe('98');
  });

  it('highlights no tab on a page of no exchange (account pages, lottery) or outside the route table', () => {
    expect(activeExchangeTab('/accountstatment')).toBeNull();
    expect(activeExchangeTab('/lottery')).toBeNull();
    expect(activeExchangeTab('/banking/withdraw')).toBeNull();
    expect(activeExchangeTab('/no/such/page')).toBeNull();
  });

  it('gives each tab its own address, which is one of its pages; VIMAAN and unknown ids have none', () => {
    expect(exchangePath('00')).toBe('/inplay');
    expect(exchangePath('11')).toBe('/');
    expect(exchangePath('16')).toBe('/intcasino');
    expect(exchangePath('88022')).toBeNull();
    expect(exchangePath('4')).toBeNull();
    expect(isRoutedExchange('toString')).toBe(false);
    for (const id of Object.keys(EXCHANGE_PAGES)) expect(activeExchangeTab(exchangePath(id)!)).toBe(id);
  });

  it('puts every route in at most one tab', () => {
    const keys = Object.values(EXCHANGE_PAGES).flat();
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(ROUTES.some((r) => r.key === key)).toBe(true);
  });
});

describe('the sport a page is about (the sport tab lit on it)', () => {
  it("reads a market's, a race card's, a ball-by-ball and a lottery page's sport from the address", () => {
    expect(pageSport('/marketdetails/41001/4')).toBe(4);
    expect(pageSport('/marketdetails/7861958/7')).toBe(7);
    expect(pageSport('/horseRacing/7')).toBe(7);
    expect(pageSport('/ballByBall/4/41001')).toBe(4);
    expect(pageSport('/lotterydetails/66104150056/66104')).toBe(66104);
    expect(pageSport('/lottery')).toBe(66104);
  });

  it('names none on a page of no one sport, or an address whose sport is not a number', () => {
    expect(pageSport('/')).toBeNull();
    expect(pageSport('/home')).toBeNull();
    expect(pageSport('/inplay')).toBeNull();
    expect(pageSport('/accountstatment')).toBeNull();
    expect(pageSport('/marketdetails/41001/x')).toBeNull();
    expect(pageSport('/no/such/page')).toBeNull();
  });
});
