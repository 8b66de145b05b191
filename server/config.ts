import path from 'node:path';
import type { Admission, AdmissionOptions } from './exchange/service/admission';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  siteKey: string;
  simulator: boolean;
  /** Directory of the built SPA (vite build output). */
  staticDir: string;
  /** Directory of the built Storybook (`npm run build-storybook`), served at /storybook/ when it exists. */
  storybookDir?: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify trustProxy: addresses or CIDRs); empty: none. */
  trustedProxies: string[];
  /** Key the gateway sends with the real client's address; undefined: a random one per start. */
  forwardKey: string | undefined;
  /** TCP port of the Betfair Exchange Stream API (STREAM_PORT, docs/trading-api.md); 0 or absent: no TCP listener. */
  streamPort?: number;
  /** Admission in front of the betting path (docs/overload.md): its options (or one made already), or false for none (ADMISSION=off). Default: on. */
  admission?: AdmissionOptions | Admission | false;
}

/** Reads configuration from the environment; the README's Configuration section lists each variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got '${env.PORT}'`);
  const streamPort = Number(env.STREAM_PORT || 0);
  if (!Number.isInteger(streamPort) || streamPort < 0 || streamPort > 65535) throw new Error(`STREAM_PORT must be an integer 0-65535, got '${env.STREAM_PORT}'`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteKey: env.SITE_KEY ?? 'demo',
    simulator: (env.SIMULATOR ?? 'on') !== 'off',
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    storybookDir: path.resolve(env.STORYBOOK_DIR ?? './storybook-static'),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    forwardKey: env.GATEWAY_FORWARD_KEY || undefined,
    streamPort,
    admission: env.ADMISSION === 'off' ? false : {},
  };
}
