import type { PGlite } from '@electric-sql/pglite';

/** Installs the flushing `fsync` on the NODEFS of one PGlite instance (pglite-durable.mjs). */
export function flushOnFsync(pg: PGlite): void;

/** A consistent copy of the running store: a gzipped tar of its data directory (pglite-durable.mjs). */
export function dumpStore(pg: PGlite): Promise<Blob>;
