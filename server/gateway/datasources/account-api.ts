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

/** A login's answer: a session, or (two-step sign-in) the challenge. */
export interface LoginRow {
  token: string | null;
  userDetail: UserDetailRow | null;
  challenge: { code: string; challengeId: string; expiresAt: string } | null;
}

export interface TwoFactorEnrolmentRow {
  challengeId: string;
  secret: string;
  otpauthUri: string;
  expiresAt: string | null;
}

export interface TwoFactorStatusRow {
  enrolled: boolean;
  enrolledAt: string | null;
  required: boolean;
  allowed: boolean;
  recoveryCodesLeft: number;
  apiKeys: Array<{ keyId: string; label: string; createdAt: string; lastUsedAt: string | null }>;
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

  /** A session, or the two-step challenge a code must answer (the exchange's service/two-factor.ts). */
  async login(userName: string, password: string): Promise<LoginRow> {
    const reply = await this.rest.data<LoginRow>({ path: '/auth/login', body: { userName, password } });
    return { token: reply.token ?? null, userDetail: reply.userDetail ?? null, challenge: reply.challenge ?? null };
  }

  verifyTwoFactor(challengeId: string, code: string) {
    return this.rest.data<LoginRow>({ path: '/auth/two-factor/verify', body: { challengeId, code } });
  }

  /** With a sign-in's challenge: its enrolment secret; without: an enrolment from the signed-in account. */
  async startTwoFactorEnrolment(challengeId: string | null | undefined): Promise<TwoFactorEnrolmentRow> {
    if (!challengeId) return this.mine<TwoFactorEnrolmentRow>('/user/two-factor/enrol/start');
    const secret = await this.rest.data<{ secret: string; otpauthUri: string }>({ path: '/auth/two-factor/enrolment', body: { challengeId } });
    return { ...secret, challengeId, expiresAt: null };
  }

  /** Confirms an enrolment: a sign-in's (no token: answers the session too) or the signed-in account's. */
  async confirmTwoFactorEnrolment(challengeId: string, code: string): Promise<{ recoveryCodes: string[]; login: LoginRow | null }> {
    if (this.token) return { ...(await this.mine<{ recoveryCodes: string[] }>('/user/two-factor/enrol', { challengeId, code })), login: null };
    const reply = await this.rest.data<{ token: string; userDetail: UserDetailRow; recoveryCodes: string[] }>({ path: '/auth/two-factor/enrol', body: { challengeId, code } });
    return { recoveryCodes: reply.recoveryCodes, login: { token: reply.token, userDetail: reply.userDetail, challenge: null } };
  }

  twoFactor = () => this.mine<TwoFactorStatusRow>('/user/two-factor');
  regenerateRecoveryCodes = async (code: string) => (await this.mine<{ recoveryCodes: string[] }>('/user/two-factor/recovery-codes', { code })).recoveryCodes;
  createApiKey = (label: string) => this.mine<{ keyId: string; label: string; apiKey: string }>('/user/api-keys/create', { label });
  revokeApiKey = async (keyId: string) => (await this.mine<{ revoked: boolean }>('/user/api-keys/revoke', { keyId })).revoked;
  resetDownlineTwoFactor = async (userName: string) => (await this.mine<{ reset: boolean }>('/backoffice/users/two-factor/reset', { userName })).reset;

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
