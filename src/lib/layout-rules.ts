/**
 * The layout frame's rules of spec §2: when the top navigation and the right column hide, what
 * the right column holds, and the device flags of market pages. Pure: the frame passes the path.
 */

const segments = (pathname: string) => pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);

/** Last path segments on which the top navigation hides. */
export const TOP_NAV_HIDDEN_LAST_SEGMENTS = [
  'profile',
  'virtualsports',
  'intcasino',
  'passhistory',
  'tipsreview',
  'rollingComm',
  'profitloss',
  'settings',
  'accountstatment',
  'myBetshistory',
] as const;
/** Routes (first segment) on which the top navigation hides whatever follows. */
export const TOP_NAV_HIDDEN_ROUTES = ['profitlossMarket', 'profitlossEvent', 'userBetHistory'] as const;
/** Routes (first segment) on which the right column hides and the content takes the full width. */
export const RIGHT_COLUMN_HIDDEN_ROUTES = [
  'accountstatment',
  'profitloss',
  'unsetteledbet',
  'activityLog',
  'profitlossMarket',
  'profitlossEvent',
  'userBetHistory',
  'myBetshistory',
  'rollingComm',
  'changpass',
] as const;

export function isTopNavHidden(pathname: string): boolean {
  const parts = segments(pathname);
  const last = parts[parts.length - 1] ?? '';
  return (
    (TOP_NAV_HIDDEN_LAST_SEGMENTS as readonly string[]).includes(last) ||
    (TOP_NAV_HIDDEN_ROUTES as readonly string[]).includes(parts[0] ?? '')
  );
}

export function isRightColumnHidden(pathname: string): boolean {
  return (RIGHT_COLUMN_HIDDEN_ROUTES as readonly string[]).includes(segments(pathname)[0] ?? '');
}

/**
 * What the right column shows: `market` = Live Stream + bet slip + My Bets (marketdetails,
 * lotterydetails); `betting` = bet slip + My Bets (ballByBall); `casino` = Play Games elsewhere.
 */
export type RightColumnContent = 'market' | 'betting' | 'casino';

export function rightColumnContent(pathname: string): RightColumnContent {
  const route = segments(pathname)[0];
  if (route === 'marketdetails' || route === 'lotterydetails') return 'market';
  // Spec §2: every other page (binary and virtual events too) shows Play Games; those pages carry the slip in their content.
  if (route === 'ballByBall') return 'betting';
  return 'casino';
}

export interface DeviceFlags {
  iPhone: boolean;
  android: boolean;
  mobile: boolean;
  windows: boolean;
}

export const NO_DEVICE_FLAGS: DeviceFlags = { iPhone: false, android: false, mobile: false, windows: false };

/** On a marketdetails path the device is detected from the user agent; anywhere else all four flags are cleared. */
export function deviceFlags(pathname: string, userAgent: string): DeviceFlags {
  if (segments(pathname)[0] !== 'marketdetails') return NO_DEVICE_FLAGS;
  return {
    iPhone: /iPhone/i.test(userAgent),
    android: /Android/i.test(userAgent),
    mobile: /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(userAgent),
    windows: /Windows/i.test(userAgent),
  };
}
