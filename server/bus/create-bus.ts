/**
 * The bus a process runs on (issue #33): BUS_URL absent → the in-memory bus (the embedded default,
 * one process, nothing beside it); BUS_URL=nats://host:port → NATS JetStream. The NATS client is
 * imported only then, so `npm start` never loads it.
 */
import type { Bus } from './bus';
import { busSecurityFromEnv } from './bus-security';
import { MemoryBus } from './memory-bus';

export interface CreateBusOptions {
  /** The connection's name on the NATS server (monitoring), e.g. `exchange-2`. */
  name?: string;
}

/** `env`: BUS_URL, and the credentials and TLS files of bus-security.ts. */
export async function createBus(env: NodeJS.ProcessEnv = process.env, options: CreateBusOptions = {}): Promise<Bus> {
  const url = env.BUS_URL?.trim();
  if (!url) return new MemoryBus();
  const { NatsBus } = await import('./nats-bus');
  return NatsBus.connect(url, { ...options, security: busSecurityFromEnv(env) });
}
