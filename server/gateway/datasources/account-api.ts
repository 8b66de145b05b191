import type { RestClient } from './rest-client';

export interface UserDetailRow {
  userName: string;
  isLogin: number;
  role: string;
}
/** The exchange's money figures (docs/money.md), paise. */
export interface BalanceRow {
  /** The wallet. */
  bankBalance: number;
  exposure: number;
  /** Withdrawals requested and not yet decided. */
  held: number;
  /** bankBalance − exposure − held. */
  available: number;
}
export interface ProfileRow {
  userName: string;
  role: string;
  isLogin: number;
  upline: string | null;
  memberSince: string;
  referralCode: string | null;
}
export interface SettingsRow {
  defaultStakes: number[];
  lossLimit: number | null;
  oneClickBetting: boolean;
  oneClickStake: number;
  acceptOddsChanges: 'never' | 'better' | 'any';
  cancelOnDisconnect: boolean;
}
/** A settings change as GraphQL hands it over: null for a field means "leave it" except for lossLimit. */
export interface SettingsChange {
  defaultStakes?: number[] | null;
  lossLimit?: number | null;
  oneClickBetting?: boolean | null;
  oneClickStake?: number | null;
  acceptOddsChanges?: SettingsRow['acceptOddsChanges'] | null;
  cancelOnDisconnect?: boolean | null;
}
export interface ActivityRow {
  at: string;
  ip: string;
  userAgent: string | null;
  success: boolean;
}
export interface ReferralSummaryRow {
  referralCode: string | null;
  referrals: Array<{ userName: string; joinedAt: string }>;
  earned: number;
  rewardPercent: number;
  rewardCap: number;
}
export interface PasswordResetRow {
  userName: string;
  code: string | null;
  expiresAt: string;
}

/**
 * The caller's own account: auth-routes and account-routes of the exchange. Never cached; the
 * caller's bearer token passes through on every call.
 */
export class AccountAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
    private readonly siteKey: string,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  login(userName: string, password: string) {
    return this.rest.data<{ token: string; userDetail: UserDetailRow }>({ path: '/auth/login', body: { userName, password } });
  }

  async logout(): Promise<boolean> {
    await this.mine('/auth/logout');
    return true;
  }

  favourites = () => this.mine<string[]>('/user/favourites');
  setFavourite = (eventId: string, favourite: boolean) => this.mine<string[]>('/user/favourites/set', { eventId, favourite });

  async me(): Promise<UserDetailRow | null> {
    if (!this.token) return null;
    return this.mine<UserDetailRow>('/user/detail');
  }

  signup(userName: string, password: string, referralCode?: string | null) {
    return this.rest.data<UserDetailRow>({ path: '/auth/signup', body: { key: this.siteKey, userName, password, ...(referralCode ? { referralCode } : {}) } });
  }

  forgotPassword(userName: string) {
    return this.rest.data<{ sent: boolean; message: string }>({ path: '/auth/forgot-password', body: { userName } });
  }

  async resetPassword(userName: string, code: string, newPassword: string): Promise<boolean> {
    const { reset } = await this.rest.data<{ reset: boolean }>({ path: '/auth/reset-password', body: { userName, code, newPassword } });
    return reset;
  }

  changePassword(oldPassword: string, newPassword: string) {
    return this.mine<{ token: string }>('/auth/change-password', { oldPassword, newPassword });
  }

  passwordHistory = () => this.mine<Array<{ changedAt: string }>>('/user/password-history');
  activityLog = () => this.mine<ActivityRow[]>('/user/activity-log');
  balance = () => this.mine<BalanceRow>('/user/balance');
  profile = () => this.mine<ProfileRow>('/user/profile');
  settings = () => this.mine<SettingsRow>('/user/settings');
  updateSettings = (input: SettingsChange) =>
    this.mine<SettingsRow>('/user/settings/update', {
      ...(input.defaultStakes ? { defaultStakes: input.defaultStakes } : {}),
      ...(input.lossLimit !== undefined ? { lossLimit: input.lossLimit } : {}),
      ...(input.oneClickBetting != null ? { oneClickBetting: input.oneClickBetting } : {}),
      ...(input.oneClickStake != null ? { oneClickStake: input.oneClickStake } : {}),
      ...(input.acceptOddsChanges != null ? { acceptOddsChanges: input.acceptOddsChanges } : {}),
      ...(input.cancelOnDisconnect != null ? { cancelOnDisconnect: input.cancelOnDisconnect } : {}),
    });
  /** A live connection of the caller opened on gateway `gatewayId` / closed; the gateway is alive (the exchange's dead-man switch: cancel unmatched bets on disconnect). */
  connectionOpened = (connectionId: string, gatewayId: string) => this.mine<{ connectionId: string; open: boolean }>('/user/presence', { connectionId, gatewayId });
  connectionClosed = (connectionId: string) => this.mine<{ connectionId: string; open: boolean }>('/presence/closed', { connectionId });
  gatewayAlive = (gatewayId: string) => this.mine<{ known: boolean }>('/presence/gateway', { gatewayId });
  referrals = () => this.mine<ReferralSummaryRow>('/user/referrals');
  downlinePasswordResets = () => this.mine<PasswordResetRow[]>('/agent/password-resets');
}
