import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedStore } from '../support/pglite-template';
import { startServer, type RunningServer } from '../../server/app';
import { BOOT_LOADER_CSP_SOURCE } from '../../server/boot-loader';
import { configFromEnv } from '../../server/config';
import { precompressDir } from '../../scripts/precompress';

// A built SPA in miniature: index.html, a content-hashed chunk under assets/ and a public file,
// precompressed by the same step the production build runs.
const dir = mkdtempSync(path.join(tmpdir(), 'backlay-static-'));
const staticDir = path.join(dir, 'dist');
const indexHtml = '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const chunk = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: 'runner ${i}' }`).join(', ')}];\n`;
// A built Storybook in miniature beside it: the manager page and the story iframe (both with inline
// scripts, as Storybook writes them), a manager script, the story index, a stylesheet, a font, an icon.
const storybookDir = path.join(dir, 'storybook-static');
const managerHtml = '<!doctype html><html><head><script>window.CONFIG_TYPE = "PRODUCTION";</script></head><body><div id="root"></div><script type="module" src="./sb-manager/runtime.js"></script></body></html>';
const iframeHtml = '<!doctype html><html><head><script>window.STORYBOOK_ENV = "react";</script></head><body><div id="storybook-root"></div></body></html>';
const storybookFiles: Record<string, { body: string | Buffer; type: RegExp }> = {
  'sb-manager/runtime.js': { body: 'export const manager = 1;\n', type: /^(application|text)\/javascript/ },
  'index.json': { body: '{"v":5,"entries":{}}', type: /^application\/json/ },
  'assets/iframe-AbC123.css': { body: 'body{margin:0}', type: /^text\/css/ },
  'nunito-sans-regular.woff2': { body: Buffer.from([0x77, 0x4f, 0x46, 0x32]), type: /^font\/woff2/ },
  'favicon.svg': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: /^image\/svg\+xml/ },
};
/** A file beside storybook-static/ that no path under /storybook/ may reach. */
const SECRET = 'not for the web';
let server: RunningServer;

beforeAll(async () => {
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), indexHtml);
  writeFileSync(path.join(staticDir, 'assets', 'index-AbC123.js'), chunk);
  writeFileSync(path.join(staticDir, 'assets', 'photo-XyZ789.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  precompressDir(staticDir);
  mkdirSync(path.join(storybookDir, 'sb-manager'), { recursive: true });
  mkdirSync(path.join(storybookDir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  writeFileSync(path.join(storybookDir, 'index.html'), managerHtml);
  writeFileSync(path.join(storybookDir, 'iframe.html'), iframeHtml);
  for (const [file, { body }] of Object.entries(storybookFiles)) writeFileSync(path.join(storybookDir, file), body);
  await copyMigratedStore(path.join(dir, 'data'));
  server = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: path.join(dir, 'data'), simulator: false, staticDir, storybookDir });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** A GET with the path sent exactly as given (no dot-segment clean-up on the client's side). */
const rawGet = (base: string, rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}/`, { path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (part: string) => (body += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject).end();
  });

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

describe('serving the built Storybook at /storybook/ (storybook-static beside dist)', () => {
  const fetchFrom = (url: string) => server.app.inject({ method: 'GET', url });
  const csp = (header: string | string[] | number | undefined) =>
    new Map(String(header).split(';').map((part) => { const [name = '', ...values] = part.trim().split(/\s+/); return [name, values]; }));

  it('serves the manager at /storybook/ and the story iframe at /storybook/iframe.html, revalidated on every use', async () => {
    for (const [url, html] of [['/storybook/', managerHtml], ['/storybook/index.html', managerHtml], ['/storybook/iframe.html', iframeHtml]] as const) {
      const reply = await fetchFrom(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toBe(html);
    }
  });

  it('sends each of its files with its content type', async () => {
    for (const [file, { body, type }] of Object.entries(storybookFiles)) {
      const reply = await fetchFrom(`/storybook/${file}`);
      expect(reply.statusCode, file).toBe(200);
      expect(reply.headers['content-type'], file).toMatch(type);
      expect(reply.rawPayload.equals(Buffer.from(body))).toBe(true);
    }
  });

  it('lets Storybook run its inline scripts and frame its own pages, on /storybook/ only', async () => {
    const page = await fetchFrom('/storybook/iframe.html');
    const policy = csp(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    // The app's pages keep theirs: no inline script but the boot loader (by its hash), framed by no one.
    for (const url of ['/', '/marketdetails/1/2', '/assets/index-AbC123.js']) {
      const app = await fetchFrom(url);
      expect(app.statusCode, url).toBe(200);
      expect(csp(app.headers['content-security-policy']).get('script-src'), url).toEqual(["'self'", BOOT_LOADER_CSP_SOURCE]);
      expect(csp(app.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(app.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('redirects /storybook to /storybook/, and answers a missing file or a path outside it with 404', async () => {
    const bare = await fetchFrom('/storybook');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/storybook/');
    for (const url of ['/storybook/missing-000000.js', '/storybook/assets/nothing.css']) {
      const reply = await fetchFrom(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // Sent as written (an HTTP client would resolve the dots itself): never a file outside storybook-static.
    for (const url of ['/storybook/../secret.txt', '/storybook/%2e%2e/secret.txt', '/storybook/..%2fsecret.txt']) {
      const reply = await rawGet(server.url, url);
      expect(reply.body, url).not.toContain(SECRET);
      expect([400, 403, 404], url).toContain(reply.status);
    }
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
    await copyMigratedStore(path.join(withLanding, 'data'));
    landing = await startServer({ ...configFromEnv({ SEED: 'demo' }), port: 0, dataDir: path.join(withLanding, 'data'), simulator: false, staticDir: landingDir, storybookDir: path.join(withLanding, 'no-storybook') });
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

  it('answers /storybook/ with 404 when no Storybook is built (not the SPA under its name)', async () => {
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html', '/storybook/index.json']) {
      const reply = await landing.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('keeps index.html for every other route', async () => {
    for (const url of ['/marketdetails/1/2', '/inplay', '/homepage', '/home/extra']) expect(await page(url)).toBe(indexHtml);
  });
});
