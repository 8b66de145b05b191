import styles from './match-visual.module.css';

type Score = Record<string, unknown>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pair = (v: unknown): [number, number] | null => (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number') ? [v[0] as number, v[1] as number] : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** "Mumbai Indians v Chennai Super Kings" → the two sides; anything else → Home / Away. */
function sidesOf(eventName: string): [string, string] {
  const parts = eventName.replace(/^Virtual T10:\s*/, '').split(/\s+(?:v|vs|vs\.)\s+/i);
  return parts.length === 2 ? [parts[0]!.trim(), parts[1]!.trim()] : ['Home', 'Away'];
}

const overs = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

function Cricket({ eventName, score }: { eventName: string; score: Score }) {
  const sides = sidesOf(eventName);
  const runs = pair(score.runs);
  const wickets = pair(score.wickets);
  const balls = pair(score.balls);
  const batting = num(score.batting) === 1 ? 1 : 0;
  if (!runs || !wickets || !balls) return <Waiting />;
  const recent = strings(score.recent);
  const innings = num(score.innings);
  const target = innings === 2 ? runs[0] + 1 : null;
  return (
    <div className={styles.visual} data-sport="cricket">
      <p className={styles.caption}>
        <span className={styles.live}>Live</span> {sides[batting]} batting
      </p>
      <p className={styles.big} data-testid="visual-score">
        {runs[batting]}/{wickets[batting]} <small>({overs(balls[batting]!)} ov)</small>
      </p>
      {target !== null ? (
        <p className={styles.line}>
          Target {target} · needs {Math.max(0, target - runs[1])} from {Math.max(0, (num(score.overs) ?? 20) * 6 - balls[1])} balls
        </p>
      ) : (
        <p className={styles.line}>{sides[batting === 0 ? 1 : 0]} yet to bat</p>
      )}
      <ol className={styles.balls} aria-label="Last six balls">
        {recent.map((ball, i) => (
          <li key={i} data-ball={ball === 'W' ? 'wicket' : ball === '4' || ball === '6' ? 'boundary' : 'run'}>
            {ball}
          </li>
        ))}
      </ol>
    </div>
  );
}

const TENNIS_POINTS = ['0', '15', '30', '40'];

function tennisPoint(points: [number, number], side: 0 | 1, tiebreak: boolean): string {
  if (tiebreak) return String(points[side]);
  const mine = points[side];
  const theirs = points[side === 0 ? 1 : 0];
  if (mine >= 3 && theirs >= 3) return mine > theirs ? 'AD' : '40';
  return TENNIS_POINTS[Math.min(mine, 3)]!;
}

function Tennis({ eventName, score }: { eventName: string; score: Score }) {
  const sides = sidesOf(eventName);
  const games = pair(score.games);
  const points = pair(score.points);
  const sets = Array.isArray(score.sets) ? (score.sets as unknown[]).map(pair).filter((s): s is [number, number] => s !== null) : [];
  const server = num(score.server) === 1 ? 1 : 0;
  if (!games || !points) return <Waiting />;
  const tiebreak = score.tiebreak === true;
  return (
    <div className={styles.visual} data-sport="tennis">
      <p className={styles.caption}>
        <span className={styles.live}>Live</span> {tiebreak ? 'Tie-break' : `Set ${sets.length + 1}`}
      </p>
      <table className={styles.board}>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {sets.map((_, i) => (
              <th key={i} scope="col">
                S{i + 1}
              </th>
            ))}
            <th scope="col">Games</th>
            <th scope="col">Points</th>
          </tr>
        </thead>
        <tbody>
          {([0, 1] as const).map((side) => (
            <tr key={side} data-serving={server === side ? 'true' : undefined}>
              <th scope="row">
                {server === side ? <span className={styles.serve} role="img" aria-label="serving" /> : null}
                {sides[side]}
              </th>
              {sets.map((set, i) => (
                <td key={i}>{set[side]}</td>
              ))}
              <td>{games[side]}</td>
              <td className={styles.points}>{tennisPoint(points, side, tiebreak)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface SoccerEvent {
  minute: number;
  side: 0 | 1;
  type: string;
}

const EVENT_NAMES: Record<string, string> = { goal: 'Goal', yellow: 'Yellow card', corner: 'Corner' };

function Soccer({ eventName, score }: { eventName: string; score: Score }) {
  const sides = sidesOf(eventName);
  const home = num(score.home);
  const away = num(score.away);
  const minute = num(score.minute);
  if (home === null || away === null) return <Waiting />;
  const events = (Array.isArray(score.events) ? (score.events as SoccerEvent[]) : []).slice(-4).reverse();
  return (
    <div className={styles.visual} data-sport="soccer">
      <p className={styles.caption}>
        <span className={styles.live}>Live</span> {minute !== null ? `${minute}'` : ''}
      </p>
      <p className={styles.big} data-testid="visual-score">
        <span className={styles.team}>{sides[0]}</span> {home} – {away} <span className={styles.team}>{sides[1]}</span>
      </p>
      <ul className={styles.events} aria-label="Latest events">
        {events.map((e, i) => (
          <li key={`${e.minute}-${i}`} data-type={e.type}>
            {e.minute}' {EVENT_NAMES[e.type] ?? e.type} · {sides[e.side === 1 ? 1 : 0]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Race({ score }: { score: Score }) {
  const order = strings(score.order);
  const names = (score.names && typeof score.names === 'object' ? score.names : {}) as Record<string, string>;
  const left = num(score.furlongsLeft);
  return (
    <div className={styles.visual} data-sport="race">
      <p className={styles.caption}>
        <span className={styles.live}>Live</span> {left === 0 ? 'Finished' : left !== null ? `${left}f to run` : 'Running'}
      </p>
      <ol className={styles.order} aria-label="Running order">
        {order.slice(0, 6).map((id) => (
          <li key={id}>{names[id] ?? `No. ${id}`}</li>
        ))}
      </ol>
    </div>
  );
}

function Waiting() {
  return <p className={styles.waiting}>Waiting for the first score update…</p>;
}

export interface MatchVisualProps {
  eventName: string;
  /** The score feed's latest object (sport-specific), or null before the first update. */
  score: Score | null;
}

/**
 * A live match visual drawn from the score feed, for events without video (issue 19): cricket's
 * batting side, score, overs and last six balls; tennis sets, games, points and server; soccer's
 * minute, score and latest events; a race's running order.
 */
export function MatchVisual({ eventName, score }: MatchVisualProps) {
  if (!score) return <Waiting />;
  switch (score.kind) {
    case 'cricket':
      return <Cricket eventName={eventName} score={score} />;
    case 'tennis':
      return <Tennis eventName={eventName} score={score} />;
    case 'soccer':
      return <Soccer eventName={eventName} score={score} />;
    case 'race':
      return <Race score={score} />;
    default:
      return <Waiting />;
  }
}
