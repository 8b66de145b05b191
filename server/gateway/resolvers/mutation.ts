import type { MutationResolvers } from '../__generated__/resolvers';

export const Mutation: MutationResolvers = {
  login: (_root, { username, password }, { sources }) => sources.account.login(username, password),
  logout: (_root, _args, { sources }) => sources.account.logout(),
  verifyTwoFactor: (_root, { challengeId, code }, { sources }) => sources.account.verifyTwoFactor(challengeId, code),
  startTwoFactorEnrolment: (_root, { challengeId }, { sources }) => sources.account.startTwoFactorEnrolment(challengeId),
  confirmTwoFactorEnrolment: (_root, { challengeId, code }, { sources }) => sources.account.confirmTwoFactorEnrolment(challengeId, code),
  regenerateRecoveryCodes: (_root, { code }, { sources }) => sources.account.regenerateRecoveryCodes(code),
  createApiKey: (_root, { label }, { sources }) => sources.account.createApiKey(label),
  revokeApiKey: (_root, { keyId }, { sources }) => sources.account.revokeApiKey(keyId),
  setFavourite: (_root, { eventId, favourite }, { sources }) => sources.account.setFavourite(eventId, favourite),
  signup: (_root, { username, password, referralCode }, { sources }) => sources.account.signup(username, password, referralCode),
  forgotPassword: (_root, { username }, { sources }) => sources.account.forgotPassword(username),
  resetPassword: (_root, { username, code, newPassword }, { sources }) => sources.account.resetPassword(username, code, newPassword),
  changePassword: (_root, { oldPassword, newPassword }, { sources }) => sources.account.changePassword(oldPassword, newPassword),
  updateSettings: (_root, { input }, { sources }) => sources.account.updateSettings(input),

  placeBet: (_root, { input }, { sources }) => sources.markets.place(input),
  cancelBet: (_root, { marketId, betId, sizeReduction }, { sources }) => sources.markets.cancel(marketId, betId, sizeReduction),
  replaceBet: (_root, { marketId, betId, price }, { sources }) => sources.markets.replace(marketId, betId, price),
  cashOut: (_root, { input }, { sources }) => sources.markets.cashOutOrRequote(input),

  requestDeposit: (_root, { amount, methodId, utr }, { sources }) => sources.banking.deposit(amount, methodId, utr),
  requestWithdrawal: (_root, { amount, destination, accountId, idempotencyKey }, { sources }) => sources.banking.withdraw(amount, { destination, accountId, idempotencyKey }),
  transfer: (_root, { toUserName, amount, idempotencyKey }, { sources }) => sources.banking.transfer(toUserName, amount, idempotencyKey),
  decideBankingRequest: (_root, { requestId, decision, note }, { sources }) => sources.banking.decide(requestId, decision, note),
  addBankAccount: (_root, { input }, { sources }) => sources.banking.addAccount(input),
  removeBankAccount: (_root, { accountId }, { sources }) => sources.banking.removeAccount(accountId),
  claimReward: (_root, { rewardId }, { sources }) => sources.banking.claimReward(rewardId),
  setUserBlocked: (_root, { userName, blocked }, { sources }) => sources.banking.setBlocked(userName, blocked),
};
