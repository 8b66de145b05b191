import { useEffect, useRef, useState } from 'react';

/** How long a changed figure stays highlighted. */
export const FLASH_MS = 1_200;

/**
 * 'up' or 'down' for a moment after `value` changes (not on the first render), then null: a live
 * figure that moved catches the eye without the row moving.
 */
export function useFlash(value: number): 'up' | 'down' | null {
  const previous = useRef(value);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    if (value === previous.current) return;
    setFlash(value > previous.current ? 'up' : 'down');
    previous.current = value;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return flash;
}
