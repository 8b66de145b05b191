import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, fn, waitFor } from 'storybook/test';
import { useState } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { Header } from '@/features/header/header';
import { TopNav } from '@/features/navigation/top-nav';
import { AppToaster } from './app-toaster';

/** The real header, logged in (balance, exposure, deposit/withdraw). */
function LoggedInHeader({ promoOffers = [], onOpenDrawer = fn() }: { promoOffers?: readonly string[]; onOpenDrawer?: () => void }) {
  return (
    <Header
      brand={{ logoUrl: null, siteTitle: 'Backlay Exchange' }}
      session={{ status: 'loggedIn', userName: 'demo' }}
      balance={{ wallet: 2_500_000, exposure: 120_000, held: 0, available: 2_380_000 }}
      search={null}
      promoOffers={promoOffers}
      onOpenDrawer={onOpenDrawer}
      onOpenMobileSearch={fn()}
      onOpenRules={fn()}
      onOpenLogin={fn()}
      onOpenDeposit={fn()}
      onOpenExposure={fn()}
      onLogout={fn()}
    />
  );
}

/** The real header with the app's toaster. */
function HeaderWithToasts() {
  return (
    <>
      <LoggedInHeader />
      <AppToaster />
    </>
  );
}

const meta = {
  title: 'Shell/AppToaster',
  component: AppToaster,
  render: () => <HeaderWithToasts />,
  parameters: { layout: 'fullscreen' },
  // A story's toasts stay up for the accessibility check that follows its play function, and go when it ends.
  beforeEach: () => () => void toast.dismiss(),
} satisfies Meta<typeof AppToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Until a toast has stood still: its fade-in done, so that the accessibility check after the play
 * function reads its colours, not a blend with the page (a half-faded toast fails the contrast rule).
 */
const settled = (toastElement: HTMLElement) => Promise.all(toastElement.getAnimations({ subtree: true }).map((animation) => animation.finished));

/** A toast opens below the header: it covers none of its buttons and figures; a second replaces the first (issue 19). */
export const BelowTheHeader: Story = {
  play: async ({ canvasElement }) => {
    toast.success('Bet matched: Mumbai Indians');
    toast.error('Bet not placed: the market is suspended right now.');
    const header = canvasElement.querySelector('header')!;
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(1));
    const shown = document.querySelector<HTMLElement>('[data-sonner-toast][data-visible="true"]')!;
    await expect(shown).toHaveTextContent('Bet not placed: the market is suspended right now.');
    await waitFor(() => expect(shown.getBoundingClientRect().top).toBeGreaterThanOrEqual(header.getBoundingClientRect().bottom));
    for (const control of header.querySelectorAll('button, a, [data-testid]')) {
      await expect(overlaps(shown.getBoundingClientRect(), control.getBoundingClientRect()), `toast over ${control.textContent}`).toBe(false);
    }
    await settled(shown);
  },
};

/** The phone's frame top (header and top navigation) with the side menu open over it, and the app's toaster. */
function PhoneFrameWithSideMenu() {
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <>
      <LoggedInHeader promoOffers={['100% welcome bonus on your first deposit']} onOpenDrawer={() => setMenuOpen(true)} />
      <TopNav
        exchangeTabs={[
          { exchangeId: '00', exchangeName: 'Inplay', href: '/inplay' },
          { exchangeId: '11', exchangeName: 'Cricket', href: '/' },
        ]}
        selectedExchangeId="11"
        onSelectExchange={fn()}
        sports={[{ sportId: 4, sportName: 'Cricket', href: '/' }]}
        selectedSportId={null}
        onSelectSport={fn()}
      />
      <Sheet open={menuOpen} onOpenChange={setMenuOpen} title="Side menu">
        <p style={{ padding: 16 }}>Sports</p>
      </Sheet>
      <AppToaster />
    </>
  );
}

/**
 * On a phone a toast opens below the header and the tabs, and under the side menu: where the two meet, the
 * side menu is on top (issue 35).
 */
export const OnAPhoneUnderTheSideMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <PhoneFrameWithSideMenu />,
  play: async ({ canvasElement }) => {
    const menu = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]')!);
    // Toasts are the page's, not the story's: none left from another story (one that failed keeps its own).
    toast.dismiss();
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(0));
    toast.error('Bet not placed: the market is suspended right now.');
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(1));
    const shown = document.querySelector<HTMLElement>('[data-sonner-toast][data-visible="true"]')!;
    const nav = canvasElement.querySelector('nav[aria-label="Top navigation"]')!;
    await waitFor(() => expect(shown.getBoundingClientRect().top).toBeGreaterThanOrEqual(nav.getBoundingClientRect().bottom));
    // The menu slides in: probe it where it comes to rest, not mid-slide (a point left of the screen hits nothing).
    await Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished));
    const toastBox = shown.getBoundingClientRect();
    const menuBox = menu.getBoundingClientRect();
    await expect(overlaps(toastBox, menuBox)).toBe(true);
    const probe = document.elementFromPoint(menuBox.left + 8, toastBox.top + toastBox.height / 2);
    await expect(probe?.closest('[role="dialog"]')).toBe(menu);
    await settled(shown);
  },
};
