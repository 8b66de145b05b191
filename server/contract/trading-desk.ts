/**
 * The REST contract of the trading desk (issue #48): the events a desk runs, their markets with the
 * quotes in force, and the desk's acts. Written once for the exchange and the gateway. Types only.
 */

/** The market kinds a desk adds: exchange match odds, bookmaker, a fancy line, fixed odds, Next Ball. */
export type DeskMarketKind = 'MATCH_ODDS' | 'BOOKMAKER' | 'FANCY' | 'FIXED_ODDS' | 'NEXT_BALL';

export interface DeskRunner {
  runnerId: string;
  runnerName: string;
  /** Bookmaker: the house's back and lay prices (decimal); null: no price that side. */
  back: number | null;
  lay: number | null;
  /** Bookmaker: the most one bet may stake at this runner's prices, paise; null: the market's max stake. */
  size: number | null;
  /** Fixed odds and Next Ball: the house's decimal odds. */
  odds: number | null;
}

/** A fancy line's quote: NO at noLine, YES at yesLine, each at its rate (percent). */
export interface DeskFancyQuote {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  /** The most one bet (YES or NO) may stake at this quote, paise; null or absent: the market's max stake. */
  size?: number | null | undefined;
}

export interface DeskMarketView {
  marketId: string;
  marketName: string;
  /** The exchange's kind: exchange, bookmaker, fancy, lottery (fixed odds), ballByBall. */
  kind: string;
  status: 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
  inPlay: boolean;
  runners: DeskRunner[];
  fancy: DeskFancyQuote | null;
}

export interface DeskEventView {
  eventId: string;
  eventName: string;
  sportId: number;
  sportName: string;
  tournamentId: string;
  tournamentName: string;
  /** ISO 8601. */
  eventTime: string;
  inPlay: boolean;
  status: 'SCHEDULED' | 'IN_PLAY' | 'FINISHED' | 'CANCELLED';
  /** OPEN, SUSPENDED (an incident, until reopened) or CLOSED. */
  betting: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  /** The score feed's score, as JSON text; null before play. */
  score: string | null;
  markets: DeskMarketView[];
}

export interface DeskCompetition {
  tournamentId: string;
  tournamentName: string;
  sportId: number;
}

export interface DeskEventInput {
  sportId: number;
  /** An existing competition of the sport; or none, with `tournamentName`: a new competition created with the event. */
  tournamentId?: string | null | undefined;
  /** A new competition's name (3 to 120 characters, not one the sport has already), instead of `tournamentId`. */
  tournamentName?: string | null | undefined;
  eventName: string;
  /** ISO 8601 with offset. */
  eventTime: string;
}

export interface DeskEventEdit {
  eventId: string;
  tournamentId?: string | null | undefined;
  eventName?: string | null | undefined;
  eventTime?: string | null | undefined;
  /** New names of the teams (HOME, AWAY) on every market of the event, or of a race's runners by id. */
  runners?: Array<{ runnerId: string; runnerName: string }> | null | undefined;
}

export interface DeskMarketInput {
  eventId: string;
  kind: DeskMarketKind;
  /** A fancy line's name ("6 Over Runs IND"); the other kinds have their usual name when none is given. */
  marketName?: string | null | undefined;
  /** Runner names (match odds, bookmaker, fixed odds); the event's teams when none are given. */
  runners?: string[] | null | undefined;
  /** A fancy line's opening line, runs. */
  line?: number | null | undefined;
}

/** One quote: bookmaker prices per runner, or a fancy line, or fixed odds per runner. */
export interface DeskQuoteInput {
  marketId: string;
  /** `size`: the most one bet may stake at the runner's prices, paise (1 to MAX_STAKE); none: the market's max stake. */
  prices?: Array<{ runnerId: string; back?: number | null | undefined; lay?: number | null | undefined; size?: number | null | undefined }> | null | undefined;
  fancy?: DeskFancyQuote | null | undefined;
  odds?: Array<{ runnerId: string; odds: number }> | null | undefined;
}

/** A play the desk records: a ball (0–6 runs, W), a goal for a side, or the start of play. */
export interface DeskPlayInput {
  eventId: string;
  ball?: string | null | undefined;
  goal?: 'HOME' | 'AWAY' | null | undefined;
  minute?: number | null | undefined;
}
