/**
 * The fixture and score feed (server/feeds/fixtures, docs/feeds.md) in the real server (server/main.ts)
 * as a real site runs it: a store outside the demo (the operator alone, its password from
 * OPERATOR_PASSWORD_FILE), SIMULATOR off, FEEDS=fixtures reading an HTTP source. Its events (with a
 * competition the store did not have) and markets appear; a re-import changes nothing; an incident
 * suspends every market of the event and its end reopens them; a bad document is refused coded and
 * what was imported stays; a bad source stops the start with its code. A file source is read at start and
 * again at each poll, as the HTTP one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { DEMO_SIMULATOR_APP_KEY } from '../../server/exchange/db/seed-two-factor';
import { restOver, signInToken } from '../support/two-factor';

const POLL_MS = 1_000;
const dir = mkdtempSync(path.join(tmpdir(), 'backlay-feed-fixtures-'));
const passwordFile = path.join(dir, 'operator-password');

let document: unknown;
let source: Server;
let sourceUrl = '';
let server: ServerProcess;

const fixtures = (incident?: { kind: string; active: boolean }, extraMarket = false) => ({
  events: [
    {
      eventId: 'fx-1001',
      sportId: 4,
      competition: { id: 'fx-ipl', name: 'Feed Premier League' },
      name: 'Mumbai v Delhi',
      startTime: new Date(Date.now() + 3_600_000).toISOString(),
      markets: [
        { marketId: 'fx-1001-mo', name: 'Match Odds', kind: 'exchange', runners: [{ runnerId: 'fx-mum', name: 'Mumbai', role: 'HOME' }, { runnerId: 'fx-del', name: 'Delhi', role: 'AWAY' }] },
        { marketId: 'fx-1001-bm', name: 'Bookmaker', kind: 'bookmaker', runners: [{ runnerId: 'fx-mum-b', name: 'Mumbai' }, { runnerId: 'fx-del-b', name: 'Delhi' }] },
        ...(extraMarket ? [{ marketId: 'fx-1001-tie', name: 'Tied Match', kind: 'exchange', runners: [{ runnerId: 'fx-yes', name: 'Yes' }, { runnerId: 'fx-no', name: 'No' }] }] : []),
      ],
      state: { inPlay: true, status: 'IN_PLAY', score: { home: '45/1', over: incident ? '6.3' : '6.2' } },
      ...(incident ? { incident } : {}),
    },
  ],
});

async function detail(eventId: string): Promise<{ event: { eventName: string; tournamentName: string; inPlay: boolean; score: Record<string, unknown> }; markets: Array<{ marketId: string; status: string }> }> {
  const response = await fetch(`${server.url}/api/events/detail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId }) });
  const body = (await response.json()) as { data: never; error?: { code: string } };
  if (!response.ok) throw new Error(JSON.stringify(body));
  return body.data;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await read().catch(() => undefined as T);
    if (last !== undefined && ok(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
}

/** The feed's log lines so far. */
const feedLines = () => server.output().split('\n').filter((line) => line.startsWith('feed fixtures:'));

beforeAll(async () => {
  writeFileSync(passwordFile, 'feed-operator-pass\n');
  document = fixtures();
  source = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(typeof document === 'string' ? document : JSON.stringify(document));
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/fixtures.json`;
  // As an operator sets a site up: the first start (no feed yet), the operator's two-step enrolment and an
  // API key for the feed (its second step), then the start with the feed on the same store.
  const store = path.join(dir, 'store');
  const first = await startServerProcess({ SEED: '', OPERATOR_PASSWORD_FILE: passwordFile }, store, { freshStore: true });
  let appKey: string;
  try {
    const token = await signInToken(restOver(first.url), 'operator', 'feed-operator-pass');
    const made = (await restOver(first.url, { authorization: `Bearer ${token}` })('/user/api-keys/create', { label: 'fixtures feed' })) as { data: { apiKey: string } };
    appKey = made.data.apiKey;
  } finally {
    await first.stop();
  }
  server = await startServerProcess(
    { SEED: '', OPERATOR_PASSWORD_FILE: passwordFile, FEED_PASSWORD_FILE: passwordFile, FEED_APP_KEY: appKey, FEEDS: 'fixtures', FIXTURES_SOURCE: sourceUrl, FIXTURES_POLL_MS: String(POLL_MS) },
    store,
  );
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => source?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the fixture feed on a site outside the demo', () => {
  it('imports the events, their competition and markets, and the score, at start', async () => {
    expect(server.output()).toContain('feeds: fixtures');
    expect(server.output()).toContain('simulator: off');
    expect(server.output()).not.toContain('demo accounts');
    const event = await detail('fx-1001');
    expect(event.event).toMatchObject({ eventName: 'Mumbai v Delhi', tournamentName: 'Feed Premier League', inPlay: true, score: { home: '45/1', over: '6.2' } });
    expect(event.markets.map((m) => m.marketId).sort()).toEqual(['fx-1001-bm', 'fx-1001-mo']);
    expect(feedLines()[0]).toMatch(/eventsCreated 1, marketsCreated 2, statesSent 1/);
  });

  it('re-imports change nothing; a new market in the document is added', async () => {
    const before = feedLines().length;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 3));
    expect(feedLines().length).toBe(before);
    document = fixtures(undefined, true);
    await until(() => detail('fx-1001'), (e) => e.markets.length === 3, 'the third market');
    // The import's summary is printed once its last call has answered.
    await until(async () => feedLines(), (lines) => lines.length === before + 1, 'the import summary');
    expect(feedLines().at(-1)).toBe('feed fixtures: marketsCreated 1');
  });

  it('an incident suspends every market of the event with its score; its end reopens them', async () => {
    document = fixtures({ kind: 'wicket', active: true }, true);
    const suspended = await until(() => detail('fx-1001'), (e) => e.markets.every((m) => m.status === 'SUSPENDED'), 'every market suspended');
    expect(suspended.event.score).toMatchObject({ over: '6.3' });
    document = fixtures({ kind: 'wicket', active: false }, true);
    await until(() => detail('fx-1001'), (e) => e.markets.every((m) => m.status === 'OPEN'), 'every market open again');
    await until(async () => feedLines(), (lines) => lines.some((line) => /incidentsDeclared 1/.test(line)) && lines.some((line) => /reopened 1/.test(line)), 'the incident and the reopen in the summaries');
  });

  it('a bad document is refused, coded, and what was imported stays', async () => {
    document = '{"events": [{"eventId": ""}]}';
    await until(async () => server.output(), (out) => /import failed \(kept what was imported\): FIXTURES_INVALID: events\.0\.eventId/.test(out), 'the refusal');
    expect((await detail('fx-1001')).markets).toHaveLength(3);
    document = fixtures({ kind: 'wicket', active: false }, true);
  });
});

describe('a fixture feed reading a file', () => {
  const file = path.join(dir, 'fixtures.json');
  let fileServer: ServerProcess | undefined;
  const write = (incident?: { kind: string; active: boolean }) => {
    const doc = fixtures(incident) as { events: Array<Record<string, unknown>> };
    // Its own ids: the same shape, another event.
    const text = JSON.stringify(doc).replaceAll('fx-', 'ff-').replace('Mumbai v Delhi', 'Pune v Goa').replace('Feed Premier League', 'File Cup');
    writeFileSync(file, text);
  };
  afterAll(async () => {
    await fileServer?.stop();
  }, 60_000);

  it('imports the file at start, and what the file says next at the next poll', async () => {
    write();
    // The demo's store: its operator's API key is the feed's second step.
    fileServer = await startServerProcess({ FEED_PASSWORD: 'demo-password', FEED_APP_KEY: DEMO_SIMULATOR_APP_KEY, FEEDS: 'fixtures', FIXTURES_SOURCE: file, FIXTURES_POLL_MS: '1000' });
    const read = async (eventId: string) => {
      const response = await fetch(`${fileServer!.url}/api/events/detail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventId }) });
      if (!response.ok) throw new Error(await response.text());
      return ((await response.json()) as { data: Awaited<ReturnType<typeof detail>> }).data;
    };
    const imported = await read('ff-1001');
    expect(imported.event).toMatchObject({ eventName: 'Pune v Goa', tournamentName: 'File Cup', inPlay: true, score: { over: '6.2' } });
    expect(imported.markets.map((m) => m.marketId).sort()).toEqual(['ff-1001-bm', 'ff-1001-mo']);
    write({ kind: 'wicket', active: true });
    const suspended = await until(() => read('ff-1001'), (e) => e.markets.every((m) => m.status === 'SUSPENDED'), 'the file’s incident');
    expect(suspended.event.score).toMatchObject({ over: '6.3' });
  }, 300_000);
});

describe('a fixture feed that cannot read its source', () => {
  it('stops the start with its code', async () => {
    const missing = path.join(dir, 'nowhere.json');
    await expect(startServerProcess({ FEED_PASSWORD: 'demo-password', FEEDS: 'fixtures', FIXTURES_SOURCE: missing })).rejects.toThrow(/a feed did not start: FIXTURES_UNREADABLE: .*nowhere\.json/);
    await expect(startServerProcess({ FEEDS: 'fixtures' })).rejects.toThrow(/Backlay cannot start: FEEDS=fixtures needs FIXTURES_SOURCE/);
    await expect(startServerProcess({ FEEDS: 'odds-api' })).rejects.toThrow(/FEEDS names 'odds-api', which is not a feed; the feeds are simulator, fixtures, mirror/);
  }, 300_000);
});
