import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../exchange/db/seed';
import { DEMO_SIMULATOR_APP_KEY } from '../exchange/db/seed-two-factor';
import { useTestServer } from '../gateway/test-server';
import { simulatorAccountsReady } from './readiness';

/** How a process without a store (a cluster's gateway) learns whether the simulator's accounts are there (main.ts). */
describe('the simulator accounts over HTTP', () => {
  const server = useTestServer(120_000);

  it('are ready on the demo with the simulator password, not with another; an exchange not answering is an error', async () => {
    expect(await simulatorAccountsReady(`${server().url}/api`, DEMO_PASSWORD, DEMO_SIMULATOR_APP_KEY)).toBe(true);
    expect(await simulatorAccountsReady(`${server().url}/api`, 'not-the-password', DEMO_SIMULATOR_APP_KEY)).toBe(false);
    // The operator without its API key cannot pass its second step: not ready, as a wrong password.
    expect(await simulatorAccountsReady(`${server().url}/api`, DEMO_PASSWORD)).toBe(false);
    await expect(simulatorAccountsReady('http://127.0.0.1:1/api', DEMO_PASSWORD, DEMO_SIMULATOR_APP_KEY)).rejects.toThrow();
  });
});
