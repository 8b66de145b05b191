import type { Resolvers } from '../__generated__/resolvers';

/** Safer betting (issue #47, docs/safer-betting.md): the caller's protections and an upline's read of a downline's. */
export const saferBettingResolvers: Resolvers = {
  Query: {
    saferBetting: (_root, _args, { sources }) => sources.saferBetting.view(),
    downlineProtections: (_root, { userName }, { sources }) => sources.saferBetting.downline(userName),
  },
  Mutation: {
    setDepositLimit: (_root, { period, amount }, { sources }) => sources.saferBetting.depositLimit(period, amount ?? null),
    setLossLimit: (_root, { period, amount }, { sources }) => sources.saferBetting.lossLimit(period, amount ?? null),
    takeTimeOut: (_root, { hours }, { sources }) => sources.saferBetting.timeOut(hours),
    selfExclude: (_root, { months, permanent }, { sources }) => sources.saferBetting.selfExclude(months, permanent),
    setRealityCheck: (_root, { minutes }, { sources }) => sources.saferBetting.realityCheck(minutes ?? null),
    answerRealityCheck: (_root, { keepPlaying }, { sources }) => sources.saferBetting.answerRealityCheck(keepPlaying),
    setProtectionPrivacy: (_root, { shareAmountsWithUpline }, { sources }) => sources.saferBetting.privacy(shareAmountsWithUpline),
  },
};
