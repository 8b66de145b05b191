import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { precompressDir } from '../../scripts/precompress';

// A built SPA in miniature: index.html, a content-hashed chunk under assets/ and a public file,
// precompressed by the same step the production build runs.
const dir = mkdtempSync(path.join(tmpdir(), 'backlay-static-'));
const staticDir = path.join(dir, 'dist');
const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'runner ${i}' }`).join(', ')}];\n`;
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), indexHtml);
  writeFileSync(path.join(staticDir, 'assets', 'index-AbC123.js'), chunk);
  writeFileSync(path.join(staticDir, 'assets', 'photo-XyZ789.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompressDir(staticDir);
  server = await startServer({ ...configFromEnv({}), port: 0, dataDir: path.join(dir, 'data'), simulator: false, staticDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('serving the built SPA', () => {
  it('writes a brotli and a gzip twin of every compressible file at build time', () => {
    for (const file of ['index.html', 'assets/index-AbC123.js', 'favicon.svg']) {
      const original = readFileSync(path.join(staticDir, file));
      expect(brotliDecompressSync(readFileSync(path.join(staticDir, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(path.join(staticDir, `${file}.gz`)))).toEqual(original);
    }
    expect(() => readFileSync(path.join(staticDir, 'assets', 'photo-XyZ789.png.br'))).toThrow();
  });

  it('sends a hashed asset brotli-compressed to a browser that accepts br, cached for a year as immutable', async () => {
    const reply = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(chunk);
    expect(reply.rawPayload.length).toBeLessThan(chunk.length / 4);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('serves a hashed file that has no compressed twin as it is, still immutable', async () => {
    const reply = await get('/assets/photo-XyZ789.png', 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('revalidates index.html and files outside /assets on every use (no-cache), compressed', async () => {
    for (const url of ['/', '/index.html']) {
      const reply = await get(url, 'br');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(indexHtml);
    }
    const icon = await get('/favicon.svg', 'gzip');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-encoding']).toBe('gzip');
  });

  it('answers a client route (SPA fallback) with index.html, no-cache', async () => {
    const reply = await get('/marketdetails/1/2', 'gzip, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    const body = reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.rawPayload).toString() : reply.body;
    expect(body).toBe(indexHtml);
  });

  it('still answers an unknown asset and an unknown API route with 404', async () => {
    expect((await get('/assets/missing-000000.js', 'br')).statusCode).toBe(404);
    const api = await get('/api/nothing/here', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('serving home prerendered (home.html beside index.html)', () => {
  const withLanding = mkdtempSync(path.join(tmpdir(), 'backlay-landing-'));
  const landingDir = path.join(withLanding, 'dist');
  const homeHtml = indexHtml.replace('<div id="root"></div>', '<div id="root"><section aria-label="Promotions"></section></div>');
  let landing: RunningServer;

  beforeAll(async () => {
    mkdirSync(path.join(landingDir, 'assets'), { recursive: true });
    writeFileSync(path.join(landingDir, 'index.html'), indexHtml);
    writeFileSync(path.join(landingDir, 'home.html'), homeHtml);
    precompressDir(landingDir);
    landing = await startServer({ ...configFromEnv({}), port: 0, dataDir: path.join(withLanding, 'data'), simulator: false, staticDir: landingDir });
  });
  afterAll(async () => {
    await landing?.close();
    rmSync(withLanding, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const reply = await landing.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    return reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.rawPayload).toString() : reply.body;
  };

  it('sends home.html for / and /home (with or without a query), compressed and revalidated', async () => {
    for (const url of ['/', '/home', '/?ref=mail', '/home?x=1']) expect(await page(url)).toBe(homeHtml);
  });

  it('keeps index.html for every other route', async () => {
    for (const url of ['/marketdetails/1/2', '/inplay', '/homepage', '/home/extra']) expect(await page(url)).toBe(indexHtml);
  });
});
