/**
 * The locked bus of `npm run cluster` and the cluster tests (issue #49): a throwaway certificate
 * authority and a server certificate for 127.0.0.1/localhost made with openssl, kept in a directory
 * (made once, reused while valid), and a password made fresh at every start. What the processes get
 * is the environment of server/bus/bus-security.ts; what nats-server gets is `NatsSecurity`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NatsSecurity } from './nats-server';

export interface BusSecrets {
  /** For nats-server (scripts/lib/nats-server.ts). */
  server: NatsSecurity;
  /** For every Backlay process: BUS_USER, BUS_PASSWORD, BUS_TLS_CA. */
  env: Record<string, string>;
}

/** Makes (or reuses) the CA and server certificate in `dir`, and a new password for user `backlay`. */
export function makeBusSecrets(dir: string): BusSecrets {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const valid = () => {
    if (!existsSync(file('server.pem'))) return false;
    try {
      // Still valid for a day at least.
      openssl('x509', '-checkend', '86400', '-noout', '-in', file('server.pem'));
      return true;
    } catch {
      return false;
    }
  };
  if (!valid()) {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    openssl('req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '365', '-subj', '/CN=Backlay bus CA');
    openssl('req', ...ec, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=localhost');
    writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
    openssl('x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key'), '-CAcreateserial', '-out', file('server.pem'), '-days', '365', '-extfile', file('server.ext'));
  }
  const password = randomBytes(24).toString('hex');
  return {
    server: { user: 'backlay', password, tls: { cert: file('server.pem'), key: file('server.key') } },
    env: { BUS_USER: 'backlay', BUS_PASSWORD: password, BUS_TLS_CA: file('ca.pem') },
  };
}
