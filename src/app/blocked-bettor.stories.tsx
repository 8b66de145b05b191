import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { createActor } from 'xstate';
import { expect, fn, waitFor } from 'storybook/test';
import { pathTo } from '../../machines/lib/routes';
import { BLOCKED_MESSAGE } from '@/features/auth/blocked-message';
import { Header } from '@/features/header/header';
import { provideToast, toasterMounted } from '@/lib/toast';
import { AppToaster } from './layout/app-toaster';
import { refusalToast } from './route-refusal';
import { createRouteGuard } from './router';

const blocked = { token: 'token', userDetail: { isLogin: 0, data: { userName: 'blocked', isLogin: 0, role: 'user' } } };

/**
 * The app's refusal wiring (app.tsx) with its real parts: the route-guard machine, the refusal's
 * words (route-refusal.ts) and the toast machine showing them with the app's toaster.
 */
function refusalWiring() {
  const toasts = createActor(provideToast(), { input: {} }).start();
  const { logic, check } = createRouteGuard((refusal) => {
    const told = refusalToast(refusal);
    if (told) toasts.send({ type: 'toast.show', ...told });
  });
  const guard = createActor(logic).start();
  /** A navigation's loader asking the guard; true when the guard sent it home. */
  const enter = (path: string) => {
    try {
      check(guard, `http://localhost${path}`, blocked);
      return false;
    } catch {
      return true;
    }
  };
  return { enter, stop: () => toasts.stop() };
}

/** A blocked bettor's header (logged in, account menu) with the app's toaster. */
function BlockedBettorShell() {
  useEffect(toasterMounted, []);
  return (
    <>
      <Header
        brand={{ logoUrl: null, siteTitle: 'Backlay Exchange' }}
        session={{ status: 'loggedIn', userName: 'blocked' }}
        balance={{ wallet: 50_000, exposure: 0, held: 0, available: 50_000 }}
        search={null}
        promoOffers={[]}
        onOpenDrawer={fn()}
        onOpenMobileSearch={fn()}
        onOpenRules={fn()}
        onOpenLogin={fn()}
        onOpenDeposit={fn()}
        onOpenExposure={fn()}
        onLogout={fn()}
      />
      <AppToaster />
    </>
  );
}

const meta = {
  title: 'Shell/BlockedBettor',
  component: BlockedBettorShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlockedBettorShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const shownToasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];

/**
 * Issue 36: a blocked bettor (isLogin 0) opening a market is sent home and told, once, what happens:
 * betting pages are refused and the upline can unblock. The same navigation asked twice (a second
 * router, a revalidation) shows no second toast; pages that stay open say nothing.
 */
export const SentHomeFromAMarket: Story = {
  play: async () => {
    const wiring = refusalWiring();
    expect(wiring.enter(pathTo('accountStatement'))).toBe(false);
    expect(wiring.enter(pathTo('marketDetails', { eventId: 41001, id: 4 }))).toBe(true);
    expect(wiring.enter(pathTo('marketDetails', { eventId: 41001, id: 4 }))).toBe(true);
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await expect(shownToasts()[0]).toHaveTextContent(BLOCKED_MESSAGE);
    await expect(shownToasts()[0]).toHaveTextContent('Your account is blocked from betting: contact your upline.');
    // Held a moment: no second toast follows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shownToasts()).toHaveLength(1);
    wiring.stop();
  },
};
