import type { PGlite } from '@electric-sql/pglite';

/** Installs the flushing `fsync` on the NODEFS of one PGlite instance (pglite-durable.mjs). */
export function flushOnFsync(pg: PGlite): void;
