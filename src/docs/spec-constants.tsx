/**
 * The spec's constants (product-spec §7–§9) as the code holds them, beside the screens and
 * machines that use them: imported, so the docs page shows the values that ship.
 */
import { OUTCOME_DISPLAY_MS } from '../../machines/bet-slip.machine';
import { EVENT_ID_PLACEHOLDER, TOKEN_PLACEHOLDER } from '../../machines/casino-launch.machine';
import { DEFAULT_EXCHANGE_ID, PARTNER_EXCHANGE_ID } from '../../machines/exchange-tab.machine';
import { DEFAULT_DATE_FORMAT, RANGE_SEPARATOR, YEARS_PER_PAGE } from '../../machines/lib/calendar';
import { CONTACT_UPLINE, LOGIN_TO_WATCH_LIVE, PLEASE_LOGIN_FIRST } from '../../machines/lib/messages';
import { EXCHANGE_NAME_KEY, THEME_CONFIG_KEY, TOKEN_KEY, USER_DETAIL_KEY } from '../../machines/lib/storage';
import { SEARCH_BLUR_CLEAR_MS } from '../../machines/search.machine';
import { LOGOUT_FAILED_MESSAGE } from '../../machines/session.machine';
import { THEME_POLL_MS } from '../../machines/startup.types';
import { TIME_STEPS } from '../../machines/time-picker.machine';
import { TOAST_DURATION_MS } from '../../machines/toast.machine';
import { PUBLISH_DELAY_MS } from '../../machines/top-nav.machine';
import { AUTOPLAY_MS, SLIDES_PER_VIEW } from '@/features/home/carousel';
import { MARQUEE_SECONDS } from '@/features/header/marquee';
import { PROMO_BANNER_SECONDS } from '@/features/header/promo-banner';
import { EXCHANGE_TAB_SHARE } from '@/features/navigation/top-nav';

interface Row {
  name: string;
  value: unknown;
  spec: string;
  usedBy: string;
}

export const specConstantGroups: { title: string; rows: Row[] }[] = [
  {
    title: 'Delays and durations',
    rows: [
      { name: 'PUBLISH_DELAY_MS', value: PUBLISH_DELAY_MS, spec: '§9 top nav 50 ms, side nav 100 ms', usedBy: 'machines/top-nav.machine.ts → TopNav, SideNav' },
      { name: 'SEARCH_BLUR_CLEAR_MS', value: SEARCH_BLUR_CLEAR_MS, spec: '§9 search cleared 150 ms after blur', usedBy: 'machines/search.machine.ts → EventSearch' },
      { name: 'THEME_POLL_MS', value: THEME_POLL_MS, spec: '§7 theme config polled every 50 ms', usedBy: 'machines/startup.machine.ts → applyTheme' },
      { name: 'TOAST_DURATION_MS', value: TOAST_DURATION_MS, spec: '§9 one toast at a time, auto-dismiss', usedBy: 'machines/toast.machine.ts → sonner Toaster' },
      { name: 'OUTCOME_DISPLAY_MS', value: OUTCOME_DISPLAY_MS, spec: 'bet slip outcome shown, then cleared', usedBy: 'machines/bet-slip.machine.ts → BetSlipPanel' },
      { name: 'AUTOPLAY_MS', value: AUTOPLAY_MS, spec: '§9 carousel 1500 ms autoplay', usedBy: 'features/home/carousel.tsx → Carousel' },
      { name: 'MARQUEE_SECONDS', value: MARQUEE_SECONDS, spec: '§9 marquee scroll 30 s', usedBy: 'features/header/marquee.tsx → Marquee' },
      { name: 'PROMO_BANNER_SECONDS', value: PROMO_BANNER_SECONDS, spec: '§9 mobile banner 25 s', usedBy: 'features/header/promo-banner.tsx → PromoBanner' },
    ],
  },
  {
    title: 'Sizes and grids',
    rows: [
      { name: 'SLIDES_PER_VIEW', value: SLIDES_PER_VIEW, spec: '§9 carousel 3.5 slides', usedBy: 'features/home/carousel.tsx → Carousel' },
      { name: 'EXCHANGE_TAB_SHARE', value: EXCHANGE_TAB_SHARE, spec: '§9 tab centring uses a third of the spare width', usedBy: 'features/navigation/top-nav.tsx → TopNav' },
      { name: 'YEARS_PER_PAGE', value: YEARS_PER_PAGE, spec: '§9 years 4x4, 16 per page', usedBy: 'machines/lib/calendar.ts → DatePicker, DateRangePicker' },
      { name: 'TIME_STEPS', value: TIME_STEPS, spec: '§9 time steps', usedBy: 'machines/time-picker.machine.ts → TimePicker' },
    ],
  },
  {
    title: 'Texts',
    rows: [
      { name: 'PLEASE_LOGIN_FIRST', value: PLEASE_LOGIN_FIRST, spec: '§8 no token for casino play or VIMAAN', usedBy: 'machines/exchange-tab.machine.ts → toast (VIMAAN)' },
      { name: 'LOGIN_TO_WATCH_LIVE', value: LOGIN_TO_WATCH_LIVE, spec: '§8 Live TV without token', usedBy: 'machines/live-stream.machine.ts → LiveStream' },
      { name: 'CONTACT_UPLINE', value: CONTACT_UPLINE, spec: '§8 casino link unusable', usedBy: 'machines/exchange-tab.machine.ts → toast (VIMAAN)' },
      { name: 'LOGOUT_FAILED_MESSAGE', value: LOGOUT_FAILED_MESSAGE, spec: '§8 generic error on logout failure', usedBy: 'machines/session.machine.ts → toast' },
      { name: 'DEFAULT_DATE_FORMAT', value: DEFAULT_DATE_FORMAT, spec: '§9 picker input format', usedBy: 'machines/lib/calendar.ts → DatePicker' },
      { name: 'RANGE_SEPARATOR', value: RANGE_SEPARATOR, spec: '§9 range separator space-dash-space', usedBy: 'machines/lib/calendar.ts → DateRangePicker' },
      { name: 'TOKEN_PLACEHOLDER / EVENT_ID_PLACEHOLDER', value: [TOKEN_PLACEHOLDER, EVENT_ID_PLACEHOLDER], spec: '§7 casino launch placeholders', usedBy: 'machines/casino-launch.machine.ts' },
    ],
  },
  {
    title: 'Storage keys and ids',
    rows: [
      { name: 'Storage keys', value: [TOKEN_KEY, USER_DETAIL_KEY, THEME_CONFIG_KEY, EXCHANGE_NAME_KEY], spec: '§3 local storage keys', usedBy: 'machines/lib/storage.ts → session, startup, exchange tab' },
      { name: 'DEFAULT_EXCHANGE_ID / PARTNER_EXCHANGE_ID', value: [DEFAULT_EXCHANGE_ID, PARTNER_EXCHANGE_ID], spec: '§4 exchange bar, VIMAAN', usedBy: 'machines/exchange-tab.machine.ts → TopNav' },
    ],
  },
];

/** The tables of the docs page. */
export function SpecConstants() {
  return (
    <>
      {specConstantGroups.map((group) => (
        <section key={group.title}>
          <h3>{group.title}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Constant</th>
                <th scope="col">Value</th>
                <th scope="col">Spec</th>
                <th scope="col">Used by</th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.name}>
                  <td>
                    <code>{row.name}</code>
                  </td>
                  <td>
                    <code>{JSON.stringify(row.value)}</code>
                  </td>
                  <td>{row.spec}</td>
                  <td>{row.usedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
