import { useEffect, useRef } from 'react';

interface Subscribable<S> {
  getSnapshot(): S;
  subscribe(listener: (snapshot: S) => void): { unsubscribe(): void };
}

/**
 * Keeps a picker machine's value and a controlled `value` prop in step, both compared by a key:
 * a new prop is sent into the machine (`setFromProp`), a change the machine makes is reported with
 * `onChange` — but never a change that only echoes the prop.
 */
export function useControlledValue<S, V>(
  actor: Subscribable<S>,
  read: (snapshot: S) => V,
  keyOf: (value: V) => string,
  propKey: string,
  setFromProp: (propKey: string) => void,
  onChange: (value: V) => void,
): void {
  const latest = useRef({ read, keyOf, onChange, propKey, setFromProp });
  useEffect(() => {
    latest.current = { read, keyOf, onChange, propKey, setFromProp };
  });

  useEffect(() => {
    const { read: readNow, keyOf: keyNow } = latest.current;
    let last = keyNow(readNow(actor.getSnapshot()));
    const subscription = actor.subscribe((snapshot) => {
      const current = latest.current;
      const value = current.read(snapshot);
      const key = current.keyOf(value);
      if (key === last) return;
      last = key;
      if (key !== current.propKey) current.onChange(value);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    const { read: readNow, keyOf: keyNow, setFromProp: set } = latest.current;
    if (propKey !== keyNow(readNow(actor.getSnapshot()))) set(propKey);
  }, [actor, propKey]);
}
