/**
 * `?inspect`: the workbench's statechart, context and events as a side panel attached to the
 * running app's live actors (the root actor and its children: session, route guard, bet slip,
 * search, …; and the components' own actors — pickers, cash out — that report to local-actors.ts). Read-only; in development builds the events can also be sent. Loaded lazily
 * (see inspector-gate.tsx), so it and its layout engine never weigh on the entry chunk.
 */
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { acceptedEvents } from '../../../tools/machines/bench';
import { contextJson } from '../../../tools/machines/replay';
import { ContextTree } from './context-tree';
import { getLocalActors, subscribeLocalActors } from './local-actors';
import { StatechartPanel } from './statechart-panel';
import styles from './live-inspector.module.css';

export interface LiveInspectorProps {
  /** The app's root actor. */
  root: AnyActorRef;
  /** Allow sending events (development builds only). */
  canStep: boolean;
  onClose: () => void;
}

const isMachineActor = (ref: AnyActorRef) => !!(ref.getSnapshot() as Partial<AnyMachineSnapshot>)?.machine;

function useSnapshot(actor: AnyActorRef): AnyMachineSnapshot {
  return useSyncExternalStore(
    (onChange) => {
      const sub = actor.subscribe({ next: onChange, error: onChange });
      return () => sub.unsubscribe();
    },
    () => actor.getSnapshot() as AnyMachineSnapshot,
  );
}

/** The root, each child that runs a machine, by id, then the components' own actors (pickers, …). */
function useActors(root: AnyActorRef): [string, AnyActorRef][] {
  const snapshot = useSnapshot(root);
  const local = useSyncExternalStore(subscribeLocalActors, getLocalActors);
  return useMemo(
    () => [
      ['app', root] as [string, AnyActorRef],
      ...Object.entries(snapshot.children as Record<string, AnyActorRef>).filter(([, ref]) => ref && isMachineActor(ref)),
      ...local.map(({ name, actor }) => [name, actor] as [string, AnyActorRef]),
    ],
    [root, snapshot.children, local],
  );
}

function StepHistory({ actor }: { actor: AnyActorRef }) {
  const [history, setHistory] = useState<string[]>([]);
  useEffect(() => {
    const seen = (s: AnyMachineSnapshot) => setHistory((h) => [...h.slice(-29), JSON.stringify(s.value)]);
    const sub = actor.subscribe({ next: (s) => seen(s as AnyMachineSnapshot) });
    return () => sub.unsubscribe();
  }, [actor]);
  return history.length === 0 ? (
    <p className={styles.muted}>No changes since the panel opened.</p>
  ) : (
    <ol className={styles.history} aria-label="State changes">
      {history.map((value, i) => (
        <li key={i}>{value}</li>
      ))}
    </ol>
  );
}

function EventSender({ actor, snapshot }: { actor: AnyActorRef; snapshot: AnyMachineSnapshot }) {
  const { send: types } = acceptedEvents(snapshot);
  const [type, setType] = useState('');
  const [payload, setPayload] = useState('{}');
  const [problem, setProblem] = useState<string | null>(null);
  const payloadId = useId();
  const send = () => {
    try {
      const data = JSON.parse(payload) as object;
      actor.send({ ...data, type } as AnyEventObject);
      setProblem(null);
    } catch (err) {
      setProblem(`Not JSON: ${(err as Error).message}`);
    }
  };
  return (
    <div className={styles.sender}>
      <select aria-label="Event to send" value={type} onChange={(e) => setType(e.target.value)}>
        <option value="">Choose an event…</option>
        {types.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      <label htmlFor={payloadId}>Payload (JSON)</label>
      <textarea id={payloadId} rows={3} value={payload} onChange={(e) => setPayload(e.target.value)} spellCheck={false} />
      {problem && <p role="alert">{problem}</p>}
      <button type="button" disabled={!type} onClick={send}>
        Send {type || 'event'}
      </button>
    </div>
  );
}

function ActorView({ id, actor, canStep }: { id: string; actor: AnyActorRef; canStep: boolean }) {
  const snapshot = useSnapshot(actor);
  const { send: types } = acceptedEvents(snapshot);
  return (
    <div className={styles.body}>
      <p className={styles.state}>
        State: <output aria-label="Current state">{JSON.stringify(snapshot.value)}</output>
      </p>
      <StatechartPanel machine={snapshot.machine as AnyStateMachine} snapshot={snapshot} title={id} />
      <h3>Events it accepts now</h3>
      {canStep ? (
        <EventSender actor={actor} snapshot={snapshot} />
      ) : (
        <p className={styles.events}>{types.length ? types.join(', ') : 'none'} (read-only: stepping is for development builds)</p>
      )}
      <h3>Context</h3>
      <ContextTree value={contextJson(snapshot)} label={`Context of ${id}`} />
      <h3>State changes</h3>
      <StepHistory actor={actor} />
    </div>
  );
}

export default function LiveInspector({ root, canStep, onClose }: LiveInspectorProps) {
  const actors = useActors(root);
  const [chosen, setChosen] = useState('session');
  const current = actors.find(([id]) => id === chosen) ?? actors[0]!;
  return (
    <aside className={styles.panel} aria-label="Machine inspector">
      <header className={styles.head}>
        <h2>Inspector</h2>
        <select aria-label="Actor" value={current[0]} onChange={(e) => setChosen(e.target.value)}>
          {actors.map(([id]) => (
            <option key={id}>{id}</option>
          ))}
        </select>
        <button type="button" onClick={onClose} aria-label="Close the inspector">
          ×
        </button>
      </header>
      <ActorView key={current[0]} id={current[0]} actor={current[1]} canStep={canStep} />
    </aside>
  );
}
