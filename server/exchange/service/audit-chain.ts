/**
 * The audit log's hash chain (issue #47, docs/audit.md): how one row is hashed and how a site's rows
 * are checked. Pure: recordAudit (audit.ts) hashes with it as it writes, `npm run audit:verify`
 * (scripts/audit-verify.ts) checks with it.
 */
import { createHash } from 'node:crypto';

/** prev_hash of a site's first row. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an audit row the hash covers (every column but `id` and `hash`). */
export interface AuditHashed {
  siteKey: string;
  seq: number;
  at: Date;
  actorUserId: string | null;
  actorName: string | null;
  actorRole: string | null;
  ip: string | null;
  userAgent: string | null;
  act: string;
  targetKind: string;
  targetId: string;
  targetName: string | null;
  targetUserId: string | null;
  before: unknown;
  after: unknown;
  prevHash: string;
}

/**
 * A JSON value in one spelling: object keys sorted at every depth, `undefined` members dropped, dates as
 * ISO strings (JSON.stringify's own rules otherwise). What jsonb gives back hashes as what was written.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(JSON.parse(JSON.stringify(value ?? null)) as unknown));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** SHA-256 (hex) of the row's fields in a fixed order, before/after in canonical JSON, and prev_hash. */
export function auditRowHash(row: AuditHashed): string {
  const fields = [
    'backlay-audit-v1',
    row.siteKey,
    row.seq,
    row.at.toISOString(),
    row.actorUserId,
    row.actorName,
    row.actorRole,
    row.ip,
    row.userAgent,
    row.act,
    row.targetKind,
    row.targetId,
    row.targetName,
    row.targetUserId,
    canonicalJson(row.before),
    canonicalJson(row.after),
    row.prevHash,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Where a site's chain first breaks. */
export interface ChainBreak {
  siteKey: string;
  /** The seq expected next, where the break is. */
  seq: number;
  /** The row's id, when there is a row there. */
  id: number | null;
  reason: 'hash_mismatch' | 'prev_hash_mismatch' | 'missing_row' | 'head_mismatch';
  message: string;
}

/**
 * Walks one site's chain, rows in seq order, and answers its first break or null. `head` is the site's
 * audit_chain_heads row (null when it has none): the chain must end exactly there, so deleting the last
 * rows is caught too.
 */
export async function verifyChain(
  siteKey: string,
  rows: AsyncIterable<AuditHashed & { id: number; hash: string }> | Iterable<AuditHashed & { id: number; hash: string }>,
  head: { seq: number; hash: string } | null,
): Promise<{ rows: number; broken: ChainBreak | null }> {
  let expectedSeq = 1;
  let prev = GENESIS_HASH;
  let count = 0;
  for await (const row of rows) {
    count += 1;
    if (row.seq !== expectedSeq) {
      return { rows: count, broken: { siteKey, seq: expectedSeq, id: null, reason: 'missing_row', message: `row ${expectedSeq} is missing (the next row is ${row.seq}, id ${row.id})` } };
    }
    if (row.prevHash !== prev) {
      return { rows: count, broken: { siteKey, seq: row.seq, id: row.id, reason: 'prev_hash_mismatch', message: `row ${row.seq} (id ${row.id}) does not follow the row before it: prev_hash ${row.prevHash}, expected ${prev}` } };
    }
    const hash = auditRowHash(row);
    if (hash !== row.hash) {
      return { rows: count, broken: { siteKey, seq: row.seq, id: row.id, reason: 'hash_mismatch', message: `row ${row.seq} (id ${row.id}) was changed: its fields hash to ${hash}, the row says ${row.hash}` } };
    }
    prev = row.hash;
    expectedSeq += 1;
  }
  const lastSeq = expectedSeq - 1;
  if ((head?.seq ?? 0) !== lastSeq || (head !== null && head.hash !== prev)) {
    return {
      rows: count,
      broken: { siteKey, seq: expectedSeq, id: null, reason: 'head_mismatch', message: `the chain ends at row ${lastSeq}, but its head says row ${head?.seq ?? 0} (${head?.hash ?? 'none'}): rows at the end were deleted` },
    };
  }
  return { rows: count, broken: null };
}
