/** "0:07:05": how long a session has run (hours, minutes, seconds), from its start to `now`. */
export function sessionLength(startedAtIso: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startedAtIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const s = String(seconds % 60).padStart(2, '0');
  return `${h}:${m}:${s}`;
}
