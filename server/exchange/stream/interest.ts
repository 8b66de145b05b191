/**
 * Interest in private topics (issue #33, docs/live-stream.md "Private topics"): which users' balances,
 * queue-position moves and live risk rows this exchange builds. A gateway streams a private topic only
 * after an exchange checked its token (`POST /stream/snapshot`, again every TOKEN_RECHECK_MS); that check
 * `renew`s the topic here — watched for INTEREST_MS — and announces it, so every other exchange `hold`s it
 * too (bus-publisher.ts carries announcements over the bus's INTEREST_SUBJECT broadcast). An exchange
 * that starts later learns each topic at its next check. The one place of the rule: how long a checked
 * topic stays watched everywhere, and what an announcement may name.
 */
import { TOKEN_RECHECK_MS } from '../../contract/change-stream';
import { isPrivateHubTopic } from './topics';

/** How long a private topic stays watched after the last check of it: three missed re-checks. */
export const INTEREST_MS = 3 * TOKEN_RECHECK_MS;

/** What goes out on the bus for a checked topic. */
export interface InterestAnnouncement {
  topic: string;
}

/** The hub topic an announcement names, or null when it is not one (a private hub topic) to watch. */
export function announcedTopic(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { topic, ...rest } = data as Record<string, unknown>;
  return Object.keys(rest).length === 0 && typeof topic === 'string' && isPrivateHubTopic(topic) ? topic : null;
}

export class TopicInterest {
  private readonly held = new Map<string, { stop: () => void; timer: NodeJS.Timeout }>();
  private announce: ((announcement: InterestAnnouncement) => void) | null = null;

  constructor(
    /** Counts a listener on the topic until the returned function is called (ChangeHub.watch). */
    private readonly watch: (topic: string) => () => void,
    private readonly ttlMs = INTEREST_MS,
  ) {}

  /** A topic whose token this exchange just checked: watched here now, and announced to the others. */
  renew(topic: string): void {
    this.hold(topic);
    this.announce?.({ topic });
  }

  /** Watches `topic` for the next ttl (from now, however long it was held before). */
  hold(topic: string): void {
    const held = this.held.get(topic);
    if (held) clearTimeout(held.timer);
    const stop = held?.stop ?? this.watch(topic);
    const timer = setTimeout(() => {
      this.held.delete(topic);
      stop();
    }, this.ttlMs);
    timer.unref();
    this.held.set(topic, { stop, timer });
  }

  /** Where renewals are announced (the bus), or null: this process alone. */
  announceTo(announce: ((announcement: InterestAnnouncement) => void) | null): void {
    this.announce = announce;
  }

  /** The topics held now (diagnostics, tests). */
  topics(): string[] {
    return [...this.held.keys()];
  }

  /** Stops watching everything held. */
  clear(): void {
    for (const { stop, timer } of this.held.values()) {
      clearTimeout(timer);
      stop();
    }
    this.held.clear();
  }
}
