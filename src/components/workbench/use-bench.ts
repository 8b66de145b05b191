/** The workbench's state: the steps taken, where the tester stands in them, and the run at that point. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyEventObject } from 'xstate';
import { runBench, toJsonEvent } from '../../../tools/machines/bench';
import type { BenchRun, BenchSpec, BenchStep, ServiceMode } from '../../../tools/machines/bench';

export interface BenchStart {
  input?: number;
  modes?: Record<string, ServiceMode>;
  steps?: AnyEventObject[];
  /** How many of `steps` are taken at the start (default all). */
  cursor?: number;
}

export function useBench(spec: BenchSpec, start: BenchStart = {}) {
  const [input, setInputState] = useState(start.input ?? 0);
  const [modes, setModes] = useState<Record<string, ServiceMode>>(start.modes ?? {});
  const [steps, setSteps] = useState<BenchStep[]>((start.steps ?? []).map((event) => ({ event: toJsonEvent(event) })));
  const [cursor, setCursorState] = useState(start.cursor ?? steps.length);
  const [run, setRun] = useState<BenchRun | null>(null);
  const [busy, setBusy] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(0);

  /** Runs `taken` from the start; with `autoFrom`, service modes settle what is invoked from there on. */
  const perform = useCallback(
    async (inputIndex: number, taken: BenchStep[], autoFrom: number, tail: BenchStep[] = []) => {
      const id = ++latest.current;
      let next: BenchRun;
      try {
        next = await runBench(spec, { inputIndex, steps: taken, modes, autoFrom });
      } catch (err) {
        if (id === latest.current) {
          setFailure((err as Error).message);
          setRun(null);
          setBusy(false);
        }
        return;
      }
      if (id !== latest.current) return next.actor.stop();
      setFailure(null);
      setRun(next);
      setSteps([...next.steps, ...tail]);
      setCursorState(next.steps.length);
      setBusy(false);
    },
    [spec, modes],
  );

  const execute = (inputIndex: number, taken: BenchStep[], autoFrom: number, tail: BenchStep[] = []) => {
    setBusy(true);
    return perform(inputIndex, taken, autoFrom, tail);
  };

  useEffect(() => {
    // The first run: settle what the start invokes by the story's modes, keep later steps for Forward.
    const initial = steps.slice(0, cursor);
    void perform(input, initial, initial.length === 0 ? 0 : Infinity, steps.slice(cursor));
    const runs = latest;
    return () => void runs.current++;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per spec; later runs come from the actions below
  }, [spec]);

  useEffect(() => () => run?.actor.stop(), [run]);

  return {
    input,
    modes,
    steps,
    cursor,
    run,
    busy,
    /** Why the machine could not start (no run then). */
    failure,
    /** Takes a step after the cursor (dropping any steps ahead of it). */
    send: (event: AnyEventObject) => void execute(input, [...steps.slice(0, cursor), { event: toJsonEvent(event) }], cursor + 1),
    /** Replays the first `n` steps from the start, keeping the rest for Forward. */
    goTo: (n: number) => void execute(input, steps.slice(0, n), Infinity, steps.slice(n)),
    /** Starts again from another input. */
    setInput: (index: number) => {
      setInputState(index);
      void execute(index, [], 0);
    },
    setMode: (id: string, mode: ServiceMode) => setModes((m) => ({ ...m, [id]: mode })),
    /** Loads steps (a model path or an imported recording) and stands before the first. */
    load: (inputIndex: number, events: AnyEventObject[]) => {
      setInputState(inputIndex);
      void execute(inputIndex, [], Infinity, events.map((event) => ({ event: toJsonEvent(event) })));
    },
  };
}

export type Bench = ReturnType<typeof useBench>;
