/**
 * The desk's keys (issue #48): a trader quotes without the mouse. One table, read by the key handler
 * and by the legend on the screen, so what the screen says is what the keys do.
 */

export type DeskIntent =
  | { kind: 'marketSuspend' }
  | { kind: 'marketOpen' }
  | { kind: 'eventSuspend' }
  | { kind: 'eventReopen' }
  | { kind: 'step'; step: 1 | -1 }
  | { kind: 'runner'; step: 1 | -1 }
  | { kind: 'focus'; step: 1 | -1 }
  | { kind: 'ball'; ball: string }
  | { kind: 'goal'; side: 'HOME' | 'AWAY' }
  | { kind: 'newEvent' }
  | { kind: 'editEvent' }
  | { kind: 'addMarket' }
  | { kind: 'settle' }
  | { kind: 'startPlay' };

/** What a key press carries (a KeyboardEvent's fields). */
export interface KeyPress {
  key: string;
  code: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The press came from a text field: only the keys that make sense there act. */
  inField: boolean;
  /** That field is a market's quote field (numbers only): the desk's letters act there too, so J/K go on from one market's quote to the next. */
  inQuote: boolean;
}

interface KeyRow {
  keys: string;
  does: string;
  match: (k: KeyPress) => DeskIntent | null;
}

const plain = (k: KeyPress) => !k.altKey && !k.ctrlKey && !k.metaKey;
/** A letter types into a text field; a quote field takes no letters, so there the letter is the desk's. */
const lettersFree = (k: KeyPress) => !k.inField || k.inQuote;
const letter = (k: KeyPress, l: string) => k.code === `Key${l.toUpperCase()}`;

/** Every key of the desk, in the legend's order. Arrows work in a quote field too (they move what it quotes). */
export const DESK_KEYS: readonly KeyRow[] = [
  { keys: 'S', does: 'Suspend the focused market', match: (k) => (plain(k) && !k.shiftKey && lettersFree(k) && letter(k, 's') ? { kind: 'marketSuspend' } : null) },
  { keys: 'O', does: 'Open (resume) the focused market', match: (k) => (plain(k) && !k.shiftKey && lettersFree(k) && letter(k, 'o') ? { kind: 'marketOpen' } : null) },
  { keys: 'Shift+S', does: 'Suspend the whole event', match: (k) => (plain(k) && k.shiftKey && lettersFree(k) && letter(k, 's') ? { kind: 'eventSuspend' } : null) },
  { keys: 'Shift+O', does: 'Reopen the whole event', match: (k) => (plain(k) && k.shiftKey && lettersFree(k) && letter(k, 'o') ? { kind: 'eventReopen' } : null) },
  { keys: '↑ / ↓', does: 'Line or price up / down one step (goes live)', match: (k) => (plain(k) && !k.shiftKey && (k.key === 'ArrowUp' || k.key === 'ArrowDown') ? { kind: 'step', step: k.key === 'ArrowUp' ? 1 : -1 } : null) },
  { keys: '← / →', does: 'Previous / next runner (bookmaker)', match: (k) => (plain(k) && !k.inField && (k.key === 'ArrowLeft' || k.key === 'ArrowRight') ? { kind: 'runner', step: k.key === 'ArrowRight' ? 1 : -1 } : null) },
  { keys: 'J / K', does: 'Next / previous market (into its quote)', match: (k) => (plain(k) && lettersFree(k) && (letter(k, 'j') || letter(k, 'k')) ? { kind: 'focus', step: letter(k, 'j') ? 1 : -1 } : null) },
  { keys: 'Alt+0…6, Alt+W', does: 'A ball: runs or a wicket (suspends every market)', match: (k) => (k.altKey && !k.ctrlKey && !k.metaKey && /^Digit[0-6]$/.test(k.code) ? { kind: 'ball', ball: k.code.slice(5) } : k.altKey && letter(k, 'w') ? { kind: 'ball', ball: 'W' } : null) },
  { keys: 'Alt+H / Alt+A', does: 'A goal, home / away (suspends every market)', match: (k) => (k.altKey && !k.ctrlKey && !k.metaKey && (letter(k, 'h') || letter(k, 'a')) ? { kind: 'goal', side: letter(k, 'h') ? 'HOME' : 'AWAY' } : null) },
  { keys: 'P', does: 'Start play (in play)', match: (k) => (plain(k) && !k.shiftKey && lettersFree(k) && letter(k, 'p') ? { kind: 'startPlay' } : null) },
  { keys: 'N', does: 'New event', match: (k) => (plain(k) && !k.shiftKey && lettersFree(k) && letter(k, 'n') ? { kind: 'newEvent' } : null) },
  { keys: 'E', does: 'Edit the event', match: (k) => (plain(k) && !k.shiftKey && lettersFree(k) && letter(k, 'e') ? { kind: 'editEvent' } : null) },
  { keys: 'M', does: 'Add a market', match: (k) => (plain(k) && !k.shiftKey && lettersFree(k) && letter(k, 'm') ? { kind: 'addMarket' } : null) },
  { keys: 'R', does: 'Result and settle the focused market', match: (k) => (plain(k) && !k.shiftKey && lettersFree(k) && letter(k, 'r') ? { kind: 'settle' } : null) },
];

/** The legend's rows and what Enter and Esc do in the quote fields. */
export const DESK_LEGEND: ReadonlyArray<{ keys: string; does: string }> = [...DESK_KEYS.map(({ keys, does }) => ({ keys, does })), { keys: 'Enter', does: 'Send the typed quote (goes live)' }, { keys: 'Esc', does: 'Close a form' }];

/** The desk's intent for a key press, or null when the key is not the desk's. */
export function intentOf(press: KeyPress): DeskIntent | null {
  for (const row of DESK_KEYS) {
    const intent = row.match(press);
    if (intent) return intent;
  }
  return null;
}
