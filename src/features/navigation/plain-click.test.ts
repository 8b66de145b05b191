import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOnPlainClick } from './plain-click';

type ClickInit = Partial<Omit<MouseEvent<HTMLAnchorElement>, 'target'>> & { target?: string };

function click(init: ClickInit = {}) {
  const anchor = document.createElement('a');
  anchor.href = '/inplay';
  if (init.target) anchor.target = init.target;
  const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, currentTarget: anchor, preventDefault: vi.fn(), ...init };
  return event as unknown as MouseEvent<HTMLAnchorElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

describe('a link that a machine drives', () => {
  it('hands a plain click to the machine, the browser not following the link', () => {
    const choose = vi.fn();
    const event = click();
    chooseOnPlainClick(choose)(event);
    expect(choose).toHaveBeenCalledOnce();
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it.each<ClickInit>([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }, { target: '_blank' }, { defaultPrevented: true }])(
    'leaves %o to the browser (a new tab or window at the address)',
    (init) => {
      const choose = vi.fn();
      const event = click(init);
      chooseOnPlainClick(choose)(event);
      expect(choose).not.toHaveBeenCalled();
      expect(event.preventDefault).not.toHaveBeenCalled();
    },
  );
});
