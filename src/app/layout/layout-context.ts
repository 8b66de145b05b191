import { useOutletContext } from 'react-router-dom';
import type { PopupName } from './popups';

/** What the frame offers the routed page (react-router's outlet context). */
export interface LayoutContext {
  openPopup: (name: PopupName) => void;
  /** Opens the Book popup (fancy profit and loss) of a market. */
  openBook: (market: { marketId: string; marketName: string }) => void;
}

export function useLayoutContext(): LayoutContext {
  return useOutletContext<LayoutContext>();
}
