/**
 * The gateway's change stream from the bus (issue #33, docs/live-stream.md), with the surface LiveFeeds
 * uses (`subscribe(topic, token, handler, after?)` → unsubscribe), beside the WebSocket one (upstream.ts)
 * that a gateway without a bus still uses.
 *
 * - One bus subscription per hub topic per gateway (a `Line`), shared by every subscriber of the topic.
 * - A subscriber joins from a snapshot (`POST /stream/snapshot`, a REST call — a BusCommand on the bus;
 *   the exchange checks the token of a private topic there and names the user's hub topic), whose
 *   sequence is its position; or, resuming, from the stream sequence its client last applied: it then
 *   gets exactly the changes after it (read back from the stream when the line started later), no
 *   snapshot. The sequence is the bus's, so it means the same on every gateway.
 * - A line keeps its last RECENT changes, so a subscriber whose snapshot answered while changes were
 *   arriving gets those after its sequence (applying one the snapshot already holds is harmless: each
 *   change is a whole state or row).
 * - The bus's `reset()` (the stream no longer holds what was asked) and a STALE change (a balance the
 *   publishing exchange did not build) give the subscriber a fresh snapshot.
 * - Private subscriptions end at once when the exchange announces their session ended, and their token
 *   is checked again every TOKEN_RECHECK_MS (which also renews every exchange's interest in the topic:
 *   the exchange that checks it announces it, server/exchange/stream/interest.ts).
 */
import type { Bus, BusChange, BusSubscription } from '../../bus/bus';
import { changeSubject } from '../../bus/subjects';
import { isStaleChange, REVOKED_SESSIONS_TOPIC, TOKEN_RECHECK_MS, type RevokedSessions } from '../../contract/change-stream';
import type { SnapshotFetch } from './snapshot-fetch';
import type { Upstream, UpstreamHandler, UpstreamTopic } from './upstream';

/** Changes a line keeps for subscribers joining while they arrive. */
const RECENT = 512;
/** A snapshot the exchange could not answer (unreachable, restarting) is asked again after this, doubling to 5 s. */
const RETRY_MS = 100;

type State = 'joining' | 'catching-up' | 'live' | 'ended';

interface Member {
  topic: UpstreamTopic;
  token: string | undefined;
  handler: UpstreamHandler;
  state: State;
  /** The hub topic its changes travel under (known once the exchange answered). */
  hubTopic: string | null;
  session: string | null;
  /** The last sequence this subscriber was given (its position in the stream). */
  seq: number;
  line: Line | null;
  /** Its own read-back from the stream while its line started after its position. */
  catchUp: CatchUp | null;
}

interface CatchUp {
  subscription: Promise<BusSubscription> | null;
}

/** Read through a call, so a check after an await is not narrowed away by the one before it. */
const isEnded = (member: Member): boolean => member.state === 'ended';

class Line {
  readonly members = new Set<Member>();
  readonly recent: BusChange[] = [];
  /** Every change of the topic after this sequence reached the line; those after it are in `recent` or were given to every live member. */
  coveredFrom: number;
  subscription: Promise<BusSubscription>;

  constructor(
    readonly hubTopic: string,
    after: number,
    bus: Bus,
    private readonly onChange: (line: Line, change: BusChange) => void,
    private readonly onReset: (line: Line) => void,
  ) {
    this.coveredFrom = after;
    this.subscription = bus.subscribe(changeSubject(hubTopic), after, { change: (c) => this.receive(c), reset: () => this.onReset(this) });
  }

  private receive(change: BusChange): void {
    this.recent.push(change);
    if (this.recent.length > RECENT) this.coveredFrom = this.recent.shift()!.seq;
    this.onChange(this, change);
  }

  stop(): void {
    void this.subscription.then((s) => s.stop()).catch(() => {});
  }
}

export interface BusUpstreamOptions {
  /** Checks a private subscription's token again this often (default TOKEN_RECHECK_MS). */
  recheckMs?: number;
}

export class BusUpstream implements Upstream {
  private readonly members = new Set<Member>();
  private readonly lines = new Map<string, Line>();
  private revocations: Promise<BusSubscription> | null = null;
  private recheck: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly bus: Bus,
    private readonly snapshots: SnapshotFetch,
    private readonly options: BusUpstreamOptions = {},
  ) {}

  subscribe(topic: UpstreamTopic, token: string | undefined, handler: UpstreamHandler, after?: number): () => void {
    const member: Member = { topic, token, handler, state: 'joining', hubTopic: null, session: null, seq: 0, line: null, catchUp: null };
    this.members.add(member);
    if (token) this.watchSessions();
    void this.join(member, after);
    return () => this.end(member);
  }

  get subscriptionCount(): number {
    return this.members.size;
  }

  /** Bus subscriptions open for topics (one per topic, whatever the number of subscribers; tests and diagnostics). */
  get lineCount(): number {
    return this.lines.size;
  }

  close(): void {
    this.closed = true;
    for (const member of [...this.members]) this.end(member);
    if (this.recheck) clearInterval(this.recheck);
    void this.revocations?.then((s) => s.stop()).catch(() => {});
  }

  /** Brings a subscriber in: a snapshot (no `after`, or one the stream cannot resume from), else the changes after `after`. */
  private async join(member: Member, after: number | undefined): Promise<void> {
    member.state = 'joining';
    const answer = await this.ask(member, after === undefined);
    if (!answer || isEnded(member)) return;
    member.hubTopic = answer.topic;
    member.session = answer.session;
    if (after !== undefined && after <= answer.seq) {
      member.seq = after;
    } else {
      if (after !== undefined) return this.join(member, undefined); // a position the stream never had: start afresh
      member.seq = answer.seq;
      member.handler({ kind: 'snapshot', seq: answer.seq, data: answer.snapshot });
    }
    this.attach(member);
  }

  /** The exchange's answer for the member's topic, retried while the exchange cannot be reached; null once refused (the member is told) or ended. */
  private async ask(member: Member, data: boolean) {
    for (let delay = RETRY_MS; ; delay = Math.min(delay * 2, 5_000)) {
      if (member.state === 'ended' || this.closed) return null;
      const answer = await this.snapshots({ topic: member.topic, data }, member.token);
      if (isEnded(member)) return null;
      if ('answer' in answer) return answer.answer;
      if (!answer.retry) {
        this.fail(member, answer.error.code, answer.error.message);
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }

  /** Puts a member whose position is known on its topic's line, reading back from the stream first when the line started after it. */
  private attach(member: Member): void {
    const hubTopic = member.hubTopic!;
    let line = this.lines.get(hubTopic);
    if (!line) {
      line = new Line(hubTopic, member.seq, this.bus, (l, c) => this.deliver(l, c), (l) => this.reset(l));
      this.lines.set(hubTopic, line);
    }
    member.line = line;
    line.members.add(member);
    if (member.seq >= line.coveredFrom) return this.goLive(member, line);
    member.state = 'catching-up';
    // The bus may deliver before subscribe() resolves: the handlers know their own read-back by this object.
    const catchUp: CatchUp = { subscription: null };
    member.catchUp = catchUp;
    catchUp.subscription = this.bus.subscribe(changeSubject(hubTopic), member.seq, {
      change: (change) => {
        if (member.catchUp !== catchUp || change.seq <= member.seq) return;
        this.give(member, change);
        if (member.seq >= line.coveredFrom && member.catchUp === catchUp) {
          this.stopCatchUp(member);
          this.goLive(member, line);
        }
      },
      reset: () => {
        if (member.catchUp !== catchUp) return;
        this.stopCatchUp(member);
        this.rejoin(member);
      },
    });
    // Stopped while subscribing: stop it now that it exists.
    if (member.catchUp !== catchUp) void catchUp.subscription.then((s) => s.stop()).catch(() => {});
  }

  private goLive(member: Member, line: Line): void {
    member.state = 'live';
    for (const change of line.recent) if (change.seq > member.seq && member.state === 'live') this.give(member, change);
  }

  private deliver(line: Line, change: BusChange): void {
    for (const member of [...line.members]) if (member.state === 'live' && change.seq > member.seq) this.give(member, change);
  }

  /** One change to one subscriber: a STALE one becomes a fresh snapshot. */
  private give(member: Member, change: BusChange): void {
    if (isStaleChange(change.data)) {
      member.seq = change.seq;
      return this.rejoin(member);
    }
    member.seq = change.seq;
    member.handler({ kind: 'delta', seq: change.seq, data: change.data });
  }

  /** The stream dropped what the line asked for: every member starts afresh from a snapshot. */
  private reset(line: Line): void {
    if (this.lines.get(line.hubTopic) === line) this.lines.delete(line.hubTopic);
    line.stop();
    for (const member of [...line.members]) {
      member.line = null;
      this.rejoin(member);
    }
  }

  private rejoin(member: Member): void {
    this.detach(member);
    void this.join(member, undefined);
  }

  private detach(member: Member): void {
    this.stopCatchUp(member);
    const line = member.line;
    member.line = null;
    if (!line) return;
    line.members.delete(member);
    if (line.members.size > 0) return;
    if (this.lines.get(line.hubTopic) === line) this.lines.delete(line.hubTopic);
    line.stop();
  }

  private stopCatchUp(member: Member): void {
    const catchUp = member.catchUp;
    member.catchUp = null;
    void catchUp?.subscription?.then((s) => s.stop()).catch(() => {});
  }

  private fail(member: Member, code: string, message: string): void {
    if (member.state === 'ended') return;
    this.end(member);
    member.handler({ kind: 'error', code, message });
  }

  private end(member: Member): void {
    if (!this.members.delete(member)) return;
    member.state = 'ended';
    this.detach(member);
  }

  /** Private subscriptions: ended sessions end them at once; every token is checked again on a timer. */
  private watchSessions(): void {
    this.revocations ??= this.bus.subscribe<RevokedSessions>(changeSubject(REVOKED_SESSIONS_TOPIC), 'now', {
      change: ({ data }) => {
        const ended = new Set(data.sessions);
        for (const member of [...this.members]) {
          if (member.session && ended.has(member.session)) this.fail(member, 'INVALID_SESSION_INFORMATION', 'The session has ended');
        }
      },
    });
    this.recheck ??= setInterval(() => void this.recheckTokens(), this.options.recheckMs ?? TOKEN_RECHECK_MS);
    this.recheck.unref();
  }

  private async recheckTokens(): Promise<void> {
    for (const member of [...this.members]) {
      if (!member.token || member.state !== 'live') continue;
      const answer = await this.snapshots({ topic: member.topic, data: false }, member.token);
      if ('error' in answer && !answer.retry) this.fail(member, answer.error.code, answer.error.message);
    }
  }
}
