import { BACK, LAY } from './engines';
import type { BenchEngine } from './engines';
import { seededRandom } from './stats';

/** One timed round: how many operations ran and how long they took. */
export interface RoundResult {
  readonly ops: number;
  readonly ms: number;
}

const ids = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** `rest`: 300k limit orders that never cross, spread over the whole ladder (lays 0–174, backs 175–349). */
export function restScenario(count = 300_000) {
  const random = seededRandom(1);
  const orderIds = ids('r', count);
  const sides = Uint8Array.from({ length: count }, () => (random() < 0.5 ? BACK : LAY));
  const ticks = Uint16Array.from(sides, (side) => (side === BACK ? 175 : 0) + Math.floor(random() * 175));
  const sizes = Uint32Array.from({ length: count }, () => 100 + Math.floor(random() * 10_000));
  const users = ids('u', 1000);
  return (engine: BenchEngine): RoundResult => {
    const start = performance.now();
    for (let i = 0; i < count; i++) engine.place(orderIds[i]!, users[i % 1000]!, sides[i]!, ticks[i]!, sizes[i]!, null);
    return { ops: count, ms: performance.now() - start };
  };
}

/**
 * `depth-N`: N lays of 100 already queued at each of 10 prices; then pairs of (a lay joining the
 * best price, a back that fills the oldest lay there). The queue length stays N throughout.
 */
export function depthScenario(depth: number, pairs: number) {
  const prefill = ids('q', depth * 10);
  const restIds = ids('p', pairs);
  const crossIds = ids('x', pairs);
  const best = 109;
  return (engine: BenchEngine): RoundResult => {
    for (let i = 0; i < prefill.length; i++) engine.place(prefill[i]!, 'maker', LAY, 100 + (i % 10), 100, null);
    const start = performance.now();
    for (let i = 0; i < pairs; i++) {
      engine.place(restIds[i]!, 'maker', LAY, best, 100, null);
      engine.place(crossIds[i]!, 'taker', BACK, best, 100, null);
    }
    return { ops: pairs * 2, ms: performance.now() - start };
  };
}

const MID = 100;

/**
 * `mixed`, after exchange-core's benchmark: about 1,000 live orders; 82% re-price, 9% new
 * resting, 6% cancel, 3% crossing. Backs rest at ticks 100–119, lays at 80–99; each maker user
 * stays on one side so nothing self-matches. With `latencies`, every operation is timed.
 */
export function mixedScenario(ops: number, seed = 7) {
  const newIds = ids('n', ops);
  const backUsers = ids('b', 50);
  const layUsers = ids('l', 50);
  return (engine: BenchEngine, latencies: Float64Array | null = null): RoundResult => {
    const random = seededRandom(seed);
    const pick = (n: number) => Math.floor(random() * n);
    const liveIds: string[] = [];
    const liveSides: number[] = [];
    const liveUsers: string[] = [];
    const index = new Map<string, number>();
    const addLive = (id: string, side: number, user: string) => {
      index.set(id, liveIds.length);
      liveIds.push(id);
      liveSides.push(side);
      liveUsers.push(user);
    };
    const removeLive = (k: number) => {
      const last = liveIds.length - 1;
      index.delete(liveIds[k]!);
      if (k !== last) {
        liveIds[k] = liveIds[last]!;
        liveSides[k] = liveSides[last]!;
        liveUsers[k] = liveUsers[last]!;
        index.set(liveIds[k], k);
      }
      liveIds.pop();
      liveSides.pop();
      liveUsers.pop();
    };
    const restingTick = (side: number) => (side === BACK ? MID + pick(20) : MID - 1 - pick(20));
    let next = 0;
    const placeResting = () => {
      const side = pick(2);
      const user = side === BACK ? backUsers[pick(50)]! : layUsers[pick(50)]!;
      const id = newIds[next++]!;
      engine.place(id, user, side, restingTick(side), 100 + pick(900), null);
      addLive(id, side, user);
    };
    for (let i = 0; i < 1000; i++) placeResting();

    const filled: string[] = [];
    let measured = 0;
    const start = performance.now();
    for (let i = 0; i < ops; i++) {
      const r = random();
      const t0 = latencies === null ? 0 : performance.now();
      if (r < 0.82 && liveIds.length > 0) {
        const k = pick(liveIds.length);
        engine.replace(liveIds[k]!, liveUsers[k]!, restingTick(liveSides[k]!));
      } else if (r < 0.91 || liveIds.length === 0) {
        placeResting();
      } else if (r < 0.97) {
        const k = pick(liveIds.length);
        engine.cancel(liveIds[k]!, liveUsers[k]!);
        removeLive(k);
      } else {
        const side = pick(2);
        const user = side === BACK ? 'takerB' : 'takerL';
        const id = newIds[next++]!;
        filled.length = 0;
        const left = engine.place(id, user, side, side === BACK ? MID - 20 : MID + 19, 10 + pick(290), filled);
        for (const makerId of filled) {
          const k = index.get(makerId);
          if (k !== undefined) removeLive(k);
        }
        if (left > 0) addLive(id, side, user);
      }
      if (latencies !== null) latencies[measured++] = performance.now() - t0;
    }
    return { ops, ms: performance.now() - start };
  };
}
