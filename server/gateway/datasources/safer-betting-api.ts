import type { RestClient } from './rest-client';
import type { DownlineProtectionsView, LimitPeriodName, SaferBettingView } from '../../contract/safer-betting';

/** Safer betting (REST /user/protections/*, /backoffice/protections; issue #47). Never cached: a protection must show at once. */
export class SaferBettingAPI {
  constructor(
    private readonly rest: RestClient,
    private readonly token: string | null,
  ) {}

  private mine<T>(path: string, body?: unknown): Promise<T> {
    return this.rest.data<T>({ path, body, token: this.token });
  }

  view = () => this.mine<SaferBettingView>('/user/protections');
  depositLimit = (period: LimitPeriodName, amount: number | null) => this.mine<SaferBettingView>('/user/protections/deposit-limit', { period, amount });
  lossLimit = (period: LimitPeriodName, amount: number | null) => this.mine<SaferBettingView>('/user/protections/loss-limit', { period, amount });
  timeOut = (hours: number) => this.mine<SaferBettingView>('/user/protections/time-out', { hours });
  selfExclude = (months: number | null | undefined, permanent: boolean | null | undefined) => this.mine<SaferBettingView>('/user/protections/self-exclude', { months, permanent });
  realityCheck = (minutes: number | null) => this.mine<SaferBettingView>('/user/protections/reality-check', { minutes });
  answerRealityCheck = (keepPlaying: boolean) => this.mine<SaferBettingView>('/user/protections/reality-check/answer', { keepPlaying });
  privacy = (shareAmountsWithUpline: boolean) => this.mine<SaferBettingView>('/user/protections/privacy', { shareAmountsWithUpline });
  downline = (userName: string) => this.mine<DownlineProtectionsView>('/backoffice/protections', { userName });
}
