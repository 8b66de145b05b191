/**
 * Every bus subject Backlay uses (issue #33), built and checked in one place: the change stream's
 * subjects mirror the exchange hub's topics (`market:<id>` → `chg.market.<token>`), commands go to a
 * market's partition (`cmd.part.<p>`, served by the partition's lease holder) or to any exchange
 * (`cmd.any`, queue group `exchange`); broadcasts every exchange hears go to `ann.*`. Ids become one NATS token with `encodeToken`; nothing else
 * spells a subject.
 */
import { BusError } from './bus';

/** How many partitions the markets are spread over; a lease is per partition. Changing it moves every market. */
export const PARTITIONS = 32;
/** The JetStream stream holding the change stream, and the subjects it stores. */
export const STREAM_NAME = 'BACKLAY';
export const STREAM_SUBJECTS = 'chg.>';
/** Commands not tied to one market: served by every exchange process, one of them answers. */
export const ANY_SUBJECT = 'cmd.any';
export const EXCHANGE_QUEUE = 'exchange';
/** Every market-scoped command subject (for a server holding all partitions, e.g. the embedded process). */
export const ALL_PARTS_FILTER = 'cmd.part.*';
/** Broadcast to every exchange process: a private topic someone streams (its token checked), to watch for a while. */
export const INTEREST_SUBJECT = 'ann.interest';
/** Broadcast to every exchange process: a partition's lease was just released, take it now (partition-leases.ts nudge). */
export const LEASES_SUBJECT = 'ann.leases';
/** Broadcast to every gateway: an exchange process now serves a partition it took; commands in flight there are sent again (server/cluster/owner-changes.ts). */
export const OWNERS_SUBJECT = 'ann.owners';

const KEPT = /^[A-Za-z0-9_-]$/;
const KEPT_ALL = /^[A-Za-z0-9_-]+$/;
const NON_ASCII = /[^\p{ASCII}]/u;
/** One code point not kept (a surrogate pair is one match). */
const NOT_KEPT = /[^A-Za-z0-9_-]/gu;
const TOKEN = /^[A-Za-z0-9_~-]+$/;
const LONE_SURROGATE = /\p{Cs}/u;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * The partition of a market: 32-bit FNV-1a over the UTF-8 bytes of its EVENT's id, modulo PARTITIONS.
 * Market ids are `<eventId>.<kind>` (`41001.mo`, `41001.f6`, `7712.ball23`): every market of an event
 * falls in one partition, so one process owns them all — an incident suspends an event's markets in
 * one transaction on one owner connection (ARCHITECTURE.md §8), and a bettor's cash-out or book across
 * an event's markets never spans two processes. An id without a dot is its own key. Stable across
 * processes, versions and platforms (never JavaScript's own string hashing), so every process computes
 * the same owner subject for a market.
 */
export function partitionOf(marketId: string): number {
  return hashPartition(ownershipKey(marketId));
}

/** What decides a market's owner: the event part of its id (everything before the first dot). */
export function ownershipKey(marketId: string): string {
  const dot = marketId.indexOf('.');
  return dot > 0 ? marketId.slice(0, dot) : marketId;
}

function hashPartition(key: string): number {
  let hash = 0x811c9dc5;
  if (!NON_ASCII.test(key)) {
    // ASCII is its own UTF-8: no byte array (every bet asks for its market's partition several times).
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193) >>> 0;
  } else for (const byte of encoder.encode(key)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash % PARTITIONS;
}

/** One NATS token from any non-empty text: [A-Za-z0-9_-] kept, every other UTF-8 byte as `~HH` (upper-case hex). */
export function encodeToken(text: string): string {
  if (text === '') throw new BusError('BAD_SUBJECT', 'An empty id cannot be a subject token');
  // Every change the hub publishes names its subject: the common ids (`u-…`, `41002.mo`) take no byte array.
  if (KEPT_ALL.test(text)) return text;
  if (LONE_SURROGATE.test(text)) throw new BusError('BAD_SUBJECT', 'An id that is not well-formed UTF-16 has no UTF-8 token');
  return text.replace(NOT_KEPT, (ch) => (ch.charCodeAt(0) < 0x80 ? hexByte(ch.charCodeAt(0)) : Array.from(encoder.encode(ch), hexByte).join('')));
}

const hexByte = (byte: number) => `~${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** The text `encodeToken` made a token from; a token it could not have made is BAD_SUBJECT. */
export function decodeToken(token: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < token.length; ) {
    const ch = token[i]!;
    if (ch === '~') {
      const hex = token.slice(i + 1, i + 3);
      const byte = /^[0-9A-F]{2}$/.test(hex) ? parseInt(hex, 16) : -1;
      if (byte < 0 || KEPT.test(String.fromCharCode(byte))) throw new BusError('BAD_SUBJECT', `Not an encoded token: ${token}`);
      bytes.push(byte);
      i += 3;
    } else if (KEPT.test(ch)) {
      bytes.push(ch.charCodeAt(0));
      i += 1;
    } else throw new BusError('BAD_SUBJECT', `Not an encoded token: ${token}`);
  }
  if (bytes.length === 0) throw new BusError('BAD_SUBJECT', 'An empty token');
  try {
    return decoder.decode(new Uint8Array(bytes));
  } catch {
    throw new BusError('BAD_SUBJECT', `Not UTF-8 once decoded: ${token}`);
  }
}

/** The change-stream subject of a hub topic `prefix:id` (the id may hold any text, colons too). */
export function changeSubject(topic: string): string {
  const colon = topic.indexOf(':');
  const prefix = colon < 0 ? '' : topic.slice(0, colon);
  if (!/^[A-Za-z0-9_-]+$/.test(prefix)) throw new BusError('BAD_SUBJECT', `Not a hub topic (prefix:id): ${topic}`);
  return `chg.${prefix}.${encodeToken(topic.slice(colon + 1))}`;
}

/** The hub topic a change-stream subject carries (the inverse of changeSubject). */
export function topicOfChange(subject: string): string {
  const tokens = subject.split('.');
  if (tokens.length !== 3 || tokens[0] !== 'chg' || !/^[A-Za-z0-9_-]+$/.test(tokens[1]!)) {
    throw new BusError('BAD_SUBJECT', `Not a change subject: ${subject}`);
  }
  return `${tokens[1]}:${decodeToken(tokens[2]!)}`;
}

/** Every change of one topic prefix (`chg.market.*`), for a consumer of a whole kind. */
export function changePrefixFilter(prefix: string): string {
  return assertFilter(`chg.${prefix}.*`);
}

/** The command subject of a partition. */
export function partSubject(partition: number): string {
  if (!Number.isInteger(partition) || partition < 0 || partition >= PARTITIONS) {
    throw new BusError('BAD_SUBJECT', `No partition ${partition} (0..${PARTITIONS - 1})`);
  }
  return `cmd.part.${partition}`;
}

/** The command subject of everything that belongs to one market. */
export function marketCommandSubject(marketId: string): string {
  return partSubject(partitionOf(marketId));
}

/** A concrete subject (no wildcards): dot-separated tokens, or BAD_SUBJECT. */
export function assertSubject(subject: string): string {
  if (typeof subject !== 'string' || !subject.split('.').every((token) => TOKEN.test(token))) {
    throw new BusError('BAD_SUBJECT', `Not a subject: ${String(subject)}`);
  }
  return subject;
}

/** A subject the change stream stores (under `chg.>`), or BAD_SUBJECT. */
export function assertChangeSubject(subject: string): string {
  if (!subjectMatches(STREAM_SUBJECTS, assertSubject(subject))) throw new BusError('BAD_SUBJECT', `Not a change-stream subject (${STREAM_SUBJECTS}): ${subject}`);
  return subject;
}

/** A subject a broadcast may go to: concrete and outside the change stream (JetStream would store it), or BAD_SUBJECT. */
export function assertBroadcastSubject(subject: string): string {
  if (subjectMatches(STREAM_SUBJECTS, assertSubject(subject))) throw new BusError('BAD_SUBJECT', `A broadcast cannot go to a change-stream subject (${STREAM_SUBJECTS}): ${subject}`);
  return subject;
}

/** A subject filter: tokens, `*` for one token, `>` as the last token for the rest; or BAD_SUBJECT. */
export function assertFilter(filter: string): string {
  const tokens = typeof filter === 'string' ? filter.split('.') : [''];
  const ok = tokens.every((token, i) => TOKEN.test(token) || token === '*' || (token === '>' && i === tokens.length - 1));
  if (!ok) throw new BusError('BAD_SUBJECT', `Not a subject filter: ${String(filter)}`);
  return filter;
}

/** Whether `subject` matches `filter` under NATS rules (`*` one token, `>` one or more trailing tokens). */
export function subjectMatches(filter: string, subject: string): boolean {
  const f = filter.split('.');
  const s = subject.split('.');
  for (let i = 0; i < f.length; i += 1) {
    if (f[i] === '>') return s.length > i;
    if (i >= s.length || (f[i] !== '*' && f[i] !== s[i])) return false;
  }
  return f.length === s.length;
}
