/** Types of {@link tradingDeskMachine}: the desk's acts (each one mutation) and its events. */

export type DeskMarketKind = 'MATCH_ODDS' | 'BOOKMAKER' | 'FANCY' | 'FIXED_ODDS' | 'NEXT_BALL';

export interface DeskFancyQuote {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  /** The most one bet may stake at the quote, paise; null: the market's max stake. */
  size?: number | null;
}

/** One act of the desk: what the feature sends as one mutation. */
export type DeskAct =
  | {
      kind: 'createEvent';
      /** Under an existing competition (`tournamentId`) or a new one the desk names (`tournamentName`), created with the event. */
      input: { sportId: number; tournamentId?: string; tournamentName?: string; eventName: string; eventTime: string };
    }
  | { kind: 'editEvent'; input: { eventId: string; tournamentId?: string; eventName?: string; eventTime?: string } }
  | { kind: 'addMarket'; input: { eventId: string; kind: DeskMarketKind; marketName?: string | null; runners?: string[] | null; line?: number | null } }
  | {
      kind: 'quote';
      input: {
        marketId: string;
        /** `size`: the most one bet may stake at the runner's prices, paise; null: the market's max stake. */
        prices?: Array<{ runnerId: string; back: number | null; lay: number | null; size?: number | null }>;
        fancy?: DeskFancyQuote;
        odds?: Array<{ runnerId: string; odds: number }>;
      };
    }
  | { kind: 'marketStatus'; marketId: string; status: 'OPEN' | 'SUSPENDED' }
  | { kind: 'suspendEvent'; eventId: string }
  | { kind: 'reopenEvent'; eventId: string }
  | { kind: 'startPlay'; eventId: string }
  | { kind: 'play'; input: { eventId: string; ball?: string; goal?: 'HOME' | 'AWAY' } }
  | { kind: 'settle'; marketId: string; winnerId?: string | null; runs?: number | null };

/** What an act answers the machine: the event it touched (a new event is selected). */
export interface DeskActAnswer {
  eventId: string | null;
}

export type DeskDialog = 'none' | 'eventForm' | 'marketForm' | 'settleForm';

export interface TradingDeskContext {
  eventId: string | null;
  marketId: string | null;
  /** The bookmaker runner the arrows move. */
  runnerId: string | null;
  /** The form on screen: it stays while its act is in flight, and after a refusal. */
  dialog: DeskDialog;
  /** Create (null) or edit (the event's id) in the event form. */
  editing: string | null;
  /** Acts sent while one was in flight, in order. */
  queue: DeskAct[];
  /** The act in flight. */
  current: DeskAct | null;
  /** The last refusal in words (the feature turns codes into words). */
  error: string | null;
  /** The last act done, for the screen's status line. */
  done: DeskAct['kind'] | null;
}

export type TradingDeskEvent =
  | { type: 'event.select'; eventId: string }
  | { type: 'market.focus'; marketId: string; runnerId?: string | null }
  | { type: 'focus.move'; marketIds: readonly string[]; step: 1 | -1 }
  | { type: 'runner.move'; runnerIds: readonly string[]; step: 1 | -1 }
  | { type: 'eventForm.open'; editing: string | null }
  | { type: 'marketForm.open' }
  | { type: 'settleForm.open'; marketId: string }
  | { type: 'dialog.close' }
  | { type: 'error.dismiss' }
  | { type: 'act.request'; act: DeskAct };
