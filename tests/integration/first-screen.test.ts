import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../support/pglite-template';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { FIRST_SCREEN_DIR, FIRST_SCREEN_MODULE, FIRST_SCREEN_SLOT, FIRST_SCREEN_TEMPLATE } from '../../server/first-screen';

// A build with a first-screen renderer (the real one is src/app/first-screen/render.tsx built by
// scripts/first-screen-build.ts; its drawing is tested in src/app/first-screen). This one draws an
// event's name from a real query run in-process by the gateway, so what is under test is the serving:
// which paths are drawn, the query, the fallbacks to index.html, the headers and compression.
const dir = mkdtempSync(path.join(tmpdir(), 'backlay-first-screen-'));
const staticDir = path.join(dir, 'dist');
const indexHtml = '<!doctype html><html><head></head><body><div id="root"><p>Loading markets…</p></div></body></html>';
const template = indexHtml.replace('<p>Loading markets…</p>', FIRST_SCREEN_SLOT);
const renderer = `
const escape = (s) => String(s).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export function firstScreenFor(pathname) {
  const [route, eventId, extra] = pathname.split('/').filter(Boolean);
  if (route !== 'marketdetails' || !eventId || !extra) return null;
  if (eventId === 'throws') throw new Error('renderer failed');
  return {
    operationName: 'Probe',
    query: 'query Probe($eventId: ID!) { event(id: $eventId) { exEventId eventName } }',
    variables: { eventId },
    render: (data) => {
      // Each drawing, for the warm-up's test.
      (globalThis.__firstScreensDrawn ??= []).push({ pathname, drawn: Boolean(data.event) });
      return data.event ? '<div data-first-screen="">' + escape(data.event.eventName) + '</div>' : null;
    },
  };
}
`;
let server: RunningServer;
let eventId = '';
let eventName = '';

beforeAll(async () => {
  mkdirSync(path.join(staticDir, FIRST_SCREEN_DIR), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), indexHtml);
  writeFileSync(path.join(staticDir, FIRST_SCREEN_DIR, FIRST_SCREEN_TEMPLATE), template);
  writeFileSync(path.join(staticDir, FIRST_SCREEN_DIR, FIRST_SCREEN_MODULE), renderer);
  await copyMigratedStore(path.join(dir, 'data'));
  server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: path.join(dir, 'data'), simulator: false, staticDir });
  const reply = await server.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ allEvents { events { exEventId eventName } } }' } });
  const first = (reply.json() as { data: { allEvents: { events: { exEventId: string; eventName: string }[] }[] } }).data.allEvents.flatMap((s) => s.events)[0]!;
  eventId = first.exEventId;
  eventName = first.eventName;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding = 'gzip, deflate, br') => server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
const text = (reply: Awaited<ReturnType<typeof get>>) =>
  reply.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(reply.rawPayload).toString()
    : reply.headers['content-encoding'] === 'gzip'
      ? gunzipSync(reply.rawPayload).toString()
      : reply.body;
const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

describe('a market page’s first load', () => {
  it('comes with its first screen drawn from the query’s answer, never cached, brotli-compressed', async () => {
    const reply = await get(`/marketdetails/${eventId}/4?from=mail`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(text(reply)).toBe(template.replace(FIRST_SCREEN_SLOT, `<div data-first-screen="">${escapeHtml(eventName)}</div>`));
  });

  it('is gzip for a browser without brotli, and plain for one that takes neither', async () => {
    const gz = await get(`/marketdetails/${eventId}/4`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(text(gz)).toContain(escapeHtml(eventName));
    const plain = await get(`/marketdetails/${eventId}/4`, '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(escapeHtml(eventName));
  });

  it('falls back to index.html when there is nothing to draw: no such event, another page, a renderer that throws, hostile input', async () => {
    for (const url of ['/marketdetails/no-such-event/4', '/inplay', '/marketdetails/throws/4', '/marketdetails/%00%00/4', `/marketdetails/${'x'.repeat(5000)}/4`]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(text(reply), url).toBe(indexHtml);
    }
  });

  it('draws identical requests arriving together alike', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => get(`/marketdetails/${eventId}/4`)));
    expect(new Set(replies.map(text)).size).toBe(1);
    expect(text(replies[0]!)).toContain(escapeHtml(eventName));
  });

  it('never serves the renderer or the template as files', async () => {
    for (const url of [`/${FIRST_SCREEN_DIR}/${FIRST_SCREEN_MODULE}`, `/${FIRST_SCREEN_DIR}/${FIRST_SCREEN_TEMPLATE}`, `/%2e${FIRST_SCREEN_DIR.slice(1)}/${FIRST_SCREEN_MODULE}`]) {
      const body = text(await get(url));
      expect(body, url).not.toContain('firstScreenFor');
      expect(body, url).not.toContain(FIRST_SCREEN_SLOT);
    }
  });
});

describe('the start’s warm-up (WARM_UP, on under `npm start`)', () => {
  const drawings = () => ((globalThis as { __firstScreensDrawn?: { pathname: string; drawn: boolean }[] }).__firstScreensDrawn ??= []);
  let warm: RunningServer | undefined;
  afterAll(async () => {
    await warm?.close();
  });

  it('loads an open market’s page over HTTP before the server listens, its first screen drawn from the query’s answer', async () => {
    const dataDir = path.join(dir, 'warm-data');
    await copyMigratedStore(dataDir);
    drawings().length = 0;
    warm = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir, simulator: false, staticDir, warmUp: { budgetMs: 300 } });
    // No request has been made to it: whatever was drawn, the warm-up drew before the server listened.
    const page = warm.warmUp?.page;
    expect(page).toMatch(/^\/marketdetails\/[^/]+\/\d+$/);
    expect(drawings()).toEqual([{ pathname: page, drawn: true }]);
  });
});
