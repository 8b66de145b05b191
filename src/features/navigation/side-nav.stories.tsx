import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListOdds } from '@/features/home/public';
import { SideNav } from './side-nav';

const sports = [
  { sportId: 4, sportName: 'Cricket' },
  { sportId: 2, sportName: 'Tennis' },
  { sportId: 1, sportName: 'Soccer' },
  { sportId: 7, sportName: 'Horse Racing' },
];
const competitions = [
  { tournamentId: 'c-ipl', tournamentName: 'Indian Premier League', eventCount: 3 },
  { tournamentId: 'c-odi', tournamentName: 'ODI Series', eventCount: 2 },
];
const events = [
  { exEventId: '41001', sportId: 4, eventName: 'Mumbai Indians v Chennai Super Kings', inPlay: true },
  { exEventId: '41002', sportId: 4, eventName: 'Royal Challengers Bengaluru v Kolkata Knight Riders', inPlay: false },
];

const meta = {
  title: 'Shell/SideNav',
  component: SideNav,
  args: {
    loggedIn: false,
    level: 'sports',
    sports,
    selectedSport: null,
    competitions: [],
    selectedCompetition: null,
    events: [],
    onChooseSport: fn(),
    sportHref: (sportId: number) => (sportId === 7 ? '/horseRacing/7' : '/'),
    eventHref: (event: { exEventId: string; sportId: number }) => `/marketdetails/${event.exEventId}/${event.sportId}`,
    onChooseCompetition: fn(),
    onChooseEvent: fn(),
    onPrevious: fn(),
    onVimaan: fn(),
    social: { whatsapp: 'https://wa.me/919000000000', telegram: 'https://t.me/backlay', instagram: 'https://instagram.com/backlay' },
    apkUrl: '/downloads/backlay.apk',
  },
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SportsLoggedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Side menu' });
    await expect(within(nav).queryByRole('link', { name: 'Favourites' })).toBeNull();
    await expect(within(nav).queryByRole('button', { name: /Previous/ })).toBeNull();
    for (const name of ['Download APK', 'Whatsapp', 'Telegram', 'Instagram']) await expect(within(nav).getByRole('link', { name })).toBeVisible();
    // Each sport is a link (it opens in a new tab too); a plain click is the drill-down machine's.
    await expect(within(nav).getByRole('link', { name: 'Horse Racing' })).toHaveAttribute('href', '/horseRacing/7');
    await userEvent.click(within(nav).getByRole('link', { name: 'Tennis' }));
    await expect(args.onChooseSport).toHaveBeenCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: 'Vimaan' }));
    await expect(args.onVimaan).toHaveBeenCalled();
  },
};

export const SportsLoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
  },
};

export const Competitions: Story = {
  args: { level: 'competitions', selectedSport: sports[0]!, competitions },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cricket')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Indian Premier League/ }));
    await expect(args.onChooseCompetition).toHaveBeenCalledWith('c-ipl');
    await userEvent.click(canvas.getByRole('button', { name: /Previous/ }));
    await expect(args.onPrevious).toHaveBeenCalled();
  },
};

export const Events: Story = {
  args: { level: 'events', selectedSport: sports[0]!, selectedCompetition: competitions[0]!, events },
  play: async ({ canvasElement, args }) => {
    // An event is a link to its market page; a plain click is the drill-down machine's.
    await expect(within(canvasElement).getByRole('link', { name: /Mumbai Indians/ })).toHaveAttribute('href', '/marketdetails/41001/4');
    await userEvent.click(within(canvasElement).getByRole('link', { name: /Mumbai Indians/ }));
    await expect(args.onChooseEvent).toHaveBeenCalledWith(events[0]);
  },
};

export const NoEvents: Story = { args: { level: 'events', selectedSport: sports[0]!, selectedCompetition: competitions[0]!, events: [] } };

const level = (price: number) => [{ price, size: 250_000 }];
const pickOdds = fn();
/** 41001's match odds are open, 41002's suspended (two runners each: the X column stays empty). */
const oddsFor = (exEventId: string) => {
  const event = events.find((e) => e.exEventId === exEventId);
  if (!event) return null;
  const market = { marketId: `${exEventId}.mo`, runners: event.eventName.split(' v ').map((runnerName, i) => ({ runnerId: String(i + 1), runnerName })) };
  const book = {
    marketId: market.marketId,
    status: exEventId === '41002' ? ('SUSPENDED' as const) : ('OPEN' as const),
    inPlay: event.inPlay,
    runners: market.runners.map((r, i) => ({ runnerId: r.runnerId, availableToBack: level(1.9 + i), availableToLay: level(1.92 + i), lastTradedPrice: null })),
  };
  return <ListOdds market={market} book={book} compact onPick={pickOdds} />;
};

/** A competition's events with their live back prices under each name; a price opens the slip, the name the event. */
export const EventsWithOdds: Story = {
  args: { level: 'events', selectedSport: sports[0]!, selectedCompetition: competitions[0]!, events, oddsFor },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Back Chennai Super Kings at 2.9' }));
    await expect(pickOdds).toHaveBeenCalledWith({ runnerId: '2', runnerName: 'Chennai Super Kings' }, 'BACK', 2.9);
    await expect(args.onChooseEvent).not.toHaveBeenCalled();
    await expect(canvas.getByText('Suspended')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Side menu' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
