/**
 * The REST contract of safer betting (issue #47, docs/safer-betting.md), written once for the exchange
 * that sends it and the gateway that reads it; the GraphQL types of the same names mirror it. Types only.
 */
export type LimitPeriodName = 'DAY' | 'WEEK' | 'MONTH';

export interface PendingLimitChangeView {
  /** The new limit, paise; null removes it. */
  amount: number | null;
  effectiveAt: string;
}

export interface ProtectionLimitView {
  period: LimitPeriodName;
  /** In force now, paise; null: none. */
  amount: number | null;
  /** Deposits made, or net settled loss plus open exposure, in the current period, paise. */
  used: number;
  /** What is left (≥ 0), paise; null with no limit. */
  remaining: number | null;
  pending: PendingLimitChangeView | null;
}

export interface SaferBettingView {
  depositLimits: ProtectionLimitView[];
  lossLimits: ProtectionLimitView[];
  timeOutUntil: string | null;
  selfExcluded: boolean;
  selfExcludedUntil: string | null;
  selfExcludedPermanently: boolean;
  realityCheckMinutes: number | null;
  sessionStartedAt: string;
  sessionNet: number;
  realityCheckDueAt: string | null;
  shareAmountsWithUpline: boolean;
}

export interface DownlineProtectionsView {
  userName: string;
  /** null unless the bettor shares its amounts. */
  depositLimits: ProtectionLimitView[] | null;
  hasDepositLimit: boolean;
  lossLimits: ProtectionLimitView[] | null;
  hasLossLimit: boolean;
  timeOutUntil: string | null;
  selfExcluded: boolean;
  selfExcludedUntil: string | null;
  selfExcludedPermanently: boolean;
  realityCheckMinutes: number | null;
}
