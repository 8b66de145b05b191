import { expect, it } from 'vitest';
import { MAX_CODE_REQUESTS_PER_ADDRESS, MAX_WRONG_GUESSES_PER_ACCOUNT, MAX_WRONG_GUESSES_PER_ADDRESS, RESET_WINDOW_MS } from '../auth/reset-throttle';
import { RESET_CODE_MAX_ATTEMPTS } from '../auth/throttle';
import { resetAttempts } from '../db/schema';
import { onEveryStore, type ApiHarness, tokenOf } from './test-harness';

// The harness trusts X-Forwarded-For, so each call can come from its own client address.
const from = (api: ApiHarness, address: string, url: string, payload: unknown) =>
  api.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } });

let seq = 0;
/** A fresh address for each call, so only the budget under test can refuse it. */
const anyAddress = () => `198.18.${(seq >> 8) & 255}.${seq++ & 255}`;

/** A new bettor under the demo site's first agent (`agent`). */
async function newBettor(api: ApiHarness, userName: string): Promise<void> {
  const res = await from(api, anyAddress(), '/api/auth/signup', { key: 'demo', userName, password: 'demo-password-1' });
  expect(res.statusCode, res.body).toBe(201);
}

/** The agent's session, one per store: each login is a deliberately slow scrypt, and no test here ends it. */
const agentTokens = new WeakMap<ApiHarness, Promise<string>>();
async function agentToken(api: ApiHarness): Promise<string> {
  let token = agentTokens.get(api);
  if (!token) {
    token = tokenOf(api, 'agent');
    agentTokens.set(api, token);
  }
  return token;
}

async function agentDesk(api: ApiHarness): Promise<Array<{ userName: string; code: string }>> {
  const token = await agentToken(api);
  return ((await api.post('/api/agent/password-resets', {}, token)).json() as { data: Array<{ userName: string; code: string }> }).data;
}

const ask = (api: ApiHarness, userName: string, address = anyAddress()) => from(api, address, '/api/auth/forgot-password', { userName });
const guess = (api: ApiHarness, userName: string, code: string, address = anyAddress()) =>
  from(api, address, '/api/auth/reset-password', { userName, code, newPassword: 'a-new-password-9' });

onEveryStore('password reset throttling', (api) => {
  it(`takes a code burnt by ${RESET_CODE_MAX_ATTEMPTS} wrong guesses off the agent's desk`, async () => {
    await newBettor(api(), 'burnt1');
    await ask(api(), 'burnt1');
    expect((await agentDesk(api())).map((r) => r.userName)).toContain('burnt1');
    for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS; i += 1) {
      expect((await guess(api(), 'burnt1', `WRONG${i}XX`)).json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
    }
    expect((await agentDesk(api())).map((r) => r.userName)).not.toContain('burnt1');
  });

  it('takes used and replaced codes off the desk: one live code per user', async () => {
    await newBettor(api(), 'used1');
    await ask(api(), 'used1');
    await ask(api(), 'used1');
    const live = (await agentDesk(api())).filter((r) => r.userName === 'used1');
    expect(live).toHaveLength(1);
    expect((await guess(api(), 'used1', live[0]!.code)).statusCode).toBe(200);
    expect((await agentDesk(api())).map((r) => r.userName)).not.toContain('used1');
  });

  it(`keeps the account's budget of ${MAX_WRONG_GUESSES_PER_ACCOUNT} wrong guesses across codes and addresses: a new code buys no new guesses`, async () => {
    await newBettor(api(), 'budget1');
    let spent = 0;
    while (spent < MAX_WRONG_GUESSES_PER_ACCOUNT) {
      // A fresh code (which replaces the last) and a few wrong guesses at it, each from its own address.
      await ask(api(), 'budget1');
      for (let i = 0; i < RESET_CODE_MAX_ATTEMPTS && spent < MAX_WRONG_GUESSES_PER_ACCOUNT; i += 1, spent += 1) {
        expect((await guess(api(), 'budget1', `WRONG${spent}XX`)).json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
      }
    }
    expect((await ask(api(), 'budget1')).statusCode).toBe(202);
    const [row] = (await agentDesk(api())).filter((r) => r.userName === 'budget1');
    // Even the right code of the new one is refused (a refusal must not tell right from wrong), from any address.
    const refused = await guess(api(), 'budget1', row!.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RESET_WINDOW_MS / 1000);
    expect((refused.json() as { error: { retryAfterS: number } }).error.retryAfterS).toBe(retryAfter);
    // Once the window has passed those guesses, the live code works again.
    await api().database.db.update(resetAttempts).set({ at: new Date(Date.now() - RESET_WINDOW_MS - 1_000) });
    expect((await guess(api(), 'budget1', row!.code)).statusCode).toBe(200);
  });

  it(`refuses an address after ${MAX_WRONG_GUESSES_PER_ADDRESS} wrong guesses over any names, and only that address`, async () => {
    const attacker = '203.0.113.77';
    for (let i = 0; i < MAX_WRONG_GUESSES_PER_ADDRESS; i += 1) {
      // Names that exist and names that do not count alike.
      const res = await guess(api(), i % 2 ? 'mm2' : `nobody${i}`, `WRONG${i}XX`, attacker);
      expect(res.json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
    }
    const refused = await guess(api(), 'nobody-else', 'WRONGXXX', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await guess(api(), 'nobody-else', 'WRONGXXX', '203.0.113.78')).json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
  });

  it(`answers ${MAX_CODE_REQUESTS_PER_ADDRESS} code requests an hour from one address, then TOO_MANY_REQUESTS whatever the name`, async () => {
    const address = '203.0.113.88';
    for (let i = 0; i < MAX_CODE_REQUESTS_PER_ADDRESS; i += 1) expect((await ask(api(), i % 2 ? 'demo' : `ghost${i}`, address)).statusCode).toBe(202);
    for (const name of ['demo', 'ghost-x']) {
      const refused = await ask(api(), name, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await ask(api(), 'demo', '203.0.113.89')).statusCode).toBe(202);
  });
});
