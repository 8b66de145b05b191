import { describe, expect, it } from 'vitest';
import { deviceFlags, eventOfPath, isRightColumnHidden, isTopNavHidden, NO_DEVICE_FLAGS, rightColumnContent, showsMyBets } from './layout-rules';

describe('top navigation hide rule', () => {
  it.each([
    '/profile',
    '/virtualsports',
    '/intcasino',
    '/passhistory',
    '/tipsreview',
    '/rollingComm',
    '/profitloss',
    '/settings',
    '/accountstatment',
    '/myBetshistory',
    '/profitlossMarket/4/31/2024-01-01/2024-01-31',
    '/profitlossEvent/4/2024-01-01/2024-01-31',
    '/userBetHistory/1.2/4',
  ])('hides on %s', (path) => expect(isTopNavHidden(path)).toBe(true));

  it.each(['/', '/inplay', '/marketdetails/31/4', '/banking/withdraw', '/activityLog', '/changpass', '/profitlossX'])(
    'shows on %s',
    (path) => expect(isTopNavHidden(path)).toBe(false),
  );
});

describe('right column hide rule', () => {
  it.each([
    '/accountstatment',
    '/profitloss',
    '/unsetteledbet',
    '/activityLog',
    '/profitlossMarket/4/31/a/b',
    '/profitlossEvent/4/a/b',
    '/userBetHistory/1/4',
    '/myBetshistory',
    '/rollingComm',
    '/changpass',
  ])('hides on %s', (path) => expect(isRightColumnHidden(path)).toBe(true));

  it.each(['/', '/inplay', '/profile', '/settings', '/marketdetails/31/4'])('shows on %s', (path) =>
    expect(isRightColumnHidden(path)).toBe(false),
  );
});

describe('right column content', () => {
  it('is the market set on marketdetails and lotterydetails', () => {
    expect(rightColumnContent('/marketdetails/31/4')).toBe('market');
    expect(rightColumnContent('/lotterydetails/6601/66104')).toBe('market');
  });
  it('is bet slip + My Bets on ballByBall', () => expect(rightColumnContent('/ballByBall/4/31')).toBe('betting'));
  it('is bet slip + My Bets wherever else an event’s prices can be clicked: virtual events, binary lines, the race card (issue #35)', () => {
    expect(rightColumnContent('/virtualdetails/66101/661011')).toBe('betting');
    expect(rightColumnContent('/binary')).toBe('betting');
    expect(rightColumnContent('/horseRacing/7')).toBe('betting');
  });
  it('is the bet slip above Play Games on the lists, whose odds can be clicked', () => {
    for (const path of ['/', '/home', '/inplay', '/favourites']) expect(rightColumnContent(path), path).toBe('lists');
  });
  it('is Play Games where no price can be clicked', () => {
    for (const path of ['/casino', '/intcasino', '/profile', '/virtualsports', '/lottery', '/tipsreview', '/nowhere']) expect(rightColumnContent(path), path).toBe('casino');
  });
  it('holds My Bets only where the page is about an event', () => {
    expect([showsMyBets('market'), showsMyBets('betting'), showsMyBets('lists'), showsMyBets('casino')]).toEqual([true, true, false, false]);
  });
});

describe('device flags', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
  const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0';

  it('detects the device on marketdetails', () => {
    expect(deviceFlags('/marketdetails/31/4', iphone)).toEqual({ iPhone: true, android: false, mobile: true, windows: false });
    expect(deviceFlags('/marketdetails/31/4', android)).toEqual({ iPhone: false, android: true, mobile: true, windows: false });
    expect(deviceFlags('/marketdetails/31/4', windows)).toEqual({ iPhone: false, android: false, mobile: false, windows: true });
  });

  it('clears all four flags anywhere else', () => {
    expect(deviceFlags('/', iphone)).toEqual(NO_DEVICE_FLAGS);
    expect(deviceFlags('/lotterydetails/1/2', android)).toEqual(NO_DEVICE_FLAGS);
  });
});

describe('the event a page is about', () => {
  it('is the eventId of an event’s page, wherever its pattern puts it', () => {
    expect(eventOfPath('/marketdetails/41001/4')).toBe('41001');
    expect(eventOfPath('/lotterydetails/6601/66104')).toBe('6601');
    expect(eventOfPath('/ballByBall/4/41001')).toBe('41001');
    expect(eventOfPath('/virtualdetails/66101/661011?x=1')).toBe('661011');
  });
  it('is none on any other page, a profit-and-loss market included, or off the table', () => {
    for (const path of ['/', '/inplay', '/profitlossMarket/4/41001/2024-01-01/2024-01-31', '/marketdetails/41001', '/nowhere']) expect(eventOfPath(path), path).toBeNull();
  });
});
