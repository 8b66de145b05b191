/** The workbench's side panels: events, services and clock, timeline, paths, export and replay. */
import { Fragment, useId, useMemo, useState } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { acceptedEvents, delayOf, eventTemplates, isServiceLogic, sampleOutcome } from '../../../tools/machines/bench';
import type { BenchSpec, ServiceMode } from '../../../tools/machines/bench';
import { traverseModel } from '../../../tools/machines/model-coverage';
import { eventLabel } from '../../../tools/machines/statechart';
import { recordingOf, replayRecording } from '../../../tools/machines/replay';
import type { BenchRecording } from '../../../tools/machines/replay';
import type { Bench } from './use-bench';
import styles from './workbench.module.css';

/**
 * Whether the machine takes `sample` now. A sample with no payload (a model that lists no sample of
 * its type) can make a guard that reads the payload throw: that is a refusal of the sample too.
 */
function acceptsSample(snapshot: { can: (event: AnyEventObject) => boolean }, sample: AnyEventObject): boolean {
  try {
    return snapshot.can(sample);
  } catch {
    return false;
  }
}

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
const payloadOf = (event: AnyEventObject) => Object.keys(event).some((k) => k !== 'type');

function parseEvent(text: string, type: string): { event: AnyEventObject | null; problem: string | null } {
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { event: null, problem: 'The payload must be a JSON object.' };
    return { event: { ...(value as object), type }, problem: null };
  } catch (err) {
    return { event: null, problem: `Not JSON: ${(err as Error).message}` };
  }
}

/** Buttons for the events the snapshot accepts; events with data open a JSON payload editor. */
export function EventsPanel({ spec, bench, snapshot }: { spec: BenchSpec; bench: Bench; snapshot: AnyMachineSnapshot }) {
  const { send: types } = acceptedEvents(snapshot);
  const [editing, setEditing] = useState<{ type: string; text: string } | null>(null);
  const editorId = useId();
  const parsed = editing ? parseEvent(editing.text, editing.type) : null;
  const open = (type: string) => {
    const [template] = eventTemplates(spec, type);
    const { type: _type, ...payload } = template!;
    if (payloadOf(template!)) setEditing({ type, text: pretty(payload) });
    else bench.send(template!);
  };
  return (
    <section className={styles.panel} aria-label="Events">
      <h3 className={styles.panelTitle}>Events it accepts now</h3>
      {types.length === 0 ? (
        <p className={styles.muted}>No events: it waits for a service or the clock, or it has finished.</p>
      ) : (
        <div className={styles.buttons}>
          {types.map((type) => {
            const [template] = eventTemplates(spec, type);
            return (
              <button
                key={type}
                type="button"
                className={styles.eventButton}
                data-selected={editing?.type === type || undefined}
                disabled={bench.busy}
                title={acceptsSample(snapshot, template!) ? undefined : 'A guard refuses the sample payload; edit it'}
                onClick={() => open(type)}
              >
                {type}
                {payloadOf(template!) ? ' …' : ''}
              </button>
            );
          })}
        </div>
      )}
      {editing && types.includes(editing.type) && (
        <div className={styles.editor}>
          <label htmlFor={editorId}>Payload of {editing.type}</label>
          {eventTemplates(spec, editing.type).length > 1 && (
            <select
              aria-label={`Sample payloads of ${editing.type}`}
              onChange={(e) => {
                const { type: _t, ...payload } = eventTemplates(spec, editing.type)[Number(e.target.value)]!;
                setEditing({ type: editing.type, text: pretty(payload) });
              }}
            >
              {eventTemplates(spec, editing.type).map((t, i) => (
                <option key={i} value={i}>
                  {JSON.stringify(t).slice(0, 80)}
                </option>
              ))}
            </select>
          )}
          <textarea id={editorId} rows={5} value={editing.text} onChange={(e) => setEditing({ ...editing, text: e.target.value })} spellCheck={false} />
          {parsed?.problem && <p role="alert" className={styles.problem}>{parsed.problem}</p>}
          <div className={styles.buttons}>
            <button type="button" disabled={!parsed?.event || bench.busy} onClick={() => parsed?.event && (bench.send(parsed.event), setEditing(null))}>
              Send {editing.type}
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** Invoke ids of the machine's services (promise actors, which the fakes replace), for the mode pickers. */
export function serviceIds(spec: BenchSpec): string[] {
  const ids = new Set<string>();
  const walk = (node: { invoke: { id: string; src: unknown }[]; states: Record<string, unknown> }) => {
    node.invoke.filter((i) => typeof i.src === 'string' && isServiceLogic(spec.machine.implementations.actors[i.src])).forEach((i) => ids.add(i.id));
    Object.values(node.states).forEach((child) => walk(child as typeof node));
  };
  walk(spec.machine.root as never);
  return [...ids].sort();
}

/** Fake services (hang, succeed, fail; settle a waiting one by hand) and the simulated clock. */
export function FakesPanel({ spec, bench, snapshot }: { spec: BenchSpec; bench: Bench; snapshot: AnyMachineSnapshot }) {
  const run = bench.run!;
  const ids = [...new Set([...serviceIds(spec), ...run.pending])];
  const { clock } = acceptedEvents(snapshot);
  const [outputs, setOutputs] = useState<Record<string, string>>({});
  return (
    <section className={styles.panel} aria-label="Fakes">
      <h3 className={styles.panelTitle}>Fakes</h3>
      <label className={styles.row}>
        Start from input
        <select value={bench.input} onChange={(e) => bench.setInput(Number(e.target.value))} disabled={bench.busy}>
          {spec.inputLabels.map((label, i) => (
            <option key={i} value={i}>
              {i + 1}. {label}
            </option>
          ))}
        </select>
      </label>
      {ids.length === 0 ? (
        <p className={styles.muted}>No services.</p>
      ) : (
        <table className={styles.services}>
          <caption className={styles.srOnly}>Services</caption>
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">When invoked</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            {ids.map((id) => {
              const waiting = run.pending.includes(id);
              const sample = sampleOutcome(spec, id, 'done');
              const text = outputs[id] ?? pretty((sample as { output?: unknown }).output ?? null);
              return (
                <Fragment key={id}>
                  <tr data-waiting={waiting || undefined}>
                    <th scope="row">{id}</th>
                    <td>
                      <select aria-label={`${id} mode`} value={bench.modes[id] ?? 'hang'} onChange={(e) => bench.setMode(id, e.target.value as ServiceMode)}>
                        <option value="hang">hang (settle by hand)</option>
                        <option value="succeed">succeed</option>
                        <option value="fail">fail</option>
                      </select>
                    </td>
                    <td>{waiting ? <strong>waiting</strong> : <span className={styles.muted}>idle</span>}</td>
                  </tr>
                  {waiting && (
                    <tr data-waiting>
                      <td colSpan={3}>
                        <div className={styles.settle}>
                          <textarea aria-label={`${id} output`} rows={2} value={text} onChange={(e) => setOutputs((o) => ({ ...o, [id]: e.target.value }))} spellCheck={false} />
                          <div className={styles.buttons}>
                            <button type="button" disabled={bench.busy} onClick={() => bench.send({ type: `xstate.done.actor.${id}`, output: safeJson(text) })}>
                              Resolve {id}
                            </button>
                            <button type="button" disabled={bench.busy} onClick={() => bench.send(sampleOutcome(spec, id, 'error'))}>
                              Reject {id}
                            </button>
                          </div>
                        </div>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
      <p className={styles.row}>
        Clock: <output aria-label="Simulated time">{run.now} ms</output>
      </p>
      <div className={styles.buttons}>
        {clock.map((type) => (
          <button key={type} type="button" disabled={bench.busy} onClick={() => bench.send({ type })}>
            Advance {delayOf(snapshot, type)} ms ({eventLabel(type)})
          </button>
        ))}
      </div>
    </section>
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const stepLabel = (event: AnyEventObject) => {
  const { type, ...rest } = event;
  const data = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${eventLabel(type)}${data.length > 60 ? `${data.slice(0, 59)}…` : data}`;
};

/** Steps taken, with Back/Forward (each replays from the start) and the effects of the current step. */
export function TimelinePanel({ bench }: { bench: Bench }) {
  const { steps, cursor, run } = bench;
  return (
    <section className={styles.panel} aria-label="Timeline">
      <h3 className={styles.panelTitle}>Timeline</h3>
      <div className={styles.buttons}>
        <button type="button" disabled={bench.busy || cursor === 0} onClick={() => bench.goTo(cursor - 1)}>
          ◀ Back
        </button>
        <button type="button" disabled={bench.busy || cursor >= steps.length} onClick={() => bench.goTo(cursor + 1)}>
          Forward ▶
        </button>
        <button type="button" disabled={bench.busy || cursor === 0} onClick={() => bench.goTo(0)}>
          Restart
        </button>
        <span className={styles.muted}>
          step {cursor} of {steps.length}
        </span>
      </div>
      <ol className={styles.timeline} aria-label="Steps">
        <li data-current={cursor === 0 || undefined}>
          <button type="button" className={styles.stepButton} disabled={bench.busy} onClick={() => bench.goTo(0)}>
            start
          </button>
        </li>
        {steps.map((step, i) => (
          <li key={i} data-current={cursor === i + 1 || undefined} data-ahead={i >= cursor || undefined}>
            <button type="button" className={styles.stepButton} disabled={bench.busy} onClick={() => bench.goTo(i + 1)}>
              {i + 1}. {stepLabel(step.event)}
              {step.auto ? ' (by mode)' : ''}
            </button>
          </li>
        ))}
      </ol>
      <h4 className={styles.subTitle}>Effects of this step</h4>
      {run && (run.effects[cursor] ?? []).length > 0 ? (
        <ul className={styles.effects}>
          {run.effects[cursor]!.map((e, i) => (
            <li key={i}>
              {e.name}
              {e.params === undefined ? '' : ` ${JSON.stringify(e.params)}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>None.</p>
      )}
    </section>
  );
}

/** The paths the model tests walk: pick one, then step through it with Forward. */
export function PathsPanel({ spec, bench }: { spec: BenchSpec; bench: Bench }) {
  const [shown, setShown] = useState(false);
  const traversal = useMemo(() => (shown && spec.model ? traverseModel(spec.model) : null), [shown, spec]);
  const [choice, setChoice] = useState('');
  const inputs = spec.model?.inputs ?? [spec.model?.input];
  if (!spec.model) {
    return (
      <section className={styles.panel} aria-label="Paths">
        <h3 className={styles.panelTitle}>Model paths</h3>
        <p className={styles.muted}>This machine has no model (machines/*.model.ts), so no paths yet.</p>
      </section>
    );
  }
  const all = traversal ? [...traversal.statePaths.map((p) => ['state', p] as const), ...traversal.transitionPaths.map((p) => ['edge', p] as const)] : [];
  return (
    <section className={styles.panel} aria-label="Paths">
      <h3 className={styles.panelTitle}>Model paths</h3>
      {!traversal ? (
        <button type="button" onClick={() => setShown(true)}>
          List the paths the model tests walk
        </button>
      ) : (
        <>
          <p className={styles.muted}>
            {traversal.statePaths.length} shortest paths to states, {traversal.transitionPaths.length} through every transition.
          </p>
          <select aria-label="Model path" value={choice} onChange={(e) => setChoice(e.target.value)} className={styles.pathSelect}>
            <option value="">Choose a path…</option>
            {all.map(([kind, p], i) => (
              <option key={i} value={i}>
                {kind === 'state' ? 'to ' : 'edge '}
                {p.description}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={choice === '' || bench.busy}
            onClick={() => {
              const [, path] = all[Number(choice)]!;
              bench.load(Math.max(0, inputs.indexOf(path.input)), path.steps.map((s) => s.event));
            }}
          >
            Load path
          </button>
        </>
      )}
    </section>
  );
}

/** Export the steps taken as a recording; paste one to replay it (and check where it ends). */
export function ExportPanel({ spec, bench }: { spec: BenchSpec; bench: Bench }) {
  const [pasted, setPasted] = useState('');
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null);
  const run = bench.run!;
  const recording = recordingOf(spec, bench.input, { steps: run.steps, snapshot: run.snapshot });
  const json = pretty(recording);
  const href = useMemo(() => `data:application/json;charset=utf-8,${encodeURIComponent(json)}`, [json]);
  const replay = async () => {
    try {
      const parsed = JSON.parse(pasted) as BenchRecording;
      const end = await replayRecording(spec, parsed);
      setVerdict({ ok: true, text: `Passed: ended in ${JSON.stringify(end.value)} as recorded.` });
      bench.load(parsed.input, parsed.steps);
    } catch (err) {
      setVerdict({ ok: false, text: `Failed: ${(err as Error).message}` });
    }
  };
  return (
    <section className={styles.panel} aria-label="Export and replay">
      <h3 className={styles.panelTitle}>Export and replay</h3>
      <details>
        <summary>Steps as JSON ({recording.steps.length} steps)</summary>
        <textarea readOnly rows={8} value={json} aria-label="Recording JSON" className={styles.code} />
      </details>
      <a className={styles.download} href={href} download={`${spec.name}.steps.json`}>
        Download {spec.name}.steps.json
      </a>
      <label className={styles.column}>
        Paste a recording to replay
        <textarea rows={3} value={pasted} onChange={(e) => setPasted(e.target.value)} spellCheck={false} className={styles.code} />
      </label>
      <button type="button" disabled={!pasted.trim()} onClick={() => void replay()}>
        Replay and check
      </button>
      {verdict && (
        <p role="status" className={verdict.ok ? styles.passed : styles.problem}>
          {verdict.text}
        </p>
      )}
    </section>
  );
}
