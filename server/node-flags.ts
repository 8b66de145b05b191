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
 *
 * `--heap-growing-percent=50`: after a major collection V8 lets the old generation grow to 1.5 × what
 * survived before the next, not to its own factor (up to 4 ×). The simulator allocates all the time, so
 * V8 never saw an idle moment to shrink the heap: an idle server sat at 545–567 MB RSS with ~80 MB of it
 * live. With the flag 370–397 MB; 1,000 bets/s through GraphQL the same (989–1,000/s at 0.84–0.95 ms of CPU
 * a bet, against 991–995/s at 0.89 ms without; stop 82, bench/README.md). `--optimize-for-size` gave
 * ~300 MB but halved the bet rate.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--concurrent-marking-max-worker-num=1', '--heap-growing-percent=50'];
