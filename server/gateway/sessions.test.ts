import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { gatewayClient, wsSubscription } from './test-client';
import { useTestServer } from './test-server';

// The change stream's periodic token re-check stays at its default (10 s): everything here must
// happen well inside it, pushed by the revocation itself.
const BALANCE = 'subscription { myBalance { wallet exposure } }';
type Money = { myBalance: { wallet: number; exposure: number } };

function exchangeBalance(url: string, token: string) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/stream`);
  const messages: Array<{ kind?: string; error?: { code: string } }> = [];
  ws.on('message', (raw) => messages.push(JSON.parse(String(raw)) as (typeof messages)[number]));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ op: 'subscribe', topic: 'balance', token }));
      resolve();
    });
    ws.once('error', reject);
  });
  return { ws, messages, opened };
}

async function eventually(check: () => boolean, withinMs: number, what: string): Promise<void> {
  const until = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const unauthenticated = (sub: { errors: unknown[]; received: Array<{ errors?: unknown }> }) =>
  JSON.stringify([...sub.errors, ...sub.received.filter((r) => r.errors)]).includes('UNAUTHENTICATED');

describe('sessions end their live subscriptions at once', () => {
  const server = useTestServer();
  const { login, rest } = gatewayClient(() => server().url);

  it('logout ends every subscription of the token, on the gateway and the exchange stream, and the token cannot open a new one', async () => {
    const token = await login('demo');
    const first = wsSubscription<Money>(server().url, BALANCE, {}, token);
    const second = wsSubscription<Money>(server().url, BALANCE, {}, token);
    const raw = exchangeBalance(server().url, token);
    try {
      await Promise.all([first.until((v) => v.length >= 1), second.until((v) => v.length >= 1), raw.opened]);
      await eventually(() => raw.messages.some((m) => m.kind === 'snapshot'), 2_000, 'exchange snapshot');
      await rest('/auth/logout', {}, token);
      await eventually(() => unauthenticated(first) && unauthenticated(second), 1_500, 'gateway subscriptions ended');
      await eventually(() => raw.messages.some((m) => m.error?.code === 'INVALID_SESSION_INFORMATION'), 1_500, 'exchange subscription ended');

      const late = wsSubscription<Money>(server().url, BALANCE, {}, token);
      try {
        await late.until((v) => v.length >= 1 || late.errors.length > 0);
        expect(late.received.filter((r) => r.data?.myBalance)).toEqual([]);
        expect(unauthenticated(late)).toBe(true);
      } finally {
        await late.close();
      }
    } finally {
      raw.ws.close();
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('a password change ends the subscriptions of every earlier session of the user', async () => {
    const phone = await login('agent');
    const laptop = await login('agent');
    const sub = wsSubscription<Money>(server().url, BALANCE, {}, phone);
    try {
      await sub.until((v) => v.length >= 1);
      await rest('/auth/change-password', { oldPassword: 'demo-password', newPassword: 'another-password-1' }, laptop);
      await eventually(() => unauthenticated(sub), 1_500, 'subscription of the earlier session ended');
    } finally {
      await sub.close();
    }
  });
});
