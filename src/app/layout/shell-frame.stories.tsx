import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BetSlipPanel } from '@/features/bets/bet-slip-panel';
import { EMPTY_SLIP, ignore } from '@/features/bets/bet-slip-fixtures';
import { MyBetsPanel } from '@/features/bets/my-bets-panel';
import { casinoGamesFixture } from '@/features/casino/casino-fixtures';
import { PlayGamesPanel } from '@/features/casino/play-games-panel';
import { Footer } from '@/features/footer/footer';
import { EventSearch } from '@/features/header/event-search';
import { Header, type HeaderSession } from '@/features/header/header';
import { Marquee } from '@/features/header/marquee';
import { eventGroupsFixture, sportsFixture } from '@/features/home/home-fixtures';
import { HomeView } from '@/features/home/home-page';
import { LiveStreamPanel } from '@/features/live-stream/live-stream-panel';
import { SideNav } from '@/features/navigation/side-nav';
import { TopNav } from '@/features/navigation/top-nav';
import { RightColumn, type RightColumnContent } from '@/app/layout/right-column';
import { ComingPage } from '@/features/shell/coming-page';
import { ShellFrame } from './shell-frame';

const sports = [
  { sportId: 4, sportName: 'Cricket' },
  { sportId: 2, sportName: 'Tennis' },
  { sportId: 1, sportName: 'Soccer' },
  { sportId: 7, sportName: 'Horse Racing' },
];
const exchangeTabs = [
  { exchangeId: '00', exchangeName: 'Inplay' },
  { exchangeId: '11', exchangeName: 'Cricket' },
  { exchangeId: '98', exchangeName: 'Tips Review' },
  { exchangeId: '88022', exchangeName: 'VIMAAN' },
];

interface FrameStoryProps {
  session: HeaderSession;
  topNav: boolean;
  rightColumn: RightColumnContent | null;
  loading: boolean;
  page: 'home' | 'coming';
}

/** The frame with its real panels, driven by story args instead of machines. */
function Frame({ session, topNav, rightColumn, loading, page }: FrameStoryProps) {
  const loggedIn = session.status === 'loggedIn';
  return (
    <ShellFrame
      header={
        <Header
          brand={{ logoUrl: null, siteTitle: 'Backlay Exchange' }}
          session={session}
          balance={loggedIn ? { wallet: 2_500_000, exposure: 120_000, held: 0, available: 2_380_000 } : null}
          search={<EventSearch variant="dropdown" text="" results={[]} open={false} busy={false} error={null} onTextChange={fn()} onFocus={fn()} onBlur={fn()} onChoose={fn()} />}
          promoOffers={['100% welcome bonus', '5% weekly cashback']}
          onOpenDrawer={fn()}
          onOpenMobileSearch={fn()}
          onOpenRules={fn()}
          onOpenLogin={fn()}
          onOpenDeposit={fn()}
          onOpenExposure={fn()}
          onLogout={fn()}
        />
      }
      strip={<Marquee message="Welcome to Backlay Exchange." />}
      topNav={
        topNav ? (
          <TopNav
            loading={loading}
            exchangeTabs={loading ? [] : exchangeTabs}
            selectedExchangeId="11"
            onSelectExchange={fn()}
            sports={loading ? [] : sports}
            selectedSportId={null}
            onSelectSport={fn()}
          />
        ) : null
      }
      sideNav={
        <SideNav
          loggedIn={loggedIn}
          level="sports"
          sports={loading ? [] : sports}
          selectedSport={null}
          competitions={[]}
          selectedCompetition={null}
          events={[]}
          sportHref={(sportId) => (sportId === 7 ? '/horseRacing/7' : '/')}
          eventHref={(event) => `/marketdetails/${event.exEventId}/${event.sportId}`}
          onChooseSport={fn()}
          onChooseCompetition={fn()}
          onChooseEvent={fn()}
          onPrevious={fn()}
          onVimaan={fn()}
          social={{}}
          apkUrl="/downloads/backlay.apk"
        />
      }
      rightColumn={
        rightColumn ? (
          <RightColumn
            content={rightColumn}
            liveStream={<LiveStreamPanel open={false} videoId={null} onToggle={fn()} />}
            betSlip={<BetSlipPanel view={EMPTY_SLIP} send={ignore} />}
            myBets={<MyBetsPanel matched={[]} />}
            playGames={<PlayGamesPanel loading={loading} games={casinoGamesFixture} onPlay={fn()} />}
          />
        ) : null
      }
      footer={<Footer activeTab="home" onTab={fn()} onOpenRules={fn()} siteTitle="Backlay Exchange" />}
      popups={null}
    >
      {page === 'home' ? (
        <HomeView sports={sportsFixture} groups={eventGroupsFixture} selectedSportId={null} favourites={loggedIn ? new Set(['41001']) : null} onToggleFavourite={fn()} autoplay={false} />
      ) : (
        <ComingPage title="Account Statement" comingWith="the account pages" />
      )}
    </ShellFrame>
  );
}

const meta = {
  title: 'Shell/Frame',
  component: Frame,
  parameters: { layout: 'fullscreen' },
  args: { session: { status: 'loggedOut' }, topNav: true, rightColumn: 'casino', loading: false, page: 'home' },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Top navigation' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Right column' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
export const LoggedIn: Story = { args: { session: { status: 'loggedIn', userName: 'demo' } } };
export const Blocked: Story = { args: { session: { status: 'loggedIn', userName: 'blocked' } } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Top navigation' })).toHaveAttribute('data-state', 'loading');
  },
};
export const MarketPage: Story = { args: { session: { status: 'loggedIn', userName: 'demo' }, rightColumn: 'market', page: 'coming' } };
export const AccountPageFullWidth: Story = {
  args: { session: { status: 'loggedIn', userName: 'demo' }, topNav: false, rightColumn: null, page: 'coming' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Top navigation' })).toBeNull();
    await expect(canvas.queryByRole('complementary', { name: 'Right column' })).toBeNull();
    await expect(canvasElement.querySelector('[data-right-column]')).toHaveAttribute('data-right-column', 'hidden');
  },
};
export const MobileLoggedOut: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
export const MobileLoggedIn: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { session: { status: 'loggedIn', userName: 'demo' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Side menu' })).toBeNull(); // a drawer on phones
    await expect(canvas.getByRole('list', { name: 'Quick links' })).toBeVisible();
  },
};
/** Where the columns stack: the right column's panels follow the page's content at the frame's gap. */
const panelsFollowTheContent = (width: number) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(window.innerWidth).toBe(width);
  const content = canvasElement.querySelector('#content')!.getBoundingClientRect();
  const column = within(canvasElement).getByRole('complementary', { name: 'Right column' }).getBoundingClientRect();
  await expect(column.top).toBeGreaterThanOrEqual(content.bottom);
  await expect(column.top - content.bottom).toBeLessThanOrEqual(10);
};
/**
 * A phone on a short page with the market's right column: its panels follow the page's content, however
 * much of the screen is left below them (the frame stays a screen tall).
 */
export const MobileShortPage: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { session: { status: 'loggedIn', userName: 'demo' }, rightColumn: 'market', page: 'coming' },
  play: panelsFollowTheContent(390),
};
/** A tablet on a short page: the panels follow the content, not the side menu beside it, which is taller. */
export const TabletShortPage: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { session: { status: 'loggedIn', userName: 'demo' }, rightColumn: 'market', page: 'coming' },
  play: async (context) => {
    const menu = within(context.canvasElement).getByRole('navigation', { name: 'Side menu' }).getBoundingClientRect();
    const content = context.canvasElement.querySelector('#content')!.getBoundingClientRect();
    await expect(menu.bottom).toBeGreaterThan(content.bottom + 20);
    await panelsFollowTheContent(768)(context);
  },
};
