import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is a plain one (main button, no modifier, no target): such a click is the app's to
 * handle (its machine navigates); any other (ctrl, cmd, shift, middle button) is the browser's: a new tab or window
 * at the link's address.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (!target || target === '_self');
}

/**
 * A link's click handler that hands a plain click to `choose` (a machine event) instead of the router: the link keeps
 * its address for a new tab, and the machine keeps driving what a click does.
 */
export function chooseOnPlainClick(choose: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    choose();
  };
}
