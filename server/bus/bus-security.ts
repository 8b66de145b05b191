/**
 * The bus locked (issue #49): how a process authenticates to NATS and checks the server, from its
 * environment. Credentials: BUS_USER + BUS_PASSWORD (the server's `authorization` users), or
 * BUS_NKEY_SEED (a file holding a user nkey seed, `SU…`: the server knows only its public key). TLS:
 * BUS_TLS_CA (the CA that signed the server's certificate; its presence turns TLS on), and
 * BUS_TLS_CERT + BUS_TLS_KEY when the server asks clients for certificates too. None set: a plain,
 * open connection (a bus on one trusted machine, the tests' default).
 */
import { existsSync, readFileSync } from 'node:fs';

export interface BusSecurity {
  user?: string;
  pass?: string;
  /** A user nkey seed (the bytes of the seed file). */
  nkeySeed?: Uint8Array;
  tls?: { caFile: string; certFile?: string; keyFile?: string };
}

/** A bus setting this process cannot run with (config.ts turns it into a ConfigError). */
export class BusSecurityError extends Error {
  readonly code = 'BUS_SECURITY_CONFIG';
}

function file(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!existsSync(value)) throw new BusSecurityError(`${name} names ${value}, which does not exist`);
  return value;
}

/** Reads BUS_USER, BUS_PASSWORD, BUS_NKEY_SEED, BUS_TLS_CA, BUS_TLS_CERT, BUS_TLS_KEY; throws on a half-given setting. */
export function busSecurityFromEnv(env: NodeJS.ProcessEnv = process.env): BusSecurity {
  const security: BusSecurity = {};
  const user = env.BUS_USER?.trim();
  const pass = env.BUS_PASSWORD;
  if (Boolean(user) !== Boolean(pass)) throw new BusSecurityError('BUS_USER and BUS_PASSWORD go together: set both or neither');
  const seedFile = file(env, 'BUS_NKEY_SEED');
  if (user && seedFile) throw new BusSecurityError('BUS_USER/BUS_PASSWORD and BUS_NKEY_SEED are two ways to log in: set one');
  if (user) Object.assign(security, { user, pass });
  if (seedFile) security.nkeySeed = new TextEncoder().encode(readFileSync(seedFile, 'utf8').trim());
  const caFile = file(env, 'BUS_TLS_CA');
  const certFile = file(env, 'BUS_TLS_CERT');
  const keyFile = file(env, 'BUS_TLS_KEY');
  if (Boolean(certFile) !== Boolean(keyFile)) throw new BusSecurityError('BUS_TLS_CERT and BUS_TLS_KEY go together: set both or neither');
  if (certFile && !caFile) throw new BusSecurityError('BUS_TLS_CERT needs BUS_TLS_CA (the CA the server’s certificate is checked against)');
  if (caFile) security.tls = { caFile, ...(certFile ? { certFile, keyFile } : {}) };
  return security;
}
