import { ExchangeCallError, ExchangeClient } from './client';

/** The accounts the simulator runs as (world.ts): the operator's calls and the two market makers. */
export const SIMULATOR_ACCOUNTS = ['operator', 'mm1', 'mm2'] as const;

/**
 * Whether every account the simulator runs as signs in with `password` (the operator with its API key) at `baseUrl` (the REST API):
 * how a process without a store of its own (a cluster's gateway) learns the demo's accounts exist
 * before it starts the simulator. A refused sign-in is false; the exchange not answering is an error.
 */
export async function simulatorAccountsReady(baseUrl: string, password: string, operatorAppKey?: string): Promise<boolean> {
  for (const userName of SIMULATOR_ACCOUNTS) {
    try {
      // The operator signs in with its API key in place of a second step, as the simulator does (world.ts).
      await new ExchangeClient(baseUrl, userName, password, userName === 'operator' ? operatorAppKey : undefined).login();
    } catch (err) {
      if (err instanceof ExchangeCallError && err.status < 500) return false;
      throw err;
    }
  }
  return true;
}
