import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text formats (images other than SVG, fonts and archives are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|wasm)$/;

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file under `dir`. */
export function precompressDir(dir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const name of readdirSync(dir)) {
    // Dot-directories (.vite's manifest, .first-screen's renderer) are the build's own, never served.
    if (name.startsWith('.')) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      const sub = precompressDir(file);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += sub[key];
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gz = gzipSync(content, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotli += br.length;
    totals.gzip += gz.length;
  }
  return totals;
}

/**
 * Vite plugin: after a production build, every built file (the bundle's chunks and what public/
 * copies) gets its precompressed twins, which the server sends with @fastify/static's
 * `preCompressed` (server/app.ts). Source maps are left as they are (only developer tools fetch them).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'backlay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const t = precompressDir(outDir);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
        this.info?.(`precompressed ${t.files} files: ${kb(t.bytes)} → brotli ${kb(t.brotli)}, gzip ${kb(t.gzip)}`);
      },
    },
  };
}
