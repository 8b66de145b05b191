/**
 * The demo's two-step sign-in (docs/security.md "Two-step sign-in"): every demo staff account is
 * enrolled with one documented TOTP secret (add it to an authenticator app to sign in as them; the
 * tests compute its codes through tests/support/two-factor.ts), and the operator has the simulator's
 * API key. Demo only: a real site's staff enrol themselves at their first sign-in.
 */
import { hashToken } from '../auth/tokens';
import type { Db } from './client';
import { apiKeys, twoFactors } from './schema';

/** The demo staff's TOTP secret (base32), published in README and docs/security.md: a demo, not a secret. */
export const DEMO_TOTP_SECRET = 'BACKLAYDEMOTOTPSECRETKEY234567AB';
/** The simulator's API key for `operator` (SIMULATOR_APP_KEY overrides what the simulator sends). */
export const DEMO_SIMULATOR_APP_KEY = 'demo-simulator-app-key';
/** The demo accounts enrolled with DEMO_TOTP_SECRET: every level that can move money. */
export const DEMO_STAFF_USER_IDS = ['u-operator', 'u-smaster', 'u-master', 'u-agent'] as const;

/** In the demo seed's transaction, after its users. */
export async function seedDemoTwoFactor(tx: Db): Promise<void> {
  await tx.insert(twoFactors).values(DEMO_STAFF_USER_IDS.map((userId) => ({ userId, secret: DEMO_TOTP_SECRET })));
  await tx.insert(apiKeys).values({ userId: 'u-operator', keyHash: hashToken(DEMO_SIMULATOR_APP_KEY), label: 'Demo simulator' });
}
