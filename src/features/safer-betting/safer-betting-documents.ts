import { graphql } from '@/gql/gql';

/** Everything the page shows of the caller's protections; every act answers with it. */
export const SaferBettingPage_protections = graphql(`
  fragment SaferBettingPage_protections on SaferBetting {
    depositLimits {
      ...ProtectionLimitRow_limit
    }
    lossLimits {
      ...ProtectionLimitRow_limit
    }
    timeOutUntil
    selfExcluded
    selfExcludedUntil
    selfExcludedPermanently
    realityCheckMinutes
    sessionStartedAt
    sessionNet
    realityCheckDueAt
    shareAmountsWithUpline
  }
`);

export const ProtectionLimitRow_limit = graphql(`
  fragment ProtectionLimitRow_limit on ProtectionLimit {
    period
    amount
    used
    remaining
    pending {
      amount
      effectiveAt
    }
  }
`);

/** The one query of `/saferbetting`. */
export const SaferBettingQuery = graphql(`
  query SaferBettingQuery {
    saferBetting {
      ...SaferBettingPage_protections
    }
  }
`);

export const SetDepositLimitMutation = graphql(`
  mutation SetDepositLimit($period: LimitPeriod!, $amount: Paise) {
    setDepositLimit(period: $period, amount: $amount) {
      ...SaferBettingPage_protections
    }
  }
`);

export const SetLossLimitMutation = graphql(`
  mutation SetLossLimit($period: LimitPeriod!, $amount: Paise) {
    setLossLimit(period: $period, amount: $amount) {
      ...SaferBettingPage_protections
    }
  }
`);

export const TakeTimeOutMutation = graphql(`
  mutation TakeTimeOut($hours: Int!) {
    takeTimeOut(hours: $hours) {
      ...SaferBettingPage_protections
    }
  }
`);

export const SelfExcludeMutation = graphql(`
  mutation SelfExclude($months: Int, $permanent: Boolean) {
    selfExclude(months: $months, permanent: $permanent) {
      ...SaferBettingPage_protections
    }
  }
`);

export const SetRealityCheckMutation = graphql(`
  mutation SetRealityCheck($minutes: Int) {
    setRealityCheck(minutes: $minutes) {
      ...SaferBettingPage_protections
    }
  }
`);

export const SetProtectionPrivacyMutation = graphql(`
  mutation SetProtectionPrivacy($shareAmountsWithUpline: Boolean!) {
    setProtectionPrivacy(shareAmountsWithUpline: $shareAmountsWithUpline) {
      ...SaferBettingPage_protections
    }
  }
`);

/** What the reality check and the header's session clock read (the cache's one SaferBetting). */
export const RealityCheckQuery = graphql(`
  query RealityCheckQuery {
    saferBetting {
      realityCheckMinutes
      sessionStartedAt
      sessionNet
      realityCheckDueAt
    }
  }
`);

export const AnswerRealityCheckMutation = graphql(`
  mutation AnswerRealityCheck($keepPlaying: Boolean!) {
    answerRealityCheck(keepPlaying: $keepPlaying) {
      realityCheckMinutes
      sessionStartedAt
      sessionNet
      realityCheckDueAt
    }
  }
`);
