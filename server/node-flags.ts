/**
 * The flags node gets for the server, wherever it is started: `npm start` (package.json's start script
 * spells the same list; server/node-flags.test.ts holds the two together), the test and bench children
 * (scripts/lib/server-child.ts, bench/web/server.ts) and the cluster's roles.
 *
 * `--concurrent-marking-max-worker-num=1`: V8 marks the old generation concurrently on up to one helper
 * thread, not on all of node's four. On the 2-core reference machine a major collection's four markers
 * took 200–300 ms of CPU within a second and kept the event loop off a core for 80–136 ms: those were
 * the slow seconds of bench:bets (PERF_TIMELINE, stop 45). With one marker the loop waited 10–53 ms in
 * the same seconds and 1,000 bets/s went from p99 94–97 ms to 22–71 ms (bench/README.md). Marking takes
 * longer in wall time; the pause at its end is unchanged (parallel, with the loop stopped anyway).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--concurrent-marking-max-worker-num=1'];
