/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query RightColumnVideo($eventId: ID!) {\n    event(id: $eventId) {\n      exEventId\n      videoId\n      eventName\n      score\n    }\n  }\n": typeof types.RightColumnVideoDocument,
    "\n  query MyBetsHistoryQuery($from: String!, $to: String!) {\n    betHistory(from: $from, to: $to) {\n      ...BetHistoryTable_bets\n    }\n  }\n": typeof types.MyBetsHistoryQueryDocument,
    "\n  query UserBetHistoryQuery($betsFrom: String!, $betsTo: String!, $marketId: ID!, $from: String!, $to: String!, $sportId: Int!) {\n    betHistory(from: $betsFrom, to: $betsTo, marketId: $marketId) {\n      ...BetHistoryTable_bets\n    }\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId) {\n      rows {\n        key\n        marketId\n        profitAndLoss\n        commission\n        net\n      }\n    }\n  }\n": typeof types.UserBetHistoryQueryDocument,
    "\n  fragment BetHistoryTable_bets on BetHistoryRow {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    sportName\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    state\n    placedAt\n    settledAt\n    profitAndLoss\n  }\n": typeof types.BetHistoryTable_BetsFragmentDoc,
    "\n  fragment UnsettledBets_bets on Bet {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    selectionName\n    side\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    placedAt\n  }\n": typeof types.UnsettledBets_BetsFragmentDoc,
    "\n  query UnsettledBetsQuery {\n    unsettledBets {\n      ...UnsettledBets_bets\n    }\n  }\n": typeof types.UnsettledBetsQueryDocument,
    "\n  fragment ActivityLog_entries on ActivityEntry {\n    at\n    ip\n    userAgent\n    success\n  }\n": typeof types.ActivityLog_EntriesFragmentDoc,
    "\n  fragment ActivityLog_protection on AuditEntry {\n    id\n    at\n    act\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    before\n    after\n  }\n": typeof types.ActivityLog_ProtectionFragmentDoc,
    "\n  query ActivityLogQuery {\n    activityLog {\n      ...ActivityLog_entries\n    }\n    myProtectionChanges {\n      ...ActivityLog_protection\n    }\n  }\n": typeof types.ActivityLogQueryDocument,
    "\n  query PasswordHistoryQuery {\n    passwordHistory {\n      changedAt\n    }\n  }\n": typeof types.PasswordHistoryQueryDocument,
    "\n  query ProfileQuery {\n    profile {\n      userName\n      role\n      isLogin\n      upline\n      memberSince\n      referralCode\n    }\n    settings {\n      lossLimit\n    }\n  }\n": typeof types.ProfileQueryDocument,
    "\n  query ReferEarnQuery {\n    referrals {\n      referralCode\n      earned\n      rewardPercent\n      rewardCap\n      referrals {\n        userName\n        joinedAt\n      }\n    }\n  }\n": typeof types.ReferEarnQueryDocument,
    "\n  fragment RollingCommission_report on RollingCommission {\n    total\n    rows {\n      marketId\n      marketName\n      exEventId\n      eventName\n      sportId\n      sportName\n      settledAt\n      profitAndLoss\n      commission\n    }\n  }\n": typeof types.RollingCommission_ReportFragmentDoc,
    "\n  query RollingCommissionQuery($from: String!, $to: String!) {\n    rollingCommission(from: $from, to: $to) {\n      ...RollingCommission_report\n    }\n  }\n": typeof types.RollingCommissionQueryDocument,
    "\n  query ProfitLossQuery($from: String!, $to: String!) {\n    profitLoss(groupBy: SPORT, from: $from, to: $to) {\n      ...ProfitLossView_report\n    }\n  }\n": typeof types.ProfitLossQueryDocument,
    "\n  query ProfitLossEventQuery($from: String!, $to: String!, $sportId: Int!) {\n    profitLoss(groupBy: EVENT, from: $from, to: $to, sportId: $sportId) {\n      ...ProfitLossView_report\n    }\n  }\n": typeof types.ProfitLossEventQueryDocument,
    "\n  query ProfitLossMarketQuery($from: String!, $to: String!, $sportId: Int!, $eventId: ID!) {\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId, eventId: $eventId) {\n      ...ProfitLossView_report\n    }\n  }\n": typeof types.ProfitLossMarketQueryDocument,
    "\n  fragment ProfitLossView_report on ProfitLossReport {\n    total\n    rows {\n      key\n      sportId\n      sportName\n      eventId\n      eventName\n      marketId\n      marketName\n      profitAndLoss\n      commission\n      net\n      markets\n    }\n    series {\n      at\n      net\n    }\n  }\n": typeof types.ProfitLossView_ReportFragmentDoc,
    "\n  query SettingsQuery {\n    settings {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n": typeof types.SettingsQueryDocument,
    "\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query StatementQuery($from: String!, $to: String!) {\n    statement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n": typeof types.StatementQueryDocument,
    "\n  fragment StatementView_statement on AccountStatement {\n    opening\n    closing\n    rows {\n      txId\n      at\n      kind\n      category\n      reference\n      description\n      amount\n      balance\n      marketId\n      sportId\n      eventName\n      marketName\n    }\n  }\n": typeof types.StatementView_StatementFragmentDoc,
    "\n  query MyTwoFactor {\n    myTwoFactor {\n      enrolled\n      enrolledAt\n      required\n      allowed\n      recoveryCodesLeft\n      apiKeys {\n        keyId\n        label\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.MyTwoFactorDocument,
    "\n  mutation StartAccountEnrolment {\n    startTwoFactorEnrolment {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n": typeof types.StartAccountEnrolmentDocument,
    "\n  mutation ConfirmAccountEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmAccountEnrolmentDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation CreateApiKey($label: String!) {\n    createApiKey(label: $label) {\n      keyId\n      label\n      apiKey\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId)\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query AccountHelpQuery {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n": typeof types.AccountHelpQueryDocument,
    "\n  mutation Signup($username: String!, $password: String!, $referralCode: String) {\n    signup(username: $username, password: $password, referralCode: $referralCode) {\n      userName\n    }\n  }\n": typeof types.SignupDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username) {\n      sent\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($username: String!, $code: String!, $newPassword: String!) {\n    resetPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n      challenge {\n        code\n        challengeId\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation VerifyTwoFactor($challengeId: ID!, $code: String!) {\n    verifyTwoFactor(challengeId: $challengeId, code: $code) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n    }\n  }\n": typeof types.VerifyTwoFactorDocument,
    "\n  mutation StartTwoFactorEnrolment($challengeId: ID) {\n    startTwoFactorEnrolment(challengeId: $challengeId) {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n      login {\n        token\n        userDetail {\n          userName\n          isLogin\n          role\n        }\n      }\n    }\n  }\n": typeof types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment AuditRow_entry on AuditEntry {\n    id\n    seq\n    at\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    act\n    target {\n      kind\n      id\n      name\n    }\n    before\n    after\n  }\n": typeof types.AuditRow_EntryFragmentDoc,
    "\n  query BackofficeAudit($filter: AuditFilter, $first: Int, $after: String) {\n    backofficeAudit(filter: $filter, first: $first, after: $after) {\n      entries {\n        ...AuditRow_entry\n      }\n      nextCursor\n    }\n  }\n": typeof types.BackofficeAuditDocument,
    "\n  fragment BetRow_bet on BackofficeBet {\n    betId\n    userName\n    marketName\n    eventName\n    sportId\n    selectionName\n    side\n    price\n    line\n    stake\n    matched\n    status\n    placedAt\n  }\n": typeof types.BetRow_BetFragmentDoc,
    "\n  query BackofficeBets($filter: BackofficeBetFilter, $first: Int, $after: String) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeBets(filter: $filter, first: $first, after: $after) {\n      bets {\n        ...BetRow_bet\n      }\n      nextCursor\n    }\n  }\n": typeof types.BackofficeBetsDocument,
    "\n  subscription BackofficeBetTicker {\n    backofficeBetTicker {\n      betId\n      userName\n      marketName\n      selectionName\n      side\n      price\n      stake\n      placedAt\n    }\n  }\n": typeof types.BackofficeBetTickerDocument,
    "\n  query BackofficeDashboard {\n    backofficeDashboard {\n      downlineSize\n      bettors\n      totalBalance\n      creditGiven\n      exposure\n      myPnlToday\n      myPnlWeek\n      downlinePnlToday\n      downlinePnlWeek\n      requestsWaiting\n    }\n  }\n": typeof types.BackofficeDashboardDocument,
    "\n  fragment DeskMarket_market on DeskMarket {\n    marketId\n    marketName\n    kind\n    status\n    inPlay\n    runners {\n      runnerId\n      runnerName\n      back\n      lay\n      size\n      odds\n    }\n    fancy {\n      noLine\n      noRate\n      yesLine\n      yesRate\n      size\n    }\n  }\n": typeof types.DeskMarket_MarketFragmentDoc,
    "\n  fragment DeskEvent_event on DeskEvent {\n    eventId\n    eventName\n    sportId\n    sportName\n    tournamentId\n    tournamentName\n    eventTime\n    inPlay\n    status\n    betting\n    score\n    markets {\n      ...DeskMarket_market\n    }\n  }\n": typeof types.DeskEvent_EventFragmentDoc,
    "\n  fragment DeskRisk_row on BackofficeRiskRow {\n    marketId\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n": typeof types.DeskRisk_RowFragmentDoc,
    "\n  query TradingDesk {\n    sports {\n      sportId\n      sportName\n    }\n    tradingDesk {\n      events {\n        ...DeskEvent_event\n      }\n      competitions {\n        tournamentId\n        tournamentName\n        sportId\n      }\n    }\n    backofficeRiskBook {\n      marketId\n      ...DeskRisk_row\n    }\n  }\n": typeof types.TradingDeskDocument,
    "\n  mutation DeskCreateEvent($input: DeskEventInput!) {\n    deskCreateEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskCreateEventDocument,
    "\n  mutation DeskEditEvent($input: DeskEventEditInput!) {\n    deskEditEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskEditEventDocument,
    "\n  mutation DeskAddMarket($input: DeskMarketInput!) {\n    deskAddMarket(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskAddMarketDocument,
    "\n  mutation DeskQuote($input: DeskQuoteInput!) {\n    deskQuote(input: $input) {\n      ...DeskMarket_market\n    }\n  }\n": typeof types.DeskQuoteDocument,
    "\n  mutation DeskSetMarketStatus($marketId: ID!, $status: DeskMarketStatus!) {\n    deskSetMarketStatus(marketId: $marketId, status: $status) {\n      ...DeskMarket_market\n    }\n  }\n": typeof types.DeskSetMarketStatusDocument,
    "\n  mutation DeskSuspendEvent($eventId: ID!) {\n    deskSuspendEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskSuspendEventDocument,
    "\n  mutation DeskReopenEvent($eventId: ID!) {\n    deskReopenEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskReopenEventDocument,
    "\n  mutation DeskStartPlay($eventId: ID!) {\n    deskStartPlay(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskStartPlayDocument,
    "\n  mutation DeskPlay($input: DeskPlayInput!) {\n    deskPlay(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskPlayDocument,
    "\n  mutation DeskSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int) {\n    deskSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs) {\n      ...DeskEvent_event\n    }\n  }\n": typeof types.DeskSettleMarketDocument,
    "\n  subscription DeskMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n": typeof types.DeskMarketLiveDocument,
    "\n  subscription DeskRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...DeskRisk_row\n      }\n    }\n  }\n": typeof types.DeskRiskLiveDocument,
    "\n  fragment DownlineRow_user on BackofficeUser {\n    userName\n    role\n    roleName\n    parent\n    level\n    balance\n    creditReference\n    available\n    exposure\n    partnershipBps\n    commissionBps\n    status {\n      bettingLocked\n      loginLocked\n    }\n    lastLoginAt\n    createdAt\n    downlineCount\n  }\n": typeof types.DownlineRow_UserFragmentDoc,
    "\n  fragment UserCard_card on BackofficeUserCard {\n    user {\n      ...DownlineRow_user\n    }\n    trail\n    twoFactor\n    recentLogins {\n      at\n      ip\n      success\n    }\n    recentLedger {\n      txId\n      at\n      amount\n      balance\n      description\n    }\n  }\n": typeof types.UserCard_CardFragmentDoc,
    "\n  query BackofficeDownline($parent: String, $search: String, $first: Int!, $after: String, $withParent: Boolean!, $openedName: String!, $user: String!, $withUser: Boolean!) {\n    backofficeMe {\n      ...DownlineRow_user\n    }\n    backofficeChildren(parent: $parent, search: $search, first: $first, after: $after) {\n      users {\n        ...DownlineRow_user\n      }\n      nextCursor\n      total\n    }\n    opened: backofficeUser(userName: $openedName) @include(if: $withParent) {\n      trail\n      user {\n        userName\n        roleName\n      }\n    }\n    card: backofficeUser(userName: $user) @include(if: $withUser) {\n      ...UserCard_card\n    }\n  }\n": typeof types.BackofficeDownlineDocument,
    "\n  mutation BackofficeCreateUser($input: BackofficeCreateUserInput!) {\n    backofficeCreateUser(input: $input) {\n      ...DownlineRow_user\n    }\n  }\n": typeof types.BackofficeCreateUserDocument,
    "\n  mutation BackofficeCredit($userName: String!, $amount: Paise!, $direction: BackofficeCreditDirection!, $idempotencyKey: String!) {\n    backofficeCredit(userName: $userName, amount: $amount, direction: $direction, idempotencyKey: $idempotencyKey) {\n      txId\n      user {\n        ...DownlineRow_user\n      }\n      me {\n        ...DownlineRow_user\n      }\n    }\n  }\n": typeof types.BackofficeCreditDocument,
    "\n  mutation BackofficeSetCreditReference($userName: String!, $creditReference: Paise!) {\n    backofficeSetCreditReference(userName: $userName, creditReference: $creditReference) {\n      ...DownlineRow_user\n    }\n  }\n": typeof types.BackofficeSetCreditReferenceDocument,
    "\n  mutation BackofficeSetBettingLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetBettingLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n": typeof types.BackofficeSetBettingLockedDocument,
    "\n  mutation BackofficeSetLoginLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetLoginLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n": typeof types.BackofficeSetLoginLockedDocument,
    "\n  mutation BackofficeResetPassword($userName: String!) {\n    backofficeResetPassword(userName: $userName) {\n      userName\n      code\n      expiresAt\n    }\n  }\n": typeof types.BackofficeResetPasswordDocument,
    "\n  mutation BackofficeMoveUser($userName: String!, $newParent: String!, $reason: String!) {\n    backofficeMoveUser(userName: $userName, newParent: $newParent, reason: $reason) {\n      ...DownlineRow_user\n    }\n  }\n": typeof types.BackofficeMoveUserDocument,
    "\n  mutation BackofficeResetTwoFactor($userName: String!) {\n    backofficeResetTwoFactor(userName: $userName)\n  }\n": typeof types.BackofficeResetTwoFactorDocument,
    "\n  query DownlineProtectionsQuery($userName: String!) {\n    downlineProtections(userName: $userName) {\n      userName\n      hasDepositLimit\n      hasLossLimit\n      depositLimits {\n        period\n        amount\n      }\n      lossLimits {\n        period\n        amount\n      }\n      timeOutUntil\n      selfExcluded\n      selfExcludedUntil\n      selfExcludedPermanently\n      realityCheckMinutes\n    }\n  }\n": typeof types.DownlineProtectionsQueryDocument,
    "\n  fragment OperatorMarket_market on OperatorMarket {\n    marketId\n    marketName\n    kind\n    eventId\n    eventName\n    sportId\n    sportName\n    status\n    inPlay\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n    betCount\n    matched\n    settledVersion\n    result\n    reason\n    settledAt\n  }\n": typeof types.OperatorMarket_MarketFragmentDoc,
    "\n  query OperatorMarkets($search: String, $sportId: Int, $state: OperatorMarketState) {\n    sports {\n      sportId\n      sportName\n    }\n    operatorMarkets(search: $search, sportId: $sportId, state: $state) {\n      ...OperatorMarket_market\n    }\n  }\n": typeof types.OperatorMarketsDocument,
    "\n  subscription OperatorMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n": typeof types.OperatorMarketLiveDocument,
    "\n  mutation OperatorSetMarketStatus($marketId: ID!, $status: MarketStatus!) {\n    operatorSetMarketStatus(marketId: $marketId, status: $status) {\n      ...OperatorMarket_market\n    }\n  }\n": typeof types.OperatorSetMarketStatusDocument,
    "\n  mutation OperatorSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int, $reason: String) {\n    operatorSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n": typeof types.OperatorSettleMarketDocument,
    "\n  mutation OperatorVoidMarket($marketId: ID!, $reason: String!) {\n    operatorVoidMarket(marketId: $marketId, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n": typeof types.OperatorVoidMarketDocument,
    "\n  fragment SiteSettings_settings on SiteSettings {\n    levels\n    bettorTwoFactor\n    moneyLocale\n    moneyLocales\n    defaultShares {\n      role\n      roleName\n      shareBps\n    }\n    sportLimits {\n      sportId\n      sportName\n      minStake\n      maxStake\n      delaySeconds\n    }\n    deskRoles {\n      role\n      roleName\n      allowed\n    }\n    updatedBy\n    updatedAt\n  }\n": typeof types.SiteSettings_SettingsFragmentDoc,
    "\n  query SiteSettingsPage {\n    siteSettings {\n      ...SiteSettings_settings\n    }\n  }\n": typeof types.SiteSettingsPageDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettings_settings\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  fragment PnlReport_report on BackofficePnlReport {\n    groupBy\n    rows {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n    total {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n  }\n": typeof types.PnlReport_ReportFragmentDoc,
    "\n  query BackofficePnl($from: String!, $to: String!, $groupBy: BackofficePnlGroupBy!) {\n    backofficePnl(from: $from, to: $to, groupBy: $groupBy) {\n      ...PnlReport_report\n    }\n  }\n": typeof types.BackofficePnlDocument,
    "\n  fragment SettleUp_balance on BackofficeSettleUpBalance {\n    userName\n    roleName\n    outstanding\n    sinceLast\n    lastSettledAt\n  }\n": typeof types.SettleUp_BalanceFragmentDoc,
    "\n  fragment SettleUp_record on BackofficeSettleUpRecord {\n    id\n    downline\n    upline\n    amount\n    note\n    recordedBy\n    at\n  }\n": typeof types.SettleUp_RecordFragmentDoc,
    "\n  query BackofficeSettleUp {\n    backofficeSettleUp {\n      upline\n      withUpline {\n        ...SettleUp_balance\n      }\n      withDownline {\n        ...SettleUp_balance\n      }\n      history {\n        ...SettleUp_record\n      }\n    }\n  }\n": typeof types.BackofficeSettleUpDocument,
    "\n  mutation RecordSettleUp($downlineUserName: String!, $amount: Paise!, $note: String!, $idempotencyKey: String!) {\n    backofficeRecordSettleUp(downlineUserName: $downlineUserName, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      ...SettleUp_record\n    }\n  }\n": typeof types.RecordSettleUpDocument,
    "\n  query BackofficeStatement($from: String!, $to: String!) {\n    backofficeStatement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n": typeof types.BackofficeStatementDocument,
    "\n  fragment DownlineRequests_requests on BankingRequest {\n    requestId\n    userName\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    destination {\n      key\n      value\n    }\n    history {\n      status\n      by\n      note\n    }\n  }\n": typeof types.DownlineRequests_RequestsFragmentDoc,
    "\n  fragment DownlineUsers_users on DownlineUser {\n    userName\n    role\n    isLogin\n    wallet\n    exposure\n    held\n    available\n  }\n": typeof types.DownlineUsers_UsersFragmentDoc,
    "\n  query DownlineDeskQuery($since: String!) {\n    downlineBankingRequests {\n      requestId\n      ...DownlineRequests_requests\n    }\n    downlineUsers {\n      userName\n      ...DownlineUsers_users\n    }\n    downlinePasswordResets {\n      userName\n      code\n      expiresAt\n    }\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n": typeof types.DownlineDeskQueryDocument,
    "\n  fragment DownlineTotals_totals on DownlineTotals {\n    depositsApproved\n    depositsApprovedCount\n    withdrawalsApproved\n    withdrawalsApprovedCount\n    rejectedCount\n    pendingDeposits\n    pendingWithdrawals\n    pendingCount\n  }\n": typeof types.DownlineTotals_TotalsFragmentDoc,
    "\n  subscription DownlineDeskLive($since: String!) {\n    downlineDesk(since: $since) {\n      request {\n        requestId\n        ...DownlineRequests_requests\n      }\n      totals {\n        ...DownlineTotals_totals\n      }\n      user {\n        userName\n        ...DownlineUsers_users\n      }\n    }\n  }\n": typeof types.DownlineDeskLiveDocument,
    "\n  mutation DecideRequest($requestId: ID!, $decision: BankingDecision!, $note: String) {\n    decideBankingRequest(requestId: $requestId, decision: $decision, note: $note) {\n      requestId\n      ...DownlineRequests_requests\n    }\n  }\n": typeof types.DecideRequestDocument,
    "\n  mutation SetUserBlocked($userName: String!, $blocked: Boolean!) {\n    setUserBlocked(userName: $userName, blocked: $blocked) {\n      userName\n      ...DownlineUsers_users\n    }\n  }\n": typeof types.SetUserBlockedDocument,
    "\n  query DownlineTotalsOnly($since: String!) {\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n": typeof types.DownlineTotalsOnlyDocument,
    "\n  fragment RiskRow_row on BackofficeRiskRow {\n    marketId\n    marketName\n    eventName\n    sportId\n    inPlay\n    status\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n": typeof types.RiskRow_RowFragmentDoc,
    "\n  fragment RiskBet_bet on BackofficeRiskBet {\n    betId\n    userName\n    side\n    selectionName\n    price\n    line\n    stake\n    matched\n    placedAt\n    bettorPnl\n    myShareBps\n  }\n": typeof types.RiskBet_BetFragmentDoc,
    "\n  query BackofficeRisk($marketId: ID!, $withMarket: Boolean!) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeRiskBook {\n      marketId\n      ...RiskRow_row\n    }\n    backofficeRiskMarket(marketId: $marketId) @include(if: $withMarket) {\n      row {\n        marketId\n        ...RiskRow_row\n      }\n      bets {\n        ...RiskBet_bet\n      }\n    }\n  }\n": typeof types.BackofficeRiskDocument,
    "\n  subscription BackofficeRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...RiskRow_row\n      }\n    }\n  }\n": typeof types.BackofficeRiskLiveDocument,
    "\n  query BackofficeFrame {\n    backofficeMe {\n      userName\n      role\n      roleName\n      balance\n      creditReference\n    }\n    tradingDeskOpen\n  }\n": typeof types.BackofficeFrameDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      sampledEveryMs\n      processes {\n        instanceId\n        role\n        ready\n        silent\n        notReady\n        partitions\n        betsPerSecond\n        p99Ms\n        loopDelayMs\n        busLagMs\n        sampledAt\n        history {\n          at\n          betsPerSecond\n          p99Ms\n          loopDelayMs\n          busLagMs\n        }\n      }\n    }\n  }\n": typeof types.SystemStatusDocument,
    "\n  fragment BankingRequestLive_request on BankingRequest {\n    requestId\n    methodId\n    ...RequestList_requests\n    ...RequestTimeline_request\n  }\n": typeof types.BankingRequestLive_RequestFragmentDoc,
    "\n  query BankingHubQuery {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n    bankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": typeof types.BankingHubQueryDocument,
    "\n  mutation RequestDeposit($amount: Paise!, $methodId: ID!, $utr: String!) {\n    requestDeposit(amount: $amount, methodId: $methodId, utr: $utr) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": typeof types.RequestDepositDocument,
    "\n  query DepositMethodsQuery {\n    depositMethods {\n      methodId\n      name\n      kind\n      minAmount\n      maxAmount\n      sequence\n      details {\n        key\n        value\n      }\n    }\n  }\n": typeof types.DepositMethodsQueryDocument,
    "\n  query PaymentWaitingQuery {\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n": typeof types.PaymentWaitingQueryDocument,
    "\n  fragment RequestList_requests on BankingRequest {\n    requestId\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    history {\n      status\n      note\n    }\n  }\n": typeof types.RequestList_RequestsFragmentDoc,
    "\n  fragment RequestTimeline_request on BankingRequest {\n    requestId\n    kind\n    amount\n    utr\n    status\n    createdAt\n    history {\n      status\n      at\n      by\n      note\n    }\n  }\n": typeof types.RequestTimeline_RequestFragmentDoc,
    "\n  query RewardsQuery {\n    rewardOffers {\n      rewardId\n      description\n      amount\n      status\n      expiresAt\n    }\n    rewards {\n      reference\n      description\n      at\n      amount\n    }\n  }\n": typeof types.RewardsQueryDocument,
    "\n  mutation ClaimReward($rewardId: ID!) {\n    claimReward(rewardId: $rewardId) {\n      reference\n      description\n      at\n      amount\n      claimedOffer {\n        rewardId\n        description\n        amount\n        status\n        expiresAt\n      }\n    }\n  }\n": typeof types.ClaimRewardDocument,
    "\n  query TransferQuery {\n    balance {\n      available\n    }\n    profile {\n      upline\n    }\n    transfers {\n      txId\n      description\n      at\n      amount\n    }\n  }\n": typeof types.TransferQueryDocument,
    "\n  mutation Transfer($toUserName: String!, $amount: Paise!, $idempotencyKey: String!) {\n    transfer(toUserName: $toUserName, amount: $amount, idempotencyKey: $idempotencyKey) {\n      txId\n      amount\n      toUserName\n      entry {\n        txId\n        description\n        at\n        amount\n      }\n    }\n  }\n": typeof types.TransferDocument,
    "\n  subscription MyBankingRequestsLive {\n    myBankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": typeof types.MyBankingRequestsLiveDocument,
    "\n  query BankAccountsQuery {\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n": typeof types.BankAccountsQueryDocument,
    "\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n": typeof types.AddBankAccountDocument,
    "\n  mutation RemoveBankAccount($accountId: ID!) {\n    removeBankAccount(accountId: $accountId) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n": typeof types.RemoveBankAccountDocument,
    "\n  query WithdrawQuery {\n    balance {\n      available\n    }\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n": typeof types.WithdrawQueryDocument,
    "\n  mutation RequestWithdrawal($amount: Paise!, $accountId: ID!, $idempotencyKey: String!) {\n    requestWithdrawal(amount: $amount, accountId: $accountId, idempotencyKey: $idempotencyKey) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": typeof types.RequestWithdrawalDocument,
    "\n  query MyBets($eventId: ID!) {\n    matchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    unmatchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n  }\n": typeof types.MyBetsDocument,
    "\n  fragment MyBets_position on MarketPosition {\n    marketId\n    kind\n    runners {\n      runnerId\n      profit\n    }\n  }\n": typeof types.MyBets_PositionFragmentDoc,
    "\n  query EventFigures($eventId: ID!) {\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n": typeof types.EventFiguresDocument,
    "\n  fragment MyBets_bet on Bet {\n    betId\n    marketId\n    marketName\n    runnerId\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    lapseReason\n    placedAt\n    queueAhead\n  }\n": typeof types.MyBets_BetFragmentDoc,
    "\n  subscription MyOrdersBets($after: Float) {\n    myOrders(after: $after) {\n      kind\n      seq\n      orders {\n        ...MyBets_bet\n        exEventId\n        settled\n        profitAndLoss\n      }\n    }\n  }\n": typeof types.MyOrdersBetsDocument,
    "\n  subscription MyEventFigures {\n    myEventFigures {\n      eventId\n      marketPositions {\n        ...MyBets_position\n      }\n      eventBook {\n        ...EventBook_book\n      }\n    }\n  }\n": typeof types.MyEventFiguresDocument,
    "\n  fragment BetAverage_bet on Bet {\n    betId\n    averagePriceMatched\n  }\n": typeof types.BetAverage_BetFragmentDoc,
    "\n  fragment BetMarket_info on Market {\n    marketId\n    exEventId\n    kind\n    marketName\n  }\n": typeof types.BetMarket_InfoFragmentDoc,
    "\n  query SettledBets($eventId: ID!) {\n    settledBets(eventId: $eventId) {\n      betId\n      marketName\n      selectionName\n      type\n      line\n      oddsPrice\n      averagePriceMatched\n      sizeMatched\n      state\n      profitAndLoss\n    }\n  }\n": typeof types.SettledBetsDocument,
    "\n  query BetSlipSettings {\n    settings {\n      defaultStakes\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n    }\n  }\n": typeof types.BetSlipSettingsDocument,
    "\n  mutation PlaceBet($input: PlaceBetInput!) {\n    placeBet(input: $input) {\n      betId\n      marketId\n      status\n      sizeMatched\n      sizeRemaining\n      averagePriceMatched\n      releaseAt\n    }\n  }\n": typeof types.PlaceBetDocument,
    "\n  mutation CancelBet($marketId: ID!, $betId: ID!) {\n    cancelBet(marketId: $marketId, betId: $betId) {\n      ...MyBets_bet\n    }\n  }\n": typeof types.CancelBetDocument,
    "\n  mutation ReplaceBet($marketId: ID!, $betId: ID!, $price: Float!) {\n    replaceBet(marketId: $marketId, betId: $betId, price: $price) {\n      betId\n      status\n      sizeMatched\n      sizeRemaining\n    }\n  }\n": typeof types.ReplaceBetDocument,
    "\n  query FancyBook($marketId: ID!) {\n    fancyBook(marketId: $marketId) {\n      key\n      value\n    }\n  }\n": typeof types.FancyBookDocument,
    "\n  fragment BinaryLists on Query {\n    binaryMarkets {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      markets {\n        marketId\n        exEventId\n        kind\n        line\n        ...MarketBook_market\n        ...FancyMarkets_market\n        ...OddsGrid_market\n      }\n    }\n    productResults(sportId: 66103) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n": typeof types.BinaryListsFragmentDoc,
    "\n  query BinaryQuery {\n    ...BinaryLists\n  }\n": typeof types.BinaryQueryDocument,
    "\n  subscription BinaryLive {\n    productChanged(product: BINARY) {\n      ...BinaryLists\n    }\n  }\n": typeof types.BinaryLiveDocument,
    "\n  fragment CashOutPanel_quote on CashOutQuote {\n    marketId\n    fraction\n    available\n    reason\n    guaranteed\n    bets {\n      runnerId\n      runnerName\n      side\n      price\n      size\n    }\n    profitBefore {\n      runnerId\n      runnerName\n      profit\n    }\n    profitAfter {\n      runnerId\n      runnerName\n      profit\n    }\n  }\n": typeof types.CashOutPanel_QuoteFragmentDoc,
    "\n  fragment CashOut_market on Market {\n    marketId\n    status\n    minStake\n    runners {\n      runnerId\n      runnerName\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n    }\n  }\n": typeof types.CashOut_MarketFragmentDoc,
    "\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      marketId\n      refused\n      requote {\n        ...CashOutPanel_quote\n      }\n      bets {\n        betId\n        runnerId\n        side\n        price\n        size\n        status\n        sizeMatched\n        averagePriceMatched\n        sizeCancelled\n        releaseAt\n        error\n      }\n      profitAfter {\n        runnerId\n        profit\n      }\n    }\n  }\n": typeof types.CashOutDocument,
    "\n  fragment CashOutHedge_bet on Bet {\n    betId\n    status\n    sizeMatched\n  }\n": typeof types.CashOutHedge_BetFragmentDoc,
    "\n  fragment CasinoGames_games on CasinoGame {\n    eventId\n    gameName\n    companyName\n    popular\n    link\n    image\n  }\n": typeof types.CasinoGames_GamesFragmentDoc,
    "\n  query CasinoLobbyQuery {\n    casinoLobby {\n      eventId\n      ...CasinoGames_games\n    }\n  }\n": typeof types.CasinoLobbyQueryDocument,
    "\n  query HeaderBalance {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n": typeof types.HeaderBalanceDocument,
    "\n  subscription MyBalanceLive {\n    myBalance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n": typeof types.MyBalanceLiveDocument,
    "\n  fragment EventList_events on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    inPlay\n    tournamentName\n  }\n": typeof types.EventList_EventsFragmentDoc,
    "\n  query FavouritesQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n": typeof types.FavouritesQueryDocument,
    "\n  query MyFavourites {\n    favourites\n  }\n": typeof types.MyFavouritesDocument,
    "\n  mutation SetFavourite($eventId: ID!, $favourite: Boolean!) {\n    setFavourite(eventId: $eventId, favourite: $favourite)\n  }\n": typeof types.SetFavouriteDocument,
    "\n  query HomeQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n": typeof types.HomeQueryDocument,
    "\n  query InplayQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n": typeof types.InplayQueryDocument,
    "\n  query ListOdds($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerName\n        role\n      }\n    }\n  }\n": typeof types.ListOddsDocument,
    "\n  fragment SportSections_sports on Sport {\n    sportId\n    sportName\n  }\n": typeof types.SportSections_SportsFragmentDoc,
    "\n  fragment SportSections_groups on SportEvents {\n    sportId\n    events {\n      exEventId\n      ...EventList_events\n    }\n  }\n": typeof types.SportSections_GroupsFragmentDoc,
    "\n  fragment LotteryLists on Query {\n    lotteryDraws {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n      markets {\n        marketId\n        marketName\n        status\n      }\n    }\n    productResults(sportId: 66104) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n": typeof types.LotteryListsFragmentDoc,
    "\n  query LotteryQuery {\n    ...LotteryLists\n  }\n": typeof types.LotteryQueryDocument,
    "\n  subscription LotteryLive {\n    productChanged(product: LOTTERY) {\n      ...LotteryLists\n    }\n  }\n": typeof types.LotteryLiveDocument,
    "\n  fragment EventBook_book on EventBook {\n    eventId\n    hasPosition\n    outcomes {\n      key\n      name\n      profit\n    }\n    markets {\n      marketId\n      marketName\n      runners {\n        runnerId\n        runnerName\n        profit\n      }\n    }\n    fancy {\n      marketId\n      marketName\n      rows {\n        key\n        value\n      }\n    }\n  }\n": typeof types.EventBook_BookFragmentDoc,
    "\n  query EventBook($eventId: ID!) {\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n": typeof types.EventBookDocument,
    "\n  fragment EventHeader_event on EventDetail {\n    exEventId\n    sportId\n    sportName\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n    status\n    score\n  }\n": typeof types.EventHeader_EventFragmentDoc,
    "\n  fragment FancyMarkets_market on Market {\n    marketId\n    marketName\n    minStake\n    maxStake\n    status\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n": typeof types.FancyMarkets_MarketFragmentDoc,
    "\n  query RunnerLadder($marketId: ID!, $runnerId: ID!) {\n    runnerLadder(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      status\n      lastTradedPrice\n      tradedVolume\n      levels {\n        price\n        availableToBack\n        availableToLay\n        traded\n      }\n    }\n  }\n": typeof types.RunnerLadderDocument,
    "\n  fragment MarketDetails_event on EventDetail {\n    exEventId\n    sportId\n    videoId\n    ...EventHeader_event\n    markets {\n      marketId\n      exEventId\n      kind\n      ...MarketBook_market\n      ...OddsGrid_market\n      ...FancyMarkets_market\n    }\n  }\n": typeof types.MarketDetails_EventFragmentDoc,
    "\n  query MarketDetails($eventId: ID!) {\n    event(id: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n": typeof types.MarketDetailsDocument,
    "\n  subscription EventChanged($eventId: ID!) {\n    eventChanged(eventId: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n": typeof types.EventChangedDocument,
    "\n  fragment OddsGrid_market on Market {\n    marketId\n    marketName\n    kind\n    minStake\n    maxStake\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n  }\n": typeof types.OddsGrid_MarketFragmentDoc,
    "\n  query PriceHistory($marketId: ID!, $runnerId: ID!) {\n    priceHistory(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      bucketMs\n      buckets {\n        at\n        open\n        high\n        low\n        close\n        average\n        volume\n        trades\n      }\n    }\n  }\n": typeof types.PriceHistoryDocument,
    "\n  query MyMarket {\n    userEventsExposure {\n      sportId\n      eventId\n      marketId\n      sportName\n      eventName\n      marketName\n      betCounts\n    }\n  }\n": typeof types.MyMarketDocument,
    "\n  fragment RaceCard_race on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n  }\n": typeof types.RaceCard_RaceFragmentDoc,
    "\n  fragment RaceResults_result on ProductResult {\n    exEventId\n    eventName\n    eventTime\n    score\n  }\n": typeof types.RaceResults_ResultFragmentDoc,
    "\n  fragment HorseRacingLists on Query {\n    racingEvents {\n      exEventId\n      ...RaceCard_race\n    }\n    racingResults: productResults(sportId: 7) {\n      exEventId\n      ...RaceResults_result\n    }\n  }\n": typeof types.HorseRacingListsFragmentDoc,
    "\n  query HorseRacingQuery {\n    ...HorseRacingLists\n  }\n": typeof types.HorseRacingQueryDocument,
    "\n  subscription HorseRacingLive {\n    productChanged(product: RACING) {\n      ...HorseRacingLists\n    }\n  }\n": typeof types.HorseRacingLiveDocument,
    "\n  query RaceMarkets($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      marketId\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerId\n        runnerName\n        metadata\n      }\n    }\n  }\n": typeof types.RaceMarketsDocument,
    "\n  fragment SaferBettingPage_protections on SaferBetting {\n    depositLimits {\n      ...ProtectionLimitRow_limit\n    }\n    lossLimits {\n      ...ProtectionLimitRow_limit\n    }\n    timeOutUntil\n    selfExcluded\n    selfExcludedUntil\n    selfExcludedPermanently\n    realityCheckMinutes\n    sessionStartedAt\n    sessionNet\n    realityCheckDueAt\n    shareAmountsWithUpline\n  }\n": typeof types.SaferBettingPage_ProtectionsFragmentDoc,
    "\n  fragment ProtectionLimitRow_limit on ProtectionLimit {\n    period\n    amount\n    used\n    remaining\n    pending {\n      amount\n      effectiveAt\n    }\n  }\n": typeof types.ProtectionLimitRow_LimitFragmentDoc,
    "\n  query SaferBettingQuery {\n    saferBetting {\n      ...SaferBettingPage_protections\n    }\n  }\n": typeof types.SaferBettingQueryDocument,
    "\n  mutation SetDepositLimit($period: LimitPeriod!, $amount: Paise) {\n    setDepositLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n": typeof types.SetDepositLimitDocument,
    "\n  mutation SetLossLimit($period: LimitPeriod!, $amount: Paise) {\n    setLossLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n": typeof types.SetLossLimitDocument,
    "\n  mutation TakeTimeOut($hours: Int!) {\n    takeTimeOut(hours: $hours) {\n      ...SaferBettingPage_protections\n    }\n  }\n": typeof types.TakeTimeOutDocument,
    "\n  mutation SelfExclude($months: Int, $permanent: Boolean) {\n    selfExclude(months: $months, permanent: $permanent) {\n      ...SaferBettingPage_protections\n    }\n  }\n": typeof types.SelfExcludeDocument,
    "\n  mutation SetRealityCheck($minutes: Int) {\n    setRealityCheck(minutes: $minutes) {\n      ...SaferBettingPage_protections\n    }\n  }\n": typeof types.SetRealityCheckDocument,
    "\n  mutation SetProtectionPrivacy($shareAmountsWithUpline: Boolean!) {\n    setProtectionPrivacy(shareAmountsWithUpline: $shareAmountsWithUpline) {\n      ...SaferBettingPage_protections\n    }\n  }\n": typeof types.SetProtectionPrivacyDocument,
    "\n  query RealityCheckQuery {\n    saferBetting {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n": typeof types.RealityCheckQueryDocument,
    "\n  mutation AnswerRealityCheck($keepPlaying: Boolean!) {\n    answerRealityCheck(keepPlaying: $keepPlaying) {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n": typeof types.AnswerRealityCheckDocument,
    "\n  query StartupSports {\n    sports {\n      sportId\n      sportName\n      highlight\n    }\n  }\n": typeof types.StartupSportsDocument,
    "\n  query StartupAllEvents {\n    allEvents {\n      sportId\n      events {\n        exEventId\n        sportId\n        sportName\n        eventName\n        eventTime\n        inPlay\n        tournamentId\n        tournamentName\n      }\n    }\n  }\n": typeof types.StartupAllEventsDocument,
    "\n  query StartupRacingEvents {\n    racingEvents {\n      exEventId\n      sportId\n      sportName\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n    }\n  }\n": typeof types.StartupRacingEventsDocument,
    "\n  query StartupExchangeTypes {\n    exchangeTypes {\n      exchangeId\n      exchangeName\n      highlight\n      sequence\n    }\n  }\n": typeof types.StartupExchangeTypesDocument,
    "\n  query StartupCasino {\n    casinoLobby {\n      eventId\n      gameName\n      companyName\n      popular\n      link\n      image\n    }\n  }\n": typeof types.StartupCasinoDocument,
    "\n  query StartupTheme {\n    themeConfig {\n      variables {\n        name\n        value\n      }\n      exchangeFavicon\n      exchangeTitle\n      themeColor\n      exchangeLogo\n      moneyLocale\n    }\n  }\n": typeof types.StartupThemeDocument,
    "\n  query StartupSupport {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n": typeof types.StartupSupportDocument,
    "\n  fragment TipsReviewLists on Query {\n    tips {\n      tipId\n      exEventId\n      sportId\n      sportName\n      eventName\n      title\n      body\n      author\n      confidence\n      createdAt\n      marketId\n      selectionName\n      odds\n      outcome\n    }\n    tipAuthors {\n      author\n      tips\n      pending\n      won\n      lost\n      void\n      hitRateBp\n      profit\n      levelStake\n    }\n  }\n": typeof types.TipsReviewListsFragmentDoc,
    "\n  query TipsReviewQuery {\n    ...TipsReviewLists\n  }\n": typeof types.TipsReviewQueryDocument,
    "\n  subscription TipsReviewLive {\n    productChanged(product: TIPS) {\n      ...TipsReviewLists\n    }\n  }\n": typeof types.TipsReviewLiveDocument,
    "\n  fragment VirtualSportsLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentId\n      tournamentName\n      markets {\n        marketId\n        status\n        runners {\n          runnerId\n          runnerName\n          availableToBack {\n            price\n          }\n        }\n      }\n    }\n    productResults(sportId: 66101) {\n      exEventId\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n      score\n    }\n  }\n": typeof types.VirtualSportsListsFragmentDoc,
    "\n  query VirtualSportsQuery {\n    ...VirtualSportsLists\n  }\n": typeof types.VirtualSportsQueryDocument,
    "\n  subscription VirtualSportsLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualSportsLists\n    }\n  }\n": typeof types.VirtualSportsLiveDocument,
    "\n  fragment VirtualNextLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n    }\n  }\n": typeof types.VirtualNextListsFragmentDoc,
    "\n  query VirtualNextQuery {\n    ...VirtualNextLists\n  }\n": typeof types.VirtualNextQueryDocument,
    "\n  subscription VirtualNextLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualNextLists\n    }\n  }\n": typeof types.VirtualNextLiveDocument,
    "\n  subscription FeedMarketBook($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      ...MarketBook_market\n    }\n  }\n": typeof types.FeedMarketBookDocument,
    "\n  subscription FeedScore($eventId: ID!) {\n    score(eventId: $eventId) {\n      eventId\n      inPlay\n      status\n      score\n    }\n  }\n": typeof types.FeedScoreDocument,
    "\n  fragment MarketBook_market on Market {\n    marketId\n    status\n    inPlay\n    totalMatched\n    runners {\n      runnerId\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n      lastTradedPrice\n    }\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n": typeof types.MarketBook_MarketFragmentDoc,
};
const documents: Documents = {
    "\n  query RightColumnVideo($eventId: ID!) {\n    event(id: $eventId) {\n      exEventId\n      videoId\n      eventName\n      score\n    }\n  }\n": types.RightColumnVideoDocument,
    "\n  query MyBetsHistoryQuery($from: String!, $to: String!) {\n    betHistory(from: $from, to: $to) {\n      ...BetHistoryTable_bets\n    }\n  }\n": types.MyBetsHistoryQueryDocument,
    "\n  query UserBetHistoryQuery($betsFrom: String!, $betsTo: String!, $marketId: ID!, $from: String!, $to: String!, $sportId: Int!) {\n    betHistory(from: $betsFrom, to: $betsTo, marketId: $marketId) {\n      ...BetHistoryTable_bets\n    }\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId) {\n      rows {\n        key\n        marketId\n        profitAndLoss\n        commission\n        net\n      }\n    }\n  }\n": types.UserBetHistoryQueryDocument,
    "\n  fragment BetHistoryTable_bets on BetHistoryRow {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    sportName\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    state\n    placedAt\n    settledAt\n    profitAndLoss\n  }\n": types.BetHistoryTable_BetsFragmentDoc,
    "\n  fragment UnsettledBets_bets on Bet {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    selectionName\n    side\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    placedAt\n  }\n": types.UnsettledBets_BetsFragmentDoc,
    "\n  query UnsettledBetsQuery {\n    unsettledBets {\n      ...UnsettledBets_bets\n    }\n  }\n": types.UnsettledBetsQueryDocument,
    "\n  fragment ActivityLog_entries on ActivityEntry {\n    at\n    ip\n    userAgent\n    success\n  }\n": types.ActivityLog_EntriesFragmentDoc,
    "\n  fragment ActivityLog_protection on AuditEntry {\n    id\n    at\n    act\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    before\n    after\n  }\n": types.ActivityLog_ProtectionFragmentDoc,
    "\n  query ActivityLogQuery {\n    activityLog {\n      ...ActivityLog_entries\n    }\n    myProtectionChanges {\n      ...ActivityLog_protection\n    }\n  }\n": types.ActivityLogQueryDocument,
    "\n  query PasswordHistoryQuery {\n    passwordHistory {\n      changedAt\n    }\n  }\n": types.PasswordHistoryQueryDocument,
    "\n  query ProfileQuery {\n    profile {\n      userName\n      role\n      isLogin\n      upline\n      memberSince\n      referralCode\n    }\n    settings {\n      lossLimit\n    }\n  }\n": types.ProfileQueryDocument,
    "\n  query ReferEarnQuery {\n    referrals {\n      referralCode\n      earned\n      rewardPercent\n      rewardCap\n      referrals {\n        userName\n        joinedAt\n      }\n    }\n  }\n": types.ReferEarnQueryDocument,
    "\n  fragment RollingCommission_report on RollingCommission {\n    total\n    rows {\n      marketId\n      marketName\n      exEventId\n      eventName\n      sportId\n      sportName\n      settledAt\n      profitAndLoss\n      commission\n    }\n  }\n": types.RollingCommission_ReportFragmentDoc,
    "\n  query RollingCommissionQuery($from: String!, $to: String!) {\n    rollingCommission(from: $from, to: $to) {\n      ...RollingCommission_report\n    }\n  }\n": types.RollingCommissionQueryDocument,
    "\n  query ProfitLossQuery($from: String!, $to: String!) {\n    profitLoss(groupBy: SPORT, from: $from, to: $to) {\n      ...ProfitLossView_report\n    }\n  }\n": types.ProfitLossQueryDocument,
    "\n  query ProfitLossEventQuery($from: String!, $to: String!, $sportId: Int!) {\n    profitLoss(groupBy: EVENT, from: $from, to: $to, sportId: $sportId) {\n      ...ProfitLossView_report\n    }\n  }\n": types.ProfitLossEventQueryDocument,
    "\n  query ProfitLossMarketQuery($from: String!, $to: String!, $sportId: Int!, $eventId: ID!) {\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId, eventId: $eventId) {\n      ...ProfitLossView_report\n    }\n  }\n": types.ProfitLossMarketQueryDocument,
    "\n  fragment ProfitLossView_report on ProfitLossReport {\n    total\n    rows {\n      key\n      sportId\n      sportName\n      eventId\n      eventName\n      marketId\n      marketName\n      profitAndLoss\n      commission\n      net\n      markets\n    }\n    series {\n      at\n      net\n    }\n  }\n": types.ProfitLossView_ReportFragmentDoc,
    "\n  query SettingsQuery {\n    settings {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n": types.SettingsQueryDocument,
    "\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  query StatementQuery($from: String!, $to: String!) {\n    statement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n": types.StatementQueryDocument,
    "\n  fragment StatementView_statement on AccountStatement {\n    opening\n    closing\n    rows {\n      txId\n      at\n      kind\n      category\n      reference\n      description\n      amount\n      balance\n      marketId\n      sportId\n      eventName\n      marketName\n    }\n  }\n": types.StatementView_StatementFragmentDoc,
    "\n  query MyTwoFactor {\n    myTwoFactor {\n      enrolled\n      enrolledAt\n      required\n      allowed\n      recoveryCodesLeft\n      apiKeys {\n        keyId\n        label\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.MyTwoFactorDocument,
    "\n  mutation StartAccountEnrolment {\n    startTwoFactorEnrolment {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n": types.StartAccountEnrolmentDocument,
    "\n  mutation ConfirmAccountEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmAccountEnrolmentDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation CreateApiKey($label: String!) {\n    createApiKey(label: $label) {\n      keyId\n      label\n      apiKey\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId)\n  }\n": types.RevokeApiKeyDocument,
    "\n  query AccountHelpQuery {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n": types.AccountHelpQueryDocument,
    "\n  mutation Signup($username: String!, $password: String!, $referralCode: String) {\n    signup(username: $username, password: $password, referralCode: $referralCode) {\n      userName\n    }\n  }\n": types.SignupDocument,
    "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username) {\n      sent\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation ResetPassword($username: String!, $code: String!, $newPassword: String!) {\n    resetPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n      challenge {\n        code\n        challengeId\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation VerifyTwoFactor($challengeId: ID!, $code: String!) {\n    verifyTwoFactor(challengeId: $challengeId, code: $code) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n    }\n  }\n": types.VerifyTwoFactorDocument,
    "\n  mutation StartTwoFactorEnrolment($challengeId: ID) {\n    startTwoFactorEnrolment(challengeId: $challengeId) {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactorEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n      login {\n        token\n        userDetail {\n          userName\n          isLogin\n          role\n        }\n      }\n    }\n  }\n": types.ConfirmTwoFactorEnrolmentDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment AuditRow_entry on AuditEntry {\n    id\n    seq\n    at\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    act\n    target {\n      kind\n      id\n      name\n    }\n    before\n    after\n  }\n": types.AuditRow_EntryFragmentDoc,
    "\n  query BackofficeAudit($filter: AuditFilter, $first: Int, $after: String) {\n    backofficeAudit(filter: $filter, first: $first, after: $after) {\n      entries {\n        ...AuditRow_entry\n      }\n      nextCursor\n    }\n  }\n": types.BackofficeAuditDocument,
    "\n  fragment BetRow_bet on BackofficeBet {\n    betId\n    userName\n    marketName\n    eventName\n    sportId\n    selectionName\n    side\n    price\n    line\n    stake\n    matched\n    status\n    placedAt\n  }\n": types.BetRow_BetFragmentDoc,
    "\n  query BackofficeBets($filter: BackofficeBetFilter, $first: Int, $after: String) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeBets(filter: $filter, first: $first, after: $after) {\n      bets {\n        ...BetRow_bet\n      }\n      nextCursor\n    }\n  }\n": types.BackofficeBetsDocument,
    "\n  subscription BackofficeBetTicker {\n    backofficeBetTicker {\n      betId\n      userName\n      marketName\n      selectionName\n      side\n      price\n      stake\n      placedAt\n    }\n  }\n": types.BackofficeBetTickerDocument,
    "\n  query BackofficeDashboard {\n    backofficeDashboard {\n      downlineSize\n      bettors\n      totalBalance\n      creditGiven\n      exposure\n      myPnlToday\n      myPnlWeek\n      downlinePnlToday\n      downlinePnlWeek\n      requestsWaiting\n    }\n  }\n": types.BackofficeDashboardDocument,
    "\n  fragment DeskMarket_market on DeskMarket {\n    marketId\n    marketName\n    kind\n    status\n    inPlay\n    runners {\n      runnerId\n      runnerName\n      back\n      lay\n      size\n      odds\n    }\n    fancy {\n      noLine\n      noRate\n      yesLine\n      yesRate\n      size\n    }\n  }\n": types.DeskMarket_MarketFragmentDoc,
    "\n  fragment DeskEvent_event on DeskEvent {\n    eventId\n    eventName\n    sportId\n    sportName\n    tournamentId\n    tournamentName\n    eventTime\n    inPlay\n    status\n    betting\n    score\n    markets {\n      ...DeskMarket_market\n    }\n  }\n": types.DeskEvent_EventFragmentDoc,
    "\n  fragment DeskRisk_row on BackofficeRiskRow {\n    marketId\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n": types.DeskRisk_RowFragmentDoc,
    "\n  query TradingDesk {\n    sports {\n      sportId\n      sportName\n    }\n    tradingDesk {\n      events {\n        ...DeskEvent_event\n      }\n      competitions {\n        tournamentId\n        tournamentName\n        sportId\n      }\n    }\n    backofficeRiskBook {\n      marketId\n      ...DeskRisk_row\n    }\n  }\n": types.TradingDeskDocument,
    "\n  mutation DeskCreateEvent($input: DeskEventInput!) {\n    deskCreateEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskCreateEventDocument,
    "\n  mutation DeskEditEvent($input: DeskEventEditInput!) {\n    deskEditEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskEditEventDocument,
    "\n  mutation DeskAddMarket($input: DeskMarketInput!) {\n    deskAddMarket(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskAddMarketDocument,
    "\n  mutation DeskQuote($input: DeskQuoteInput!) {\n    deskQuote(input: $input) {\n      ...DeskMarket_market\n    }\n  }\n": types.DeskQuoteDocument,
    "\n  mutation DeskSetMarketStatus($marketId: ID!, $status: DeskMarketStatus!) {\n    deskSetMarketStatus(marketId: $marketId, status: $status) {\n      ...DeskMarket_market\n    }\n  }\n": types.DeskSetMarketStatusDocument,
    "\n  mutation DeskSuspendEvent($eventId: ID!) {\n    deskSuspendEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskSuspendEventDocument,
    "\n  mutation DeskReopenEvent($eventId: ID!) {\n    deskReopenEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskReopenEventDocument,
    "\n  mutation DeskStartPlay($eventId: ID!) {\n    deskStartPlay(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskStartPlayDocument,
    "\n  mutation DeskPlay($input: DeskPlayInput!) {\n    deskPlay(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskPlayDocument,
    "\n  mutation DeskSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int) {\n    deskSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs) {\n      ...DeskEvent_event\n    }\n  }\n": types.DeskSettleMarketDocument,
    "\n  subscription DeskMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n": types.DeskMarketLiveDocument,
    "\n  subscription DeskRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...DeskRisk_row\n      }\n    }\n  }\n": types.DeskRiskLiveDocument,
    "\n  fragment DownlineRow_user on BackofficeUser {\n    userName\n    role\n    roleName\n    parent\n    level\n    balance\n    creditReference\n    available\n    exposure\n    partnershipBps\n    commissionBps\n    status {\n      bettingLocked\n      loginLocked\n    }\n    lastLoginAt\n    createdAt\n    downlineCount\n  }\n": types.DownlineRow_UserFragmentDoc,
    "\n  fragment UserCard_card on BackofficeUserCard {\n    user {\n      ...DownlineRow_user\n    }\n    trail\n    twoFactor\n    recentLogins {\n      at\n      ip\n      success\n    }\n    recentLedger {\n      txId\n      at\n      amount\n      balance\n      description\n    }\n  }\n": types.UserCard_CardFragmentDoc,
    "\n  query BackofficeDownline($parent: String, $search: String, $first: Int!, $after: String, $withParent: Boolean!, $openedName: String!, $user: String!, $withUser: Boolean!) {\n    backofficeMe {\n      ...DownlineRow_user\n    }\n    backofficeChildren(parent: $parent, search: $search, first: $first, after: $after) {\n      users {\n        ...DownlineRow_user\n      }\n      nextCursor\n      total\n    }\n    opened: backofficeUser(userName: $openedName) @include(if: $withParent) {\n      trail\n      user {\n        userName\n        roleName\n      }\n    }\n    card: backofficeUser(userName: $user) @include(if: $withUser) {\n      ...UserCard_card\n    }\n  }\n": types.BackofficeDownlineDocument,
    "\n  mutation BackofficeCreateUser($input: BackofficeCreateUserInput!) {\n    backofficeCreateUser(input: $input) {\n      ...DownlineRow_user\n    }\n  }\n": types.BackofficeCreateUserDocument,
    "\n  mutation BackofficeCredit($userName: String!, $amount: Paise!, $direction: BackofficeCreditDirection!, $idempotencyKey: String!) {\n    backofficeCredit(userName: $userName, amount: $amount, direction: $direction, idempotencyKey: $idempotencyKey) {\n      txId\n      user {\n        ...DownlineRow_user\n      }\n      me {\n        ...DownlineRow_user\n      }\n    }\n  }\n": types.BackofficeCreditDocument,
    "\n  mutation BackofficeSetCreditReference($userName: String!, $creditReference: Paise!) {\n    backofficeSetCreditReference(userName: $userName, creditReference: $creditReference) {\n      ...DownlineRow_user\n    }\n  }\n": types.BackofficeSetCreditReferenceDocument,
    "\n  mutation BackofficeSetBettingLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetBettingLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n": types.BackofficeSetBettingLockedDocument,
    "\n  mutation BackofficeSetLoginLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetLoginLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n": types.BackofficeSetLoginLockedDocument,
    "\n  mutation BackofficeResetPassword($userName: String!) {\n    backofficeResetPassword(userName: $userName) {\n      userName\n      code\n      expiresAt\n    }\n  }\n": types.BackofficeResetPasswordDocument,
    "\n  mutation BackofficeMoveUser($userName: String!, $newParent: String!, $reason: String!) {\n    backofficeMoveUser(userName: $userName, newParent: $newParent, reason: $reason) {\n      ...DownlineRow_user\n    }\n  }\n": types.BackofficeMoveUserDocument,
    "\n  mutation BackofficeResetTwoFactor($userName: String!) {\n    backofficeResetTwoFactor(userName: $userName)\n  }\n": types.BackofficeResetTwoFactorDocument,
    "\n  query DownlineProtectionsQuery($userName: String!) {\n    downlineProtections(userName: $userName) {\n      userName\n      hasDepositLimit\n      hasLossLimit\n      depositLimits {\n        period\n        amount\n      }\n      lossLimits {\n        period\n        amount\n      }\n      timeOutUntil\n      selfExcluded\n      selfExcludedUntil\n      selfExcludedPermanently\n      realityCheckMinutes\n    }\n  }\n": types.DownlineProtectionsQueryDocument,
    "\n  fragment OperatorMarket_market on OperatorMarket {\n    marketId\n    marketName\n    kind\n    eventId\n    eventName\n    sportId\n    sportName\n    status\n    inPlay\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n    betCount\n    matched\n    settledVersion\n    result\n    reason\n    settledAt\n  }\n": types.OperatorMarket_MarketFragmentDoc,
    "\n  query OperatorMarkets($search: String, $sportId: Int, $state: OperatorMarketState) {\n    sports {\n      sportId\n      sportName\n    }\n    operatorMarkets(search: $search, sportId: $sportId, state: $state) {\n      ...OperatorMarket_market\n    }\n  }\n": types.OperatorMarketsDocument,
    "\n  subscription OperatorMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n": types.OperatorMarketLiveDocument,
    "\n  mutation OperatorSetMarketStatus($marketId: ID!, $status: MarketStatus!) {\n    operatorSetMarketStatus(marketId: $marketId, status: $status) {\n      ...OperatorMarket_market\n    }\n  }\n": types.OperatorSetMarketStatusDocument,
    "\n  mutation OperatorSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int, $reason: String) {\n    operatorSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n": types.OperatorSettleMarketDocument,
    "\n  mutation OperatorVoidMarket($marketId: ID!, $reason: String!) {\n    operatorVoidMarket(marketId: $marketId, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n": types.OperatorVoidMarketDocument,
    "\n  fragment SiteSettings_settings on SiteSettings {\n    levels\n    bettorTwoFactor\n    moneyLocale\n    moneyLocales\n    defaultShares {\n      role\n      roleName\n      shareBps\n    }\n    sportLimits {\n      sportId\n      sportName\n      minStake\n      maxStake\n      delaySeconds\n    }\n    deskRoles {\n      role\n      roleName\n      allowed\n    }\n    updatedBy\n    updatedAt\n  }\n": types.SiteSettings_SettingsFragmentDoc,
    "\n  query SiteSettingsPage {\n    siteSettings {\n      ...SiteSettings_settings\n    }\n  }\n": types.SiteSettingsPageDocument,
    "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettings_settings\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  fragment PnlReport_report on BackofficePnlReport {\n    groupBy\n    rows {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n    total {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n  }\n": types.PnlReport_ReportFragmentDoc,
    "\n  query BackofficePnl($from: String!, $to: String!, $groupBy: BackofficePnlGroupBy!) {\n    backofficePnl(from: $from, to: $to, groupBy: $groupBy) {\n      ...PnlReport_report\n    }\n  }\n": types.BackofficePnlDocument,
    "\n  fragment SettleUp_balance on BackofficeSettleUpBalance {\n    userName\n    roleName\n    outstanding\n    sinceLast\n    lastSettledAt\n  }\n": types.SettleUp_BalanceFragmentDoc,
    "\n  fragment SettleUp_record on BackofficeSettleUpRecord {\n    id\n    downline\n    upline\n    amount\n    note\n    recordedBy\n    at\n  }\n": types.SettleUp_RecordFragmentDoc,
    "\n  query BackofficeSettleUp {\n    backofficeSettleUp {\n      upline\n      withUpline {\n        ...SettleUp_balance\n      }\n      withDownline {\n        ...SettleUp_balance\n      }\n      history {\n        ...SettleUp_record\n      }\n    }\n  }\n": types.BackofficeSettleUpDocument,
    "\n  mutation RecordSettleUp($downlineUserName: String!, $amount: Paise!, $note: String!, $idempotencyKey: String!) {\n    backofficeRecordSettleUp(downlineUserName: $downlineUserName, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      ...SettleUp_record\n    }\n  }\n": types.RecordSettleUpDocument,
    "\n  query BackofficeStatement($from: String!, $to: String!) {\n    backofficeStatement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n": types.BackofficeStatementDocument,
    "\n  fragment DownlineRequests_requests on BankingRequest {\n    requestId\n    userName\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    destination {\n      key\n      value\n    }\n    history {\n      status\n      by\n      note\n    }\n  }\n": types.DownlineRequests_RequestsFragmentDoc,
    "\n  fragment DownlineUsers_users on DownlineUser {\n    userName\n    role\n    isLogin\n    wallet\n    exposure\n    held\n    available\n  }\n": types.DownlineUsers_UsersFragmentDoc,
    "\n  query DownlineDeskQuery($since: String!) {\n    downlineBankingRequests {\n      requestId\n      ...DownlineRequests_requests\n    }\n    downlineUsers {\n      userName\n      ...DownlineUsers_users\n    }\n    downlinePasswordResets {\n      userName\n      code\n      expiresAt\n    }\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n": types.DownlineDeskQueryDocument,
    "\n  fragment DownlineTotals_totals on DownlineTotals {\n    depositsApproved\n    depositsApprovedCount\n    withdrawalsApproved\n    withdrawalsApprovedCount\n    rejectedCount\n    pendingDeposits\n    pendingWithdrawals\n    pendingCount\n  }\n": types.DownlineTotals_TotalsFragmentDoc,
    "\n  subscription DownlineDeskLive($since: String!) {\n    downlineDesk(since: $since) {\n      request {\n        requestId\n        ...DownlineRequests_requests\n      }\n      totals {\n        ...DownlineTotals_totals\n      }\n      user {\n        userName\n        ...DownlineUsers_users\n      }\n    }\n  }\n": types.DownlineDeskLiveDocument,
    "\n  mutation DecideRequest($requestId: ID!, $decision: BankingDecision!, $note: String) {\n    decideBankingRequest(requestId: $requestId, decision: $decision, note: $note) {\n      requestId\n      ...DownlineRequests_requests\n    }\n  }\n": types.DecideRequestDocument,
    "\n  mutation SetUserBlocked($userName: String!, $blocked: Boolean!) {\n    setUserBlocked(userName: $userName, blocked: $blocked) {\n      userName\n      ...DownlineUsers_users\n    }\n  }\n": types.SetUserBlockedDocument,
    "\n  query DownlineTotalsOnly($since: String!) {\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n": types.DownlineTotalsOnlyDocument,
    "\n  fragment RiskRow_row on BackofficeRiskRow {\n    marketId\n    marketName\n    eventName\n    sportId\n    inPlay\n    status\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n": types.RiskRow_RowFragmentDoc,
    "\n  fragment RiskBet_bet on BackofficeRiskBet {\n    betId\n    userName\n    side\n    selectionName\n    price\n    line\n    stake\n    matched\n    placedAt\n    bettorPnl\n    myShareBps\n  }\n": types.RiskBet_BetFragmentDoc,
    "\n  query BackofficeRisk($marketId: ID!, $withMarket: Boolean!) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeRiskBook {\n      marketId\n      ...RiskRow_row\n    }\n    backofficeRiskMarket(marketId: $marketId) @include(if: $withMarket) {\n      row {\n        marketId\n        ...RiskRow_row\n      }\n      bets {\n        ...RiskBet_bet\n      }\n    }\n  }\n": types.BackofficeRiskDocument,
    "\n  subscription BackofficeRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...RiskRow_row\n      }\n    }\n  }\n": types.BackofficeRiskLiveDocument,
    "\n  query BackofficeFrame {\n    backofficeMe {\n      userName\n      role\n      roleName\n      balance\n      creditReference\n    }\n    tradingDeskOpen\n  }\n": types.BackofficeFrameDocument,
    "\n  query SystemStatus {\n    systemStatus {\n      sampledEveryMs\n      processes {\n        instanceId\n        role\n        ready\n        silent\n        notReady\n        partitions\n        betsPerSecond\n        p99Ms\n        loopDelayMs\n        busLagMs\n        sampledAt\n        history {\n          at\n          betsPerSecond\n          p99Ms\n          loopDelayMs\n          busLagMs\n        }\n      }\n    }\n  }\n": types.SystemStatusDocument,
    "\n  fragment BankingRequestLive_request on BankingRequest {\n    requestId\n    methodId\n    ...RequestList_requests\n    ...RequestTimeline_request\n  }\n": types.BankingRequestLive_RequestFragmentDoc,
    "\n  query BankingHubQuery {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n    bankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": types.BankingHubQueryDocument,
    "\n  mutation RequestDeposit($amount: Paise!, $methodId: ID!, $utr: String!) {\n    requestDeposit(amount: $amount, methodId: $methodId, utr: $utr) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": types.RequestDepositDocument,
    "\n  query DepositMethodsQuery {\n    depositMethods {\n      methodId\n      name\n      kind\n      minAmount\n      maxAmount\n      sequence\n      details {\n        key\n        value\n      }\n    }\n  }\n": types.DepositMethodsQueryDocument,
    "\n  query PaymentWaitingQuery {\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n": types.PaymentWaitingQueryDocument,
    "\n  fragment RequestList_requests on BankingRequest {\n    requestId\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    history {\n      status\n      note\n    }\n  }\n": types.RequestList_RequestsFragmentDoc,
    "\n  fragment RequestTimeline_request on BankingRequest {\n    requestId\n    kind\n    amount\n    utr\n    status\n    createdAt\n    history {\n      status\n      at\n      by\n      note\n    }\n  }\n": types.RequestTimeline_RequestFragmentDoc,
    "\n  query RewardsQuery {\n    rewardOffers {\n      rewardId\n      description\n      amount\n      status\n      expiresAt\n    }\n    rewards {\n      reference\n      description\n      at\n      amount\n    }\n  }\n": types.RewardsQueryDocument,
    "\n  mutation ClaimReward($rewardId: ID!) {\n    claimReward(rewardId: $rewardId) {\n      reference\n      description\n      at\n      amount\n      claimedOffer {\n        rewardId\n        description\n        amount\n        status\n        expiresAt\n      }\n    }\n  }\n": types.ClaimRewardDocument,
    "\n  query TransferQuery {\n    balance {\n      available\n    }\n    profile {\n      upline\n    }\n    transfers {\n      txId\n      description\n      at\n      amount\n    }\n  }\n": types.TransferQueryDocument,
    "\n  mutation Transfer($toUserName: String!, $amount: Paise!, $idempotencyKey: String!) {\n    transfer(toUserName: $toUserName, amount: $amount, idempotencyKey: $idempotencyKey) {\n      txId\n      amount\n      toUserName\n      entry {\n        txId\n        description\n        at\n        amount\n      }\n    }\n  }\n": types.TransferDocument,
    "\n  subscription MyBankingRequestsLive {\n    myBankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": types.MyBankingRequestsLiveDocument,
    "\n  query BankAccountsQuery {\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n": types.BankAccountsQueryDocument,
    "\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n": types.AddBankAccountDocument,
    "\n  mutation RemoveBankAccount($accountId: ID!) {\n    removeBankAccount(accountId: $accountId) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n": types.RemoveBankAccountDocument,
    "\n  query WithdrawQuery {\n    balance {\n      available\n    }\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n": types.WithdrawQueryDocument,
    "\n  mutation RequestWithdrawal($amount: Paise!, $accountId: ID!, $idempotencyKey: String!) {\n    requestWithdrawal(amount: $amount, accountId: $accountId, idempotencyKey: $idempotencyKey) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n": types.RequestWithdrawalDocument,
    "\n  query MyBets($eventId: ID!) {\n    matchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    unmatchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n  }\n": types.MyBetsDocument,
    "\n  fragment MyBets_position on MarketPosition {\n    marketId\n    kind\n    runners {\n      runnerId\n      profit\n    }\n  }\n": types.MyBets_PositionFragmentDoc,
    "\n  query EventFigures($eventId: ID!) {\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n": types.EventFiguresDocument,
    "\n  fragment MyBets_bet on Bet {\n    betId\n    marketId\n    marketName\n    runnerId\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    lapseReason\n    placedAt\n    queueAhead\n  }\n": types.MyBets_BetFragmentDoc,
    "\n  subscription MyOrdersBets($after: Float) {\n    myOrders(after: $after) {\n      kind\n      seq\n      orders {\n        ...MyBets_bet\n        exEventId\n        settled\n        profitAndLoss\n      }\n    }\n  }\n": types.MyOrdersBetsDocument,
    "\n  subscription MyEventFigures {\n    myEventFigures {\n      eventId\n      marketPositions {\n        ...MyBets_position\n      }\n      eventBook {\n        ...EventBook_book\n      }\n    }\n  }\n": types.MyEventFiguresDocument,
    "\n  fragment BetAverage_bet on Bet {\n    betId\n    averagePriceMatched\n  }\n": types.BetAverage_BetFragmentDoc,
    "\n  fragment BetMarket_info on Market {\n    marketId\n    exEventId\n    kind\n    marketName\n  }\n": types.BetMarket_InfoFragmentDoc,
    "\n  query SettledBets($eventId: ID!) {\n    settledBets(eventId: $eventId) {\n      betId\n      marketName\n      selectionName\n      type\n      line\n      oddsPrice\n      averagePriceMatched\n      sizeMatched\n      state\n      profitAndLoss\n    }\n  }\n": types.SettledBetsDocument,
    "\n  query BetSlipSettings {\n    settings {\n      defaultStakes\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n    }\n  }\n": types.BetSlipSettingsDocument,
    "\n  mutation PlaceBet($input: PlaceBetInput!) {\n    placeBet(input: $input) {\n      betId\n      marketId\n      status\n      sizeMatched\n      sizeRemaining\n      averagePriceMatched\n      releaseAt\n    }\n  }\n": types.PlaceBetDocument,
    "\n  mutation CancelBet($marketId: ID!, $betId: ID!) {\n    cancelBet(marketId: $marketId, betId: $betId) {\n      ...MyBets_bet\n    }\n  }\n": types.CancelBetDocument,
    "\n  mutation ReplaceBet($marketId: ID!, $betId: ID!, $price: Float!) {\n    replaceBet(marketId: $marketId, betId: $betId, price: $price) {\n      betId\n      status\n      sizeMatched\n      sizeRemaining\n    }\n  }\n": types.ReplaceBetDocument,
    "\n  query FancyBook($marketId: ID!) {\n    fancyBook(marketId: $marketId) {\n      key\n      value\n    }\n  }\n": types.FancyBookDocument,
    "\n  fragment BinaryLists on Query {\n    binaryMarkets {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      markets {\n        marketId\n        exEventId\n        kind\n        line\n        ...MarketBook_market\n        ...FancyMarkets_market\n        ...OddsGrid_market\n      }\n    }\n    productResults(sportId: 66103) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n": types.BinaryListsFragmentDoc,
    "\n  query BinaryQuery {\n    ...BinaryLists\n  }\n": types.BinaryQueryDocument,
    "\n  subscription BinaryLive {\n    productChanged(product: BINARY) {\n      ...BinaryLists\n    }\n  }\n": types.BinaryLiveDocument,
    "\n  fragment CashOutPanel_quote on CashOutQuote {\n    marketId\n    fraction\n    available\n    reason\n    guaranteed\n    bets {\n      runnerId\n      runnerName\n      side\n      price\n      size\n    }\n    profitBefore {\n      runnerId\n      runnerName\n      profit\n    }\n    profitAfter {\n      runnerId\n      runnerName\n      profit\n    }\n  }\n": types.CashOutPanel_QuoteFragmentDoc,
    "\n  fragment CashOut_market on Market {\n    marketId\n    status\n    minStake\n    runners {\n      runnerId\n      runnerName\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n    }\n  }\n": types.CashOut_MarketFragmentDoc,
    "\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      marketId\n      refused\n      requote {\n        ...CashOutPanel_quote\n      }\n      bets {\n        betId\n        runnerId\n        side\n        price\n        size\n        status\n        sizeMatched\n        averagePriceMatched\n        sizeCancelled\n        releaseAt\n        error\n      }\n      profitAfter {\n        runnerId\n        profit\n      }\n    }\n  }\n": types.CashOutDocument,
    "\n  fragment CashOutHedge_bet on Bet {\n    betId\n    status\n    sizeMatched\n  }\n": types.CashOutHedge_BetFragmentDoc,
    "\n  fragment CasinoGames_games on CasinoGame {\n    eventId\n    gameName\n    companyName\n    popular\n    link\n    image\n  }\n": types.CasinoGames_GamesFragmentDoc,
    "\n  query CasinoLobbyQuery {\n    casinoLobby {\n      eventId\n      ...CasinoGames_games\n    }\n  }\n": types.CasinoLobbyQueryDocument,
    "\n  query HeaderBalance {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n": types.HeaderBalanceDocument,
    "\n  subscription MyBalanceLive {\n    myBalance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n": types.MyBalanceLiveDocument,
    "\n  fragment EventList_events on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    inPlay\n    tournamentName\n  }\n": types.EventList_EventsFragmentDoc,
    "\n  query FavouritesQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n": types.FavouritesQueryDocument,
    "\n  query MyFavourites {\n    favourites\n  }\n": types.MyFavouritesDocument,
    "\n  mutation SetFavourite($eventId: ID!, $favourite: Boolean!) {\n    setFavourite(eventId: $eventId, favourite: $favourite)\n  }\n": types.SetFavouriteDocument,
    "\n  query HomeQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n": types.HomeQueryDocument,
    "\n  query InplayQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n": types.InplayQueryDocument,
    "\n  query ListOdds($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerName\n        role\n      }\n    }\n  }\n": types.ListOddsDocument,
    "\n  fragment SportSections_sports on Sport {\n    sportId\n    sportName\n  }\n": types.SportSections_SportsFragmentDoc,
    "\n  fragment SportSections_groups on SportEvents {\n    sportId\n    events {\n      exEventId\n      ...EventList_events\n    }\n  }\n": types.SportSections_GroupsFragmentDoc,
    "\n  fragment LotteryLists on Query {\n    lotteryDraws {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n      markets {\n        marketId\n        marketName\n        status\n      }\n    }\n    productResults(sportId: 66104) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n": types.LotteryListsFragmentDoc,
    "\n  query LotteryQuery {\n    ...LotteryLists\n  }\n": types.LotteryQueryDocument,
    "\n  subscription LotteryLive {\n    productChanged(product: LOTTERY) {\n      ...LotteryLists\n    }\n  }\n": types.LotteryLiveDocument,
    "\n  fragment EventBook_book on EventBook {\n    eventId\n    hasPosition\n    outcomes {\n      key\n      name\n      profit\n    }\n    markets {\n      marketId\n      marketName\n      runners {\n        runnerId\n        runnerName\n        profit\n      }\n    }\n    fancy {\n      marketId\n      marketName\n      rows {\n        key\n        value\n      }\n    }\n  }\n": types.EventBook_BookFragmentDoc,
    "\n  query EventBook($eventId: ID!) {\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n": types.EventBookDocument,
    "\n  fragment EventHeader_event on EventDetail {\n    exEventId\n    sportId\n    sportName\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n    status\n    score\n  }\n": types.EventHeader_EventFragmentDoc,
    "\n  fragment FancyMarkets_market on Market {\n    marketId\n    marketName\n    minStake\n    maxStake\n    status\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n": types.FancyMarkets_MarketFragmentDoc,
    "\n  query RunnerLadder($marketId: ID!, $runnerId: ID!) {\n    runnerLadder(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      status\n      lastTradedPrice\n      tradedVolume\n      levels {\n        price\n        availableToBack\n        availableToLay\n        traded\n      }\n    }\n  }\n": types.RunnerLadderDocument,
    "\n  fragment MarketDetails_event on EventDetail {\n    exEventId\n    sportId\n    videoId\n    ...EventHeader_event\n    markets {\n      marketId\n      exEventId\n      kind\n      ...MarketBook_market\n      ...OddsGrid_market\n      ...FancyMarkets_market\n    }\n  }\n": types.MarketDetails_EventFragmentDoc,
    "\n  query MarketDetails($eventId: ID!) {\n    event(id: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n": types.MarketDetailsDocument,
    "\n  subscription EventChanged($eventId: ID!) {\n    eventChanged(eventId: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n": types.EventChangedDocument,
    "\n  fragment OddsGrid_market on Market {\n    marketId\n    marketName\n    kind\n    minStake\n    maxStake\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n  }\n": types.OddsGrid_MarketFragmentDoc,
    "\n  query PriceHistory($marketId: ID!, $runnerId: ID!) {\n    priceHistory(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      bucketMs\n      buckets {\n        at\n        open\n        high\n        low\n        close\n        average\n        volume\n        trades\n      }\n    }\n  }\n": types.PriceHistoryDocument,
    "\n  query MyMarket {\n    userEventsExposure {\n      sportId\n      eventId\n      marketId\n      sportName\n      eventName\n      marketName\n      betCounts\n    }\n  }\n": types.MyMarketDocument,
    "\n  fragment RaceCard_race on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n  }\n": types.RaceCard_RaceFragmentDoc,
    "\n  fragment RaceResults_result on ProductResult {\n    exEventId\n    eventName\n    eventTime\n    score\n  }\n": types.RaceResults_ResultFragmentDoc,
    "\n  fragment HorseRacingLists on Query {\n    racingEvents {\n      exEventId\n      ...RaceCard_race\n    }\n    racingResults: productResults(sportId: 7) {\n      exEventId\n      ...RaceResults_result\n    }\n  }\n": types.HorseRacingListsFragmentDoc,
    "\n  query HorseRacingQuery {\n    ...HorseRacingLists\n  }\n": types.HorseRacingQueryDocument,
    "\n  subscription HorseRacingLive {\n    productChanged(product: RACING) {\n      ...HorseRacingLists\n    }\n  }\n": types.HorseRacingLiveDocument,
    "\n  query RaceMarkets($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      marketId\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerId\n        runnerName\n        metadata\n      }\n    }\n  }\n": types.RaceMarketsDocument,
    "\n  fragment SaferBettingPage_protections on SaferBetting {\n    depositLimits {\n      ...ProtectionLimitRow_limit\n    }\n    lossLimits {\n      ...ProtectionLimitRow_limit\n    }\n    timeOutUntil\n    selfExcluded\n    selfExcludedUntil\n    selfExcludedPermanently\n    realityCheckMinutes\n    sessionStartedAt\n    sessionNet\n    realityCheckDueAt\n    shareAmountsWithUpline\n  }\n": types.SaferBettingPage_ProtectionsFragmentDoc,
    "\n  fragment ProtectionLimitRow_limit on ProtectionLimit {\n    period\n    amount\n    used\n    remaining\n    pending {\n      amount\n      effectiveAt\n    }\n  }\n": types.ProtectionLimitRow_LimitFragmentDoc,
    "\n  query SaferBettingQuery {\n    saferBetting {\n      ...SaferBettingPage_protections\n    }\n  }\n": types.SaferBettingQueryDocument,
    "\n  mutation SetDepositLimit($period: LimitPeriod!, $amount: Paise) {\n    setDepositLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n": types.SetDepositLimitDocument,
    "\n  mutation SetLossLimit($period: LimitPeriod!, $amount: Paise) {\n    setLossLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n": types.SetLossLimitDocument,
    "\n  mutation TakeTimeOut($hours: Int!) {\n    takeTimeOut(hours: $hours) {\n      ...SaferBettingPage_protections\n    }\n  }\n": types.TakeTimeOutDocument,
    "\n  mutation SelfExclude($months: Int, $permanent: Boolean) {\n    selfExclude(months: $months, permanent: $permanent) {\n      ...SaferBettingPage_protections\n    }\n  }\n": types.SelfExcludeDocument,
    "\n  mutation SetRealityCheck($minutes: Int) {\n    setRealityCheck(minutes: $minutes) {\n      ...SaferBettingPage_protections\n    }\n  }\n": types.SetRealityCheckDocument,
    "\n  mutation SetProtectionPrivacy($shareAmountsWithUpline: Boolean!) {\n    setProtectionPrivacy(shareAmountsWithUpline: $shareAmountsWithUpline) {\n      ...SaferBettingPage_protections\n    }\n  }\n": types.SetProtectionPrivacyDocument,
    "\n  query RealityCheckQuery {\n    saferBetting {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n": types.RealityCheckQueryDocument,
    "\n  mutation AnswerRealityCheck($keepPlaying: Boolean!) {\n    answerRealityCheck(keepPlaying: $keepPlaying) {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n": types.AnswerRealityCheckDocument,
    "\n  query StartupSports {\n    sports {\n      sportId\n      sportName\n      highlight\n    }\n  }\n": types.StartupSportsDocument,
    "\n  query StartupAllEvents {\n    allEvents {\n      sportId\n      events {\n        exEventId\n        sportId\n        sportName\n        eventName\n        eventTime\n        inPlay\n        tournamentId\n        tournamentName\n      }\n    }\n  }\n": types.StartupAllEventsDocument,
    "\n  query StartupRacingEvents {\n    racingEvents {\n      exEventId\n      sportId\n      sportName\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n    }\n  }\n": types.StartupRacingEventsDocument,
    "\n  query StartupExchangeTypes {\n    exchangeTypes {\n      exchangeId\n      exchangeName\n      highlight\n      sequence\n    }\n  }\n": types.StartupExchangeTypesDocument,
    "\n  query StartupCasino {\n    casinoLobby {\n      eventId\n      gameName\n      companyName\n      popular\n      link\n      image\n    }\n  }\n": types.StartupCasinoDocument,
    "\n  query StartupTheme {\n    themeConfig {\n      variables {\n        name\n        value\n      }\n      exchangeFavicon\n      exchangeTitle\n      themeColor\n      exchangeLogo\n      moneyLocale\n    }\n  }\n": types.StartupThemeDocument,
    "\n  query StartupSupport {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n": types.StartupSupportDocument,
    "\n  fragment TipsReviewLists on Query {\n    tips {\n      tipId\n      exEventId\n      sportId\n      sportName\n      eventName\n      title\n      body\n      author\n      confidence\n      createdAt\n      marketId\n      selectionName\n      odds\n      outcome\n    }\n    tipAuthors {\n      author\n      tips\n      pending\n      won\n      lost\n      void\n      hitRateBp\n      profit\n      levelStake\n    }\n  }\n": types.TipsReviewListsFragmentDoc,
    "\n  query TipsReviewQuery {\n    ...TipsReviewLists\n  }\n": types.TipsReviewQueryDocument,
    "\n  subscription TipsReviewLive {\n    productChanged(product: TIPS) {\n      ...TipsReviewLists\n    }\n  }\n": types.TipsReviewLiveDocument,
    "\n  fragment VirtualSportsLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentId\n      tournamentName\n      markets {\n        marketId\n        status\n        runners {\n          runnerId\n          runnerName\n          availableToBack {\n            price\n          }\n        }\n      }\n    }\n    productResults(sportId: 66101) {\n      exEventId\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n      score\n    }\n  }\n": types.VirtualSportsListsFragmentDoc,
    "\n  query VirtualSportsQuery {\n    ...VirtualSportsLists\n  }\n": types.VirtualSportsQueryDocument,
    "\n  subscription VirtualSportsLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualSportsLists\n    }\n  }\n": types.VirtualSportsLiveDocument,
    "\n  fragment VirtualNextLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n    }\n  }\n": types.VirtualNextListsFragmentDoc,
    "\n  query VirtualNextQuery {\n    ...VirtualNextLists\n  }\n": types.VirtualNextQueryDocument,
    "\n  subscription VirtualNextLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualNextLists\n    }\n  }\n": types.VirtualNextLiveDocument,
    "\n  subscription FeedMarketBook($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      ...MarketBook_market\n    }\n  }\n": types.FeedMarketBookDocument,
    "\n  subscription FeedScore($eventId: ID!) {\n    score(eventId: $eventId) {\n      eventId\n      inPlay\n      status\n      score\n    }\n  }\n": types.FeedScoreDocument,
    "\n  fragment MarketBook_market on Market {\n    marketId\n    status\n    inPlay\n    totalMatched\n    runners {\n      runnerId\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n      lastTradedPrice\n    }\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n": types.MarketBook_MarketFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RightColumnVideo($eventId: ID!) {\n    event(id: $eventId) {\n      exEventId\n      videoId\n      eventName\n      score\n    }\n  }\n"): (typeof documents)["\n  query RightColumnVideo($eventId: ID!) {\n    event(id: $eventId) {\n      exEventId\n      videoId\n      eventName\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBetsHistoryQuery($from: String!, $to: String!) {\n    betHistory(from: $from, to: $to) {\n      ...BetHistoryTable_bets\n    }\n  }\n"): (typeof documents)["\n  query MyBetsHistoryQuery($from: String!, $to: String!) {\n    betHistory(from: $from, to: $to) {\n      ...BetHistoryTable_bets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserBetHistoryQuery($betsFrom: String!, $betsTo: String!, $marketId: ID!, $from: String!, $to: String!, $sportId: Int!) {\n    betHistory(from: $betsFrom, to: $betsTo, marketId: $marketId) {\n      ...BetHistoryTable_bets\n    }\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId) {\n      rows {\n        key\n        marketId\n        profitAndLoss\n        commission\n        net\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserBetHistoryQuery($betsFrom: String!, $betsTo: String!, $marketId: ID!, $from: String!, $to: String!, $sportId: Int!) {\n    betHistory(from: $betsFrom, to: $betsTo, marketId: $marketId) {\n      ...BetHistoryTable_bets\n    }\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId) {\n      rows {\n        key\n        marketId\n        profitAndLoss\n        commission\n        net\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BetHistoryTable_bets on BetHistoryRow {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    sportName\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    state\n    placedAt\n    settledAt\n    profitAndLoss\n  }\n"): (typeof documents)["\n  fragment BetHistoryTable_bets on BetHistoryRow {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    sportName\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    state\n    placedAt\n    settledAt\n    profitAndLoss\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnsettledBets_bets on Bet {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    selectionName\n    side\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    placedAt\n  }\n"): (typeof documents)["\n  fragment UnsettledBets_bets on Bet {\n    betId\n    marketId\n    marketName\n    exEventId\n    eventName\n    sportId\n    selectionName\n    side\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    placedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnsettledBetsQuery {\n    unsettledBets {\n      ...UnsettledBets_bets\n    }\n  }\n"): (typeof documents)["\n  query UnsettledBetsQuery {\n    unsettledBets {\n      ...UnsettledBets_bets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityLog_entries on ActivityEntry {\n    at\n    ip\n    userAgent\n    success\n  }\n"): (typeof documents)["\n  fragment ActivityLog_entries on ActivityEntry {\n    at\n    ip\n    userAgent\n    success\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityLog_protection on AuditEntry {\n    id\n    at\n    act\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    before\n    after\n  }\n"): (typeof documents)["\n  fragment ActivityLog_protection on AuditEntry {\n    id\n    at\n    act\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    before\n    after\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLogQuery {\n    activityLog {\n      ...ActivityLog_entries\n    }\n    myProtectionChanges {\n      ...ActivityLog_protection\n    }\n  }\n"): (typeof documents)["\n  query ActivityLogQuery {\n    activityLog {\n      ...ActivityLog_entries\n    }\n    myProtectionChanges {\n      ...ActivityLog_protection\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordHistoryQuery {\n    passwordHistory {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  query PasswordHistoryQuery {\n    passwordHistory {\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileQuery {\n    profile {\n      userName\n      role\n      isLogin\n      upline\n      memberSince\n      referralCode\n    }\n    settings {\n      lossLimit\n    }\n  }\n"): (typeof documents)["\n  query ProfileQuery {\n    profile {\n      userName\n      role\n      isLogin\n      upline\n      memberSince\n      referralCode\n    }\n    settings {\n      lossLimit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferEarnQuery {\n    referrals {\n      referralCode\n      earned\n      rewardPercent\n      rewardCap\n      referrals {\n        userName\n        joinedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReferEarnQuery {\n    referrals {\n      referralCode\n      earned\n      rewardPercent\n      rewardCap\n      referrals {\n        userName\n        joinedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RollingCommission_report on RollingCommission {\n    total\n    rows {\n      marketId\n      marketName\n      exEventId\n      eventName\n      sportId\n      sportName\n      settledAt\n      profitAndLoss\n      commission\n    }\n  }\n"): (typeof documents)["\n  fragment RollingCommission_report on RollingCommission {\n    total\n    rows {\n      marketId\n      marketName\n      exEventId\n      eventName\n      sportId\n      sportName\n      settledAt\n      profitAndLoss\n      commission\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RollingCommissionQuery($from: String!, $to: String!) {\n    rollingCommission(from: $from, to: $to) {\n      ...RollingCommission_report\n    }\n  }\n"): (typeof documents)["\n  query RollingCommissionQuery($from: String!, $to: String!) {\n    rollingCommission(from: $from, to: $to) {\n      ...RollingCommission_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfitLossQuery($from: String!, $to: String!) {\n    profitLoss(groupBy: SPORT, from: $from, to: $to) {\n      ...ProfitLossView_report\n    }\n  }\n"): (typeof documents)["\n  query ProfitLossQuery($from: String!, $to: String!) {\n    profitLoss(groupBy: SPORT, from: $from, to: $to) {\n      ...ProfitLossView_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfitLossEventQuery($from: String!, $to: String!, $sportId: Int!) {\n    profitLoss(groupBy: EVENT, from: $from, to: $to, sportId: $sportId) {\n      ...ProfitLossView_report\n    }\n  }\n"): (typeof documents)["\n  query ProfitLossEventQuery($from: String!, $to: String!, $sportId: Int!) {\n    profitLoss(groupBy: EVENT, from: $from, to: $to, sportId: $sportId) {\n      ...ProfitLossView_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfitLossMarketQuery($from: String!, $to: String!, $sportId: Int!, $eventId: ID!) {\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId, eventId: $eventId) {\n      ...ProfitLossView_report\n    }\n  }\n"): (typeof documents)["\n  query ProfitLossMarketQuery($from: String!, $to: String!, $sportId: Int!, $eventId: ID!) {\n    profitLoss(groupBy: MARKET, from: $from, to: $to, sportId: $sportId, eventId: $eventId) {\n      ...ProfitLossView_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfitLossView_report on ProfitLossReport {\n    total\n    rows {\n      key\n      sportId\n      sportName\n      eventId\n      eventName\n      marketId\n      marketName\n      profitAndLoss\n      commission\n      net\n      markets\n    }\n    series {\n      at\n      net\n    }\n  }\n"): (typeof documents)["\n  fragment ProfitLossView_report on ProfitLossReport {\n    total\n    rows {\n      key\n      sportId\n      sportName\n      eventId\n      eventName\n      marketId\n      marketName\n      profitAndLoss\n      commission\n      net\n      markets\n    }\n    series {\n      at\n      net\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsQuery {\n    settings {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n"): (typeof documents)["\n  query SettingsQuery {\n    settings {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSettings($input: SettingsInput!) {\n    updateSettings(input: $input) {\n      defaultStakes\n      lossLimit\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n      cancelOnDisconnect\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementQuery($from: String!, $to: String!) {\n    statement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n"): (typeof documents)["\n  query StatementQuery($from: String!, $to: String!) {\n    statement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementView_statement on AccountStatement {\n    opening\n    closing\n    rows {\n      txId\n      at\n      kind\n      category\n      reference\n      description\n      amount\n      balance\n      marketId\n      sportId\n      eventName\n      marketName\n    }\n  }\n"): (typeof documents)["\n  fragment StatementView_statement on AccountStatement {\n    opening\n    closing\n    rows {\n      txId\n      at\n      kind\n      category\n      reference\n      description\n      amount\n      balance\n      marketId\n      sportId\n      eventName\n      marketName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTwoFactor {\n    myTwoFactor {\n      enrolled\n      enrolledAt\n      required\n      allowed\n      recoveryCodesLeft\n      apiKeys {\n        keyId\n        label\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyTwoFactor {\n    myTwoFactor {\n      enrolled\n      enrolledAt\n      required\n      allowed\n      recoveryCodesLeft\n      apiKeys {\n        keyId\n        label\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartAccountEnrolment {\n    startTwoFactorEnrolment {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n"): (typeof documents)["\n  mutation StartAccountEnrolment {\n    startTwoFactorEnrolment {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAccountEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmAccountEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($label: String!) {\n    createApiKey(label: $label) {\n      keyId\n      label\n      apiKey\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($label: String!) {\n    createApiKey(label: $label) {\n      keyId\n      label\n      apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId)\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($keyId: ID!) {\n    revokeApiKey(keyId: $keyId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountHelpQuery {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountHelpQuery {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($username: String!, $password: String!, $referralCode: String) {\n    signup(username: $username, password: $password, referralCode: $referralCode) {\n      userName\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($username: String!, $password: String!, $referralCode: String) {\n    signup(username: $username, password: $password, referralCode: $referralCode) {\n      userName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username) {\n      sent\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($username: String!) {\n    forgotPassword(username: $username) {\n      sent\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($username: String!, $code: String!, $newPassword: String!) {\n    resetPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($username: String!, $code: String!, $newPassword: String!) {\n    resetPassword(username: $username, code: $code, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {\n    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n      challenge {\n        code\n        challengeId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n      challenge {\n        code\n        challengeId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTwoFactor($challengeId: ID!, $code: String!) {\n    verifyTwoFactor(challengeId: $challengeId, code: $code) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyTwoFactor($challengeId: ID!, $code: String!) {\n    verifyTwoFactor(challengeId: $challengeId, code: $code) {\n      token\n      userDetail {\n        userName\n        isLogin\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment($challengeId: ID) {\n    startTwoFactorEnrolment(challengeId: $challengeId) {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment($challengeId: ID) {\n    startTwoFactorEnrolment(challengeId: $challengeId) {\n      challengeId\n      secret\n      otpauthUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactorEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n      login {\n        token\n        userDetail {\n          userName\n          isLogin\n          role\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactorEnrolment($challengeId: ID!, $code: String!) {\n    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {\n      recoveryCodes\n      login {\n        token\n        userDetail {\n          userName\n          isLogin\n          role\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditRow_entry on AuditEntry {\n    id\n    seq\n    at\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    act\n    target {\n      kind\n      id\n      name\n    }\n    before\n    after\n  }\n"): (typeof documents)["\n  fragment AuditRow_entry on AuditEntry {\n    id\n    seq\n    at\n    actor {\n      userName\n      role\n    }\n    ip\n    userAgent\n    act\n    target {\n      kind\n      id\n      name\n    }\n    before\n    after\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeAudit($filter: AuditFilter, $first: Int, $after: String) {\n    backofficeAudit(filter: $filter, first: $first, after: $after) {\n      entries {\n        ...AuditRow_entry\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query BackofficeAudit($filter: AuditFilter, $first: Int, $after: String) {\n    backofficeAudit(filter: $filter, first: $first, after: $after) {\n      entries {\n        ...AuditRow_entry\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BetRow_bet on BackofficeBet {\n    betId\n    userName\n    marketName\n    eventName\n    sportId\n    selectionName\n    side\n    price\n    line\n    stake\n    matched\n    status\n    placedAt\n  }\n"): (typeof documents)["\n  fragment BetRow_bet on BackofficeBet {\n    betId\n    userName\n    marketName\n    eventName\n    sportId\n    selectionName\n    side\n    price\n    line\n    stake\n    matched\n    status\n    placedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeBets($filter: BackofficeBetFilter, $first: Int, $after: String) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeBets(filter: $filter, first: $first, after: $after) {\n      bets {\n        ...BetRow_bet\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query BackofficeBets($filter: BackofficeBetFilter, $first: Int, $after: String) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeBets(filter: $filter, first: $first, after: $after) {\n      bets {\n        ...BetRow_bet\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BackofficeBetTicker {\n    backofficeBetTicker {\n      betId\n      userName\n      marketName\n      selectionName\n      side\n      price\n      stake\n      placedAt\n    }\n  }\n"): (typeof documents)["\n  subscription BackofficeBetTicker {\n    backofficeBetTicker {\n      betId\n      userName\n      marketName\n      selectionName\n      side\n      price\n      stake\n      placedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeDashboard {\n    backofficeDashboard {\n      downlineSize\n      bettors\n      totalBalance\n      creditGiven\n      exposure\n      myPnlToday\n      myPnlWeek\n      downlinePnlToday\n      downlinePnlWeek\n      requestsWaiting\n    }\n  }\n"): (typeof documents)["\n  query BackofficeDashboard {\n    backofficeDashboard {\n      downlineSize\n      bettors\n      totalBalance\n      creditGiven\n      exposure\n      myPnlToday\n      myPnlWeek\n      downlinePnlToday\n      downlinePnlWeek\n      requestsWaiting\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskMarket_market on DeskMarket {\n    marketId\n    marketName\n    kind\n    status\n    inPlay\n    runners {\n      runnerId\n      runnerName\n      back\n      lay\n      size\n      odds\n    }\n    fancy {\n      noLine\n      noRate\n      yesLine\n      yesRate\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment DeskMarket_market on DeskMarket {\n    marketId\n    marketName\n    kind\n    status\n    inPlay\n    runners {\n      runnerId\n      runnerName\n      back\n      lay\n      size\n      odds\n    }\n    fancy {\n      noLine\n      noRate\n      yesLine\n      yesRate\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskEvent_event on DeskEvent {\n    eventId\n    eventName\n    sportId\n    sportName\n    tournamentId\n    tournamentName\n    eventTime\n    inPlay\n    status\n    betting\n    score\n    markets {\n      ...DeskMarket_market\n    }\n  }\n"): (typeof documents)["\n  fragment DeskEvent_event on DeskEvent {\n    eventId\n    eventName\n    sportId\n    sportName\n    tournamentId\n    tournamentName\n    eventTime\n    inPlay\n    status\n    betting\n    score\n    markets {\n      ...DeskMarket_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskRisk_row on BackofficeRiskRow {\n    marketId\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n"): (typeof documents)["\n  fragment DeskRisk_row on BackofficeRiskRow {\n    marketId\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TradingDesk {\n    sports {\n      sportId\n      sportName\n    }\n    tradingDesk {\n      events {\n        ...DeskEvent_event\n      }\n      competitions {\n        tournamentId\n        tournamentName\n        sportId\n      }\n    }\n    backofficeRiskBook {\n      marketId\n      ...DeskRisk_row\n    }\n  }\n"): (typeof documents)["\n  query TradingDesk {\n    sports {\n      sportId\n      sportName\n    }\n    tradingDesk {\n      events {\n        ...DeskEvent_event\n      }\n      competitions {\n        tournamentId\n        tournamentName\n        sportId\n      }\n    }\n    backofficeRiskBook {\n      marketId\n      ...DeskRisk_row\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskCreateEvent($input: DeskEventInput!) {\n    deskCreateEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskCreateEvent($input: DeskEventInput!) {\n    deskCreateEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskEditEvent($input: DeskEventEditInput!) {\n    deskEditEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskEditEvent($input: DeskEventEditInput!) {\n    deskEditEvent(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskAddMarket($input: DeskMarketInput!) {\n    deskAddMarket(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskAddMarket($input: DeskMarketInput!) {\n    deskAddMarket(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskQuote($input: DeskQuoteInput!) {\n    deskQuote(input: $input) {\n      ...DeskMarket_market\n    }\n  }\n"): (typeof documents)["\n  mutation DeskQuote($input: DeskQuoteInput!) {\n    deskQuote(input: $input) {\n      ...DeskMarket_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskSetMarketStatus($marketId: ID!, $status: DeskMarketStatus!) {\n    deskSetMarketStatus(marketId: $marketId, status: $status) {\n      ...DeskMarket_market\n    }\n  }\n"): (typeof documents)["\n  mutation DeskSetMarketStatus($marketId: ID!, $status: DeskMarketStatus!) {\n    deskSetMarketStatus(marketId: $marketId, status: $status) {\n      ...DeskMarket_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskSuspendEvent($eventId: ID!) {\n    deskSuspendEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskSuspendEvent($eventId: ID!) {\n    deskSuspendEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskReopenEvent($eventId: ID!) {\n    deskReopenEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskReopenEvent($eventId: ID!) {\n    deskReopenEvent(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskStartPlay($eventId: ID!) {\n    deskStartPlay(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskStartPlay($eventId: ID!) {\n    deskStartPlay(eventId: $eventId) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskPlay($input: DeskPlayInput!) {\n    deskPlay(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskPlay($input: DeskPlayInput!) {\n    deskPlay(input: $input) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeskSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int) {\n    deskSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs) {\n      ...DeskEvent_event\n    }\n  }\n"): (typeof documents)["\n  mutation DeskSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int) {\n    deskSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs) {\n      ...DeskEvent_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeskMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n"): (typeof documents)["\n  subscription DeskMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DeskRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...DeskRisk_row\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DeskRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...DeskRisk_row\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownlineRow_user on BackofficeUser {\n    userName\n    role\n    roleName\n    parent\n    level\n    balance\n    creditReference\n    available\n    exposure\n    partnershipBps\n    commissionBps\n    status {\n      bettingLocked\n      loginLocked\n    }\n    lastLoginAt\n    createdAt\n    downlineCount\n  }\n"): (typeof documents)["\n  fragment DownlineRow_user on BackofficeUser {\n    userName\n    role\n    roleName\n    parent\n    level\n    balance\n    creditReference\n    available\n    exposure\n    partnershipBps\n    commissionBps\n    status {\n      bettingLocked\n      loginLocked\n    }\n    lastLoginAt\n    createdAt\n    downlineCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserCard_card on BackofficeUserCard {\n    user {\n      ...DownlineRow_user\n    }\n    trail\n    twoFactor\n    recentLogins {\n      at\n      ip\n      success\n    }\n    recentLedger {\n      txId\n      at\n      amount\n      balance\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment UserCard_card on BackofficeUserCard {\n    user {\n      ...DownlineRow_user\n    }\n    trail\n    twoFactor\n    recentLogins {\n      at\n      ip\n      success\n    }\n    recentLedger {\n      txId\n      at\n      amount\n      balance\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeDownline($parent: String, $search: String, $first: Int!, $after: String, $withParent: Boolean!, $openedName: String!, $user: String!, $withUser: Boolean!) {\n    backofficeMe {\n      ...DownlineRow_user\n    }\n    backofficeChildren(parent: $parent, search: $search, first: $first, after: $after) {\n      users {\n        ...DownlineRow_user\n      }\n      nextCursor\n      total\n    }\n    opened: backofficeUser(userName: $openedName) @include(if: $withParent) {\n      trail\n      user {\n        userName\n        roleName\n      }\n    }\n    card: backofficeUser(userName: $user) @include(if: $withUser) {\n      ...UserCard_card\n    }\n  }\n"): (typeof documents)["\n  query BackofficeDownline($parent: String, $search: String, $first: Int!, $after: String, $withParent: Boolean!, $openedName: String!, $user: String!, $withUser: Boolean!) {\n    backofficeMe {\n      ...DownlineRow_user\n    }\n    backofficeChildren(parent: $parent, search: $search, first: $first, after: $after) {\n      users {\n        ...DownlineRow_user\n      }\n      nextCursor\n      total\n    }\n    opened: backofficeUser(userName: $openedName) @include(if: $withParent) {\n      trail\n      user {\n        userName\n        roleName\n      }\n    }\n    card: backofficeUser(userName: $user) @include(if: $withUser) {\n      ...UserCard_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeCreateUser($input: BackofficeCreateUserInput!) {\n    backofficeCreateUser(input: $input) {\n      ...DownlineRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation BackofficeCreateUser($input: BackofficeCreateUserInput!) {\n    backofficeCreateUser(input: $input) {\n      ...DownlineRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeCredit($userName: String!, $amount: Paise!, $direction: BackofficeCreditDirection!, $idempotencyKey: String!) {\n    backofficeCredit(userName: $userName, amount: $amount, direction: $direction, idempotencyKey: $idempotencyKey) {\n      txId\n      user {\n        ...DownlineRow_user\n      }\n      me {\n        ...DownlineRow_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BackofficeCredit($userName: String!, $amount: Paise!, $direction: BackofficeCreditDirection!, $idempotencyKey: String!) {\n    backofficeCredit(userName: $userName, amount: $amount, direction: $direction, idempotencyKey: $idempotencyKey) {\n      txId\n      user {\n        ...DownlineRow_user\n      }\n      me {\n        ...DownlineRow_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeSetCreditReference($userName: String!, $creditReference: Paise!) {\n    backofficeSetCreditReference(userName: $userName, creditReference: $creditReference) {\n      ...DownlineRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation BackofficeSetCreditReference($userName: String!, $creditReference: Paise!) {\n    backofficeSetCreditReference(userName: $userName, creditReference: $creditReference) {\n      ...DownlineRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeSetBettingLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetBettingLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation BackofficeSetBettingLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetBettingLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeSetLoginLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetLoginLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation BackofficeSetLoginLocked($userName: String!, $locked: Boolean!) {\n    backofficeSetLoginLocked(userName: $userName, locked: $locked) {\n      ...DownlineRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeResetPassword($userName: String!) {\n    backofficeResetPassword(userName: $userName) {\n      userName\n      code\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation BackofficeResetPassword($userName: String!) {\n    backofficeResetPassword(userName: $userName) {\n      userName\n      code\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeMoveUser($userName: String!, $newParent: String!, $reason: String!) {\n    backofficeMoveUser(userName: $userName, newParent: $newParent, reason: $reason) {\n      ...DownlineRow_user\n    }\n  }\n"): (typeof documents)["\n  mutation BackofficeMoveUser($userName: String!, $newParent: String!, $reason: String!) {\n    backofficeMoveUser(userName: $userName, newParent: $newParent, reason: $reason) {\n      ...DownlineRow_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BackofficeResetTwoFactor($userName: String!) {\n    backofficeResetTwoFactor(userName: $userName)\n  }\n"): (typeof documents)["\n  mutation BackofficeResetTwoFactor($userName: String!) {\n    backofficeResetTwoFactor(userName: $userName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownlineProtectionsQuery($userName: String!) {\n    downlineProtections(userName: $userName) {\n      userName\n      hasDepositLimit\n      hasLossLimit\n      depositLimits {\n        period\n        amount\n      }\n      lossLimits {\n        period\n        amount\n      }\n      timeOutUntil\n      selfExcluded\n      selfExcludedUntil\n      selfExcludedPermanently\n      realityCheckMinutes\n    }\n  }\n"): (typeof documents)["\n  query DownlineProtectionsQuery($userName: String!) {\n    downlineProtections(userName: $userName) {\n      userName\n      hasDepositLimit\n      hasLossLimit\n      depositLimits {\n        period\n        amount\n      }\n      lossLimits {\n        period\n        amount\n      }\n      timeOutUntil\n      selfExcluded\n      selfExcludedUntil\n      selfExcludedPermanently\n      realityCheckMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OperatorMarket_market on OperatorMarket {\n    marketId\n    marketName\n    kind\n    eventId\n    eventName\n    sportId\n    sportName\n    status\n    inPlay\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n    betCount\n    matched\n    settledVersion\n    result\n    reason\n    settledAt\n  }\n"): (typeof documents)["\n  fragment OperatorMarket_market on OperatorMarket {\n    marketId\n    marketName\n    kind\n    eventId\n    eventName\n    sportId\n    sportName\n    status\n    inPlay\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n    betCount\n    matched\n    settledVersion\n    result\n    reason\n    settledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorMarkets($search: String, $sportId: Int, $state: OperatorMarketState) {\n    sports {\n      sportId\n      sportName\n    }\n    operatorMarkets(search: $search, sportId: $sportId, state: $state) {\n      ...OperatorMarket_market\n    }\n  }\n"): (typeof documents)["\n  query OperatorMarkets($search: String, $sportId: Int, $state: OperatorMarketState) {\n    sports {\n      sportId\n      sportName\n    }\n    operatorMarkets(search: $search, sportId: $sportId, state: $state) {\n      ...OperatorMarket_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OperatorMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n"): (typeof documents)["\n  subscription OperatorMarketLive($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      marketId\n      status\n      inPlay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorSetMarketStatus($marketId: ID!, $status: MarketStatus!) {\n    operatorSetMarketStatus(marketId: $marketId, status: $status) {\n      ...OperatorMarket_market\n    }\n  }\n"): (typeof documents)["\n  mutation OperatorSetMarketStatus($marketId: ID!, $status: MarketStatus!) {\n    operatorSetMarketStatus(marketId: $marketId, status: $status) {\n      ...OperatorMarket_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int, $reason: String) {\n    operatorSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OperatorSettleMarket($marketId: ID!, $winnerId: ID, $runs: Int, $reason: String) {\n    operatorSettleMarket(marketId: $marketId, winnerId: $winnerId, runs: $runs, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorVoidMarket($marketId: ID!, $reason: String!) {\n    operatorVoidMarket(marketId: $marketId, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OperatorVoidMarket($marketId: ID!, $reason: String!) {\n    operatorVoidMarket(marketId: $marketId, reason: $reason) {\n      version\n      bettors\n      market {\n        ...OperatorMarket_market\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SiteSettings_settings on SiteSettings {\n    levels\n    bettorTwoFactor\n    moneyLocale\n    moneyLocales\n    defaultShares {\n      role\n      roleName\n      shareBps\n    }\n    sportLimits {\n      sportId\n      sportName\n      minStake\n      maxStake\n      delaySeconds\n    }\n    deskRoles {\n      role\n      roleName\n      allowed\n    }\n    updatedBy\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SiteSettings_settings on SiteSettings {\n    levels\n    bettorTwoFactor\n    moneyLocale\n    moneyLocales\n    defaultShares {\n      role\n      roleName\n      shareBps\n    }\n    sportLimits {\n      sportId\n      sportName\n      minStake\n      maxStake\n      delaySeconds\n    }\n    deskRoles {\n      role\n      roleName\n      allowed\n    }\n    updatedBy\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettingsPage {\n    siteSettings {\n      ...SiteSettings_settings\n    }\n  }\n"): (typeof documents)["\n  query SiteSettingsPage {\n    siteSettings {\n      ...SiteSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettings_settings\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: SiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      ...SiteSettings_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PnlReport_report on BackofficePnlReport {\n    groupBy\n    rows {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n    total {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n  }\n"): (typeof documents)["\n  fragment PnlReport_report on BackofficePnlReport {\n    groupBy\n    rows {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n    total {\n      key\n      label\n      bettorsNet\n      mine\n      levels {\n        role\n        roleName\n        amount\n      }\n      upline\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficePnl($from: String!, $to: String!, $groupBy: BackofficePnlGroupBy!) {\n    backofficePnl(from: $from, to: $to, groupBy: $groupBy) {\n      ...PnlReport_report\n    }\n  }\n"): (typeof documents)["\n  query BackofficePnl($from: String!, $to: String!, $groupBy: BackofficePnlGroupBy!) {\n    backofficePnl(from: $from, to: $to, groupBy: $groupBy) {\n      ...PnlReport_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettleUp_balance on BackofficeSettleUpBalance {\n    userName\n    roleName\n    outstanding\n    sinceLast\n    lastSettledAt\n  }\n"): (typeof documents)["\n  fragment SettleUp_balance on BackofficeSettleUpBalance {\n    userName\n    roleName\n    outstanding\n    sinceLast\n    lastSettledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettleUp_record on BackofficeSettleUpRecord {\n    id\n    downline\n    upline\n    amount\n    note\n    recordedBy\n    at\n  }\n"): (typeof documents)["\n  fragment SettleUp_record on BackofficeSettleUpRecord {\n    id\n    downline\n    upline\n    amount\n    note\n    recordedBy\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeSettleUp {\n    backofficeSettleUp {\n      upline\n      withUpline {\n        ...SettleUp_balance\n      }\n      withDownline {\n        ...SettleUp_balance\n      }\n      history {\n        ...SettleUp_record\n      }\n    }\n  }\n"): (typeof documents)["\n  query BackofficeSettleUp {\n    backofficeSettleUp {\n      upline\n      withUpline {\n        ...SettleUp_balance\n      }\n      withDownline {\n        ...SettleUp_balance\n      }\n      history {\n        ...SettleUp_record\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSettleUp($downlineUserName: String!, $amount: Paise!, $note: String!, $idempotencyKey: String!) {\n    backofficeRecordSettleUp(downlineUserName: $downlineUserName, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      ...SettleUp_record\n    }\n  }\n"): (typeof documents)["\n  mutation RecordSettleUp($downlineUserName: String!, $amount: Paise!, $note: String!, $idempotencyKey: String!) {\n    backofficeRecordSettleUp(downlineUserName: $downlineUserName, amount: $amount, note: $note, idempotencyKey: $idempotencyKey) {\n      ...SettleUp_record\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeStatement($from: String!, $to: String!) {\n    backofficeStatement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n"): (typeof documents)["\n  query BackofficeStatement($from: String!, $to: String!) {\n    backofficeStatement(from: $from, to: $to) {\n      ...StatementView_statement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownlineRequests_requests on BankingRequest {\n    requestId\n    userName\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    destination {\n      key\n      value\n    }\n    history {\n      status\n      by\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment DownlineRequests_requests on BankingRequest {\n    requestId\n    userName\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    destination {\n      key\n      value\n    }\n    history {\n      status\n      by\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownlineUsers_users on DownlineUser {\n    userName\n    role\n    isLogin\n    wallet\n    exposure\n    held\n    available\n  }\n"): (typeof documents)["\n  fragment DownlineUsers_users on DownlineUser {\n    userName\n    role\n    isLogin\n    wallet\n    exposure\n    held\n    available\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownlineDeskQuery($since: String!) {\n    downlineBankingRequests {\n      requestId\n      ...DownlineRequests_requests\n    }\n    downlineUsers {\n      userName\n      ...DownlineUsers_users\n    }\n    downlinePasswordResets {\n      userName\n      code\n      expiresAt\n    }\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n"): (typeof documents)["\n  query DownlineDeskQuery($since: String!) {\n    downlineBankingRequests {\n      requestId\n      ...DownlineRequests_requests\n    }\n    downlineUsers {\n      userName\n      ...DownlineUsers_users\n    }\n    downlinePasswordResets {\n      userName\n      code\n      expiresAt\n    }\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownlineTotals_totals on DownlineTotals {\n    depositsApproved\n    depositsApprovedCount\n    withdrawalsApproved\n    withdrawalsApprovedCount\n    rejectedCount\n    pendingDeposits\n    pendingWithdrawals\n    pendingCount\n  }\n"): (typeof documents)["\n  fragment DownlineTotals_totals on DownlineTotals {\n    depositsApproved\n    depositsApprovedCount\n    withdrawalsApproved\n    withdrawalsApprovedCount\n    rejectedCount\n    pendingDeposits\n    pendingWithdrawals\n    pendingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DownlineDeskLive($since: String!) {\n    downlineDesk(since: $since) {\n      request {\n        requestId\n        ...DownlineRequests_requests\n      }\n      totals {\n        ...DownlineTotals_totals\n      }\n      user {\n        userName\n        ...DownlineUsers_users\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription DownlineDeskLive($since: String!) {\n    downlineDesk(since: $since) {\n      request {\n        requestId\n        ...DownlineRequests_requests\n      }\n      totals {\n        ...DownlineTotals_totals\n      }\n      user {\n        userName\n        ...DownlineUsers_users\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideRequest($requestId: ID!, $decision: BankingDecision!, $note: String) {\n    decideBankingRequest(requestId: $requestId, decision: $decision, note: $note) {\n      requestId\n      ...DownlineRequests_requests\n    }\n  }\n"): (typeof documents)["\n  mutation DecideRequest($requestId: ID!, $decision: BankingDecision!, $note: String) {\n    decideBankingRequest(requestId: $requestId, decision: $decision, note: $note) {\n      requestId\n      ...DownlineRequests_requests\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserBlocked($userName: String!, $blocked: Boolean!) {\n    setUserBlocked(userName: $userName, blocked: $blocked) {\n      userName\n      ...DownlineUsers_users\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserBlocked($userName: String!, $blocked: Boolean!) {\n    setUserBlocked(userName: $userName, blocked: $blocked) {\n      userName\n      ...DownlineUsers_users\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownlineTotalsOnly($since: String!) {\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n"): (typeof documents)["\n  query DownlineTotalsOnly($since: String!) {\n    downlineTotals(since: $since) {\n      ...DownlineTotals_totals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiskRow_row on BackofficeRiskRow {\n    marketId\n    marketName\n    eventName\n    sportId\n    inPlay\n    status\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n"): (typeof documents)["\n  fragment RiskRow_row on BackofficeRiskRow {\n    marketId\n    marketName\n    eventName\n    sportId\n    inPlay\n    status\n    outcomes {\n      key\n      name\n      myPnl\n    }\n    worstCase\n    betCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RiskBet_bet on BackofficeRiskBet {\n    betId\n    userName\n    side\n    selectionName\n    price\n    line\n    stake\n    matched\n    placedAt\n    bettorPnl\n    myShareBps\n  }\n"): (typeof documents)["\n  fragment RiskBet_bet on BackofficeRiskBet {\n    betId\n    userName\n    side\n    selectionName\n    price\n    line\n    stake\n    matched\n    placedAt\n    bettorPnl\n    myShareBps\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeRisk($marketId: ID!, $withMarket: Boolean!) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeRiskBook {\n      marketId\n      ...RiskRow_row\n    }\n    backofficeRiskMarket(marketId: $marketId) @include(if: $withMarket) {\n      row {\n        marketId\n        ...RiskRow_row\n      }\n      bets {\n        ...RiskBet_bet\n      }\n    }\n  }\n"): (typeof documents)["\n  query BackofficeRisk($marketId: ID!, $withMarket: Boolean!) {\n    sports {\n      sportId\n      sportName\n    }\n    backofficeRiskBook {\n      marketId\n      ...RiskRow_row\n    }\n    backofficeRiskMarket(marketId: $marketId) @include(if: $withMarket) {\n      row {\n        marketId\n        ...RiskRow_row\n      }\n      bets {\n        ...RiskBet_bet\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BackofficeRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...RiskRow_row\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BackofficeRiskLive {\n    backofficeRiskBook {\n      marketId\n      row {\n        marketId\n        ...RiskRow_row\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackofficeFrame {\n    backofficeMe {\n      userName\n      role\n      roleName\n      balance\n      creditReference\n    }\n    tradingDeskOpen\n  }\n"): (typeof documents)["\n  query BackofficeFrame {\n    backofficeMe {\n      userName\n      role\n      roleName\n      balance\n      creditReference\n    }\n    tradingDeskOpen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemStatus {\n    systemStatus {\n      sampledEveryMs\n      processes {\n        instanceId\n        role\n        ready\n        silent\n        notReady\n        partitions\n        betsPerSecond\n        p99Ms\n        loopDelayMs\n        busLagMs\n        sampledAt\n        history {\n          at\n          betsPerSecond\n          p99Ms\n          loopDelayMs\n          busLagMs\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SystemStatus {\n    systemStatus {\n      sampledEveryMs\n      processes {\n        instanceId\n        role\n        ready\n        silent\n        notReady\n        partitions\n        betsPerSecond\n        p99Ms\n        loopDelayMs\n        busLagMs\n        sampledAt\n        history {\n          at\n          betsPerSecond\n          p99Ms\n          loopDelayMs\n          busLagMs\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankingRequestLive_request on BankingRequest {\n    requestId\n    methodId\n    ...RequestList_requests\n    ...RequestTimeline_request\n  }\n"): (typeof documents)["\n  fragment BankingRequestLive_request on BankingRequest {\n    requestId\n    methodId\n    ...RequestList_requests\n    ...RequestTimeline_request\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankingHubQuery {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n    bankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"): (typeof documents)["\n  query BankingHubQuery {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n    bankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDeposit($amount: Paise!, $methodId: ID!, $utr: String!) {\n    requestDeposit(amount: $amount, methodId: $methodId, utr: $utr) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDeposit($amount: Paise!, $methodId: ID!, $utr: String!) {\n    requestDeposit(amount: $amount, methodId: $methodId, utr: $utr) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositMethodsQuery {\n    depositMethods {\n      methodId\n      name\n      kind\n      minAmount\n      maxAmount\n      sequence\n      details {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query DepositMethodsQuery {\n    depositMethods {\n      methodId\n      name\n      kind\n      minAmount\n      maxAmount\n      sequence\n      details {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentWaitingQuery {\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n"): (typeof documents)["\n  query PaymentWaitingQuery {\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestList_requests on BankingRequest {\n    requestId\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    history {\n      status\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment RequestList_requests on BankingRequest {\n    requestId\n    kind\n    amount\n    methodId\n    utr\n    status\n    createdAt\n    history {\n      status\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestTimeline_request on BankingRequest {\n    requestId\n    kind\n    amount\n    utr\n    status\n    createdAt\n    history {\n      status\n      at\n      by\n      note\n    }\n  }\n"): (typeof documents)["\n  fragment RequestTimeline_request on BankingRequest {\n    requestId\n    kind\n    amount\n    utr\n    status\n    createdAt\n    history {\n      status\n      at\n      by\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RewardsQuery {\n    rewardOffers {\n      rewardId\n      description\n      amount\n      status\n      expiresAt\n    }\n    rewards {\n      reference\n      description\n      at\n      amount\n    }\n  }\n"): (typeof documents)["\n  query RewardsQuery {\n    rewardOffers {\n      rewardId\n      description\n      amount\n      status\n      expiresAt\n    }\n    rewards {\n      reference\n      description\n      at\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimReward($rewardId: ID!) {\n    claimReward(rewardId: $rewardId) {\n      reference\n      description\n      at\n      amount\n      claimedOffer {\n        rewardId\n        description\n        amount\n        status\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimReward($rewardId: ID!) {\n    claimReward(rewardId: $rewardId) {\n      reference\n      description\n      at\n      amount\n      claimedOffer {\n        rewardId\n        description\n        amount\n        status\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferQuery {\n    balance {\n      available\n    }\n    profile {\n      upline\n    }\n    transfers {\n      txId\n      description\n      at\n      amount\n    }\n  }\n"): (typeof documents)["\n  query TransferQuery {\n    balance {\n      available\n    }\n    profile {\n      upline\n    }\n    transfers {\n      txId\n      description\n      at\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Transfer($toUserName: String!, $amount: Paise!, $idempotencyKey: String!) {\n    transfer(toUserName: $toUserName, amount: $amount, idempotencyKey: $idempotencyKey) {\n      txId\n      amount\n      toUserName\n      entry {\n        txId\n        description\n        at\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Transfer($toUserName: String!, $amount: Paise!, $idempotencyKey: String!) {\n    transfer(toUserName: $toUserName, amount: $amount, idempotencyKey: $idempotencyKey) {\n      txId\n      amount\n      toUserName\n      entry {\n        txId\n        description\n        at\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyBankingRequestsLive {\n    myBankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"): (typeof documents)["\n  subscription MyBankingRequestsLive {\n    myBankingRequests {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccountsQuery {\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n"): (typeof documents)["\n  query BankAccountsQuery {\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n"): (typeof documents)["\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveBankAccount($accountId: ID!) {\n    removeBankAccount(accountId: $accountId) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveBankAccount($accountId: ID!) {\n    removeBankAccount(accountId: $accountId) {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawQuery {\n    balance {\n      available\n    }\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n"): (typeof documents)["\n  query WithdrawQuery {\n    balance {\n      available\n    }\n    bankAccounts {\n      accountId\n      accountHolder\n      accountNumber\n      ifsc\n      bankName\n    }\n    bankingRequests {\n      requestId\n      ...RequestTimeline_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestWithdrawal($amount: Paise!, $accountId: ID!, $idempotencyKey: String!) {\n    requestWithdrawal(amount: $amount, accountId: $accountId, idempotencyKey: $idempotencyKey) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"): (typeof documents)["\n  mutation RequestWithdrawal($amount: Paise!, $accountId: ID!, $idempotencyKey: String!) {\n    requestWithdrawal(amount: $amount, accountId: $accountId, idempotencyKey: $idempotencyKey) {\n      requestId\n      ...BankingRequestLive_request\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBets($eventId: ID!) {\n    matchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    unmatchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n  }\n"): (typeof documents)["\n  query MyBets($eventId: ID!) {\n    matchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    unmatchedBets(eventId: $eventId) {\n      ...MyBets_bet\n    }\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyBets_position on MarketPosition {\n    marketId\n    kind\n    runners {\n      runnerId\n      profit\n    }\n  }\n"): (typeof documents)["\n  fragment MyBets_position on MarketPosition {\n    marketId\n    kind\n    runners {\n      runnerId\n      profit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventFigures($eventId: ID!) {\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n"): (typeof documents)["\n  query EventFigures($eventId: ID!) {\n    marketPositions(eventId: $eventId) {\n      ...MyBets_position\n    }\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyBets_bet on Bet {\n    betId\n    marketId\n    marketName\n    runnerId\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    lapseReason\n    placedAt\n    queueAhead\n  }\n"): (typeof documents)["\n  fragment MyBets_bet on Bet {\n    betId\n    marketId\n    marketName\n    runnerId\n    selectionName\n    side\n    type\n    line\n    oddsPrice\n    averagePriceMatched\n    stake\n    sizeMatched\n    sizeRemaining\n    status\n    lapseReason\n    placedAt\n    queueAhead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyOrdersBets($after: Float) {\n    myOrders(after: $after) {\n      kind\n      seq\n      orders {\n        ...MyBets_bet\n        exEventId\n        settled\n        profitAndLoss\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MyOrdersBets($after: Float) {\n    myOrders(after: $after) {\n      kind\n      seq\n      orders {\n        ...MyBets_bet\n        exEventId\n        settled\n        profitAndLoss\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyEventFigures {\n    myEventFigures {\n      eventId\n      marketPositions {\n        ...MyBets_position\n      }\n      eventBook {\n        ...EventBook_book\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MyEventFigures {\n    myEventFigures {\n      eventId\n      marketPositions {\n        ...MyBets_position\n      }\n      eventBook {\n        ...EventBook_book\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BetAverage_bet on Bet {\n    betId\n    averagePriceMatched\n  }\n"): (typeof documents)["\n  fragment BetAverage_bet on Bet {\n    betId\n    averagePriceMatched\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BetMarket_info on Market {\n    marketId\n    exEventId\n    kind\n    marketName\n  }\n"): (typeof documents)["\n  fragment BetMarket_info on Market {\n    marketId\n    exEventId\n    kind\n    marketName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettledBets($eventId: ID!) {\n    settledBets(eventId: $eventId) {\n      betId\n      marketName\n      selectionName\n      type\n      line\n      oddsPrice\n      averagePriceMatched\n      sizeMatched\n      state\n      profitAndLoss\n    }\n  }\n"): (typeof documents)["\n  query SettledBets($eventId: ID!) {\n    settledBets(eventId: $eventId) {\n      betId\n      marketName\n      selectionName\n      type\n      line\n      oddsPrice\n      averagePriceMatched\n      sizeMatched\n      state\n      profitAndLoss\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BetSlipSettings {\n    settings {\n      defaultStakes\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n    }\n  }\n"): (typeof documents)["\n  query BetSlipSettings {\n    settings {\n      defaultStakes\n      oneClickBetting\n      oneClickStake\n      acceptOddsChanges\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceBet($input: PlaceBetInput!) {\n    placeBet(input: $input) {\n      betId\n      marketId\n      status\n      sizeMatched\n      sizeRemaining\n      averagePriceMatched\n      releaseAt\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceBet($input: PlaceBetInput!) {\n    placeBet(input: $input) {\n      betId\n      marketId\n      status\n      sizeMatched\n      sizeRemaining\n      averagePriceMatched\n      releaseAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBet($marketId: ID!, $betId: ID!) {\n    cancelBet(marketId: $marketId, betId: $betId) {\n      ...MyBets_bet\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBet($marketId: ID!, $betId: ID!) {\n    cancelBet(marketId: $marketId, betId: $betId) {\n      ...MyBets_bet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplaceBet($marketId: ID!, $betId: ID!, $price: Float!) {\n    replaceBet(marketId: $marketId, betId: $betId, price: $price) {\n      betId\n      status\n      sizeMatched\n      sizeRemaining\n    }\n  }\n"): (typeof documents)["\n  mutation ReplaceBet($marketId: ID!, $betId: ID!, $price: Float!) {\n    replaceBet(marketId: $marketId, betId: $betId, price: $price) {\n      betId\n      status\n      sizeMatched\n      sizeRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FancyBook($marketId: ID!) {\n    fancyBook(marketId: $marketId) {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query FancyBook($marketId: ID!) {\n    fancyBook(marketId: $marketId) {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BinaryLists on Query {\n    binaryMarkets {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      markets {\n        marketId\n        exEventId\n        kind\n        line\n        ...MarketBook_market\n        ...FancyMarkets_market\n        ...OddsGrid_market\n      }\n    }\n    productResults(sportId: 66103) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n"): (typeof documents)["\n  fragment BinaryLists on Query {\n    binaryMarkets {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      markets {\n        marketId\n        exEventId\n        kind\n        line\n        ...MarketBook_market\n        ...FancyMarkets_market\n        ...OddsGrid_market\n      }\n    }\n    productResults(sportId: 66103) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BinaryQuery {\n    ...BinaryLists\n  }\n"): (typeof documents)["\n  query BinaryQuery {\n    ...BinaryLists\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BinaryLive {\n    productChanged(product: BINARY) {\n      ...BinaryLists\n    }\n  }\n"): (typeof documents)["\n  subscription BinaryLive {\n    productChanged(product: BINARY) {\n      ...BinaryLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashOutPanel_quote on CashOutQuote {\n    marketId\n    fraction\n    available\n    reason\n    guaranteed\n    bets {\n      runnerId\n      runnerName\n      side\n      price\n      size\n    }\n    profitBefore {\n      runnerId\n      runnerName\n      profit\n    }\n    profitAfter {\n      runnerId\n      runnerName\n      profit\n    }\n  }\n"): (typeof documents)["\n  fragment CashOutPanel_quote on CashOutQuote {\n    marketId\n    fraction\n    available\n    reason\n    guaranteed\n    bets {\n      runnerId\n      runnerName\n      side\n      price\n      size\n    }\n    profitBefore {\n      runnerId\n      runnerName\n      profit\n    }\n    profitAfter {\n      runnerId\n      runnerName\n      profit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashOut_market on Market {\n    marketId\n    status\n    minStake\n    runners {\n      runnerId\n      runnerName\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CashOut_market on Market {\n    marketId\n    status\n    minStake\n    runners {\n      runnerId\n      runnerName\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      marketId\n      refused\n      requote {\n        ...CashOutPanel_quote\n      }\n      bets {\n        betId\n        runnerId\n        side\n        price\n        size\n        status\n        sizeMatched\n        averagePriceMatched\n        sizeCancelled\n        releaseAt\n        error\n      }\n      profitAfter {\n        runnerId\n        profit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CashOut($input: CashOutInput!) {\n    cashOut(input: $input) {\n      marketId\n      refused\n      requote {\n        ...CashOutPanel_quote\n      }\n      bets {\n        betId\n        runnerId\n        side\n        price\n        size\n        status\n        sizeMatched\n        averagePriceMatched\n        sizeCancelled\n        releaseAt\n        error\n      }\n      profitAfter {\n        runnerId\n        profit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashOutHedge_bet on Bet {\n    betId\n    status\n    sizeMatched\n  }\n"): (typeof documents)["\n  fragment CashOutHedge_bet on Bet {\n    betId\n    status\n    sizeMatched\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CasinoGames_games on CasinoGame {\n    eventId\n    gameName\n    companyName\n    popular\n    link\n    image\n  }\n"): (typeof documents)["\n  fragment CasinoGames_games on CasinoGame {\n    eventId\n    gameName\n    companyName\n    popular\n    link\n    image\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CasinoLobbyQuery {\n    casinoLobby {\n      eventId\n      ...CasinoGames_games\n    }\n  }\n"): (typeof documents)["\n  query CasinoLobbyQuery {\n    casinoLobby {\n      eventId\n      ...CasinoGames_games\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderBalance {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n"): (typeof documents)["\n  query HeaderBalance {\n    balance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyBalanceLive {\n    myBalance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n"): (typeof documents)["\n  subscription MyBalanceLive {\n    myBalance {\n      wallet\n      exposure\n      held\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventList_events on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    inPlay\n    tournamentName\n  }\n"): (typeof documents)["\n  fragment EventList_events on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    inPlay\n    tournamentName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavouritesQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n"): (typeof documents)["\n  query FavouritesQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFavourites {\n    favourites\n  }\n"): (typeof documents)["\n  query MyFavourites {\n    favourites\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFavourite($eventId: ID!, $favourite: Boolean!) {\n    setFavourite(eventId: $eventId, favourite: $favourite)\n  }\n"): (typeof documents)["\n  mutation SetFavourite($eventId: ID!, $favourite: Boolean!) {\n    setFavourite(eventId: $eventId, favourite: $favourite)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n"): (typeof documents)["\n  query HomeQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InplayQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n"): (typeof documents)["\n  query InplayQuery {\n    sports {\n      ...SportSections_sports\n    }\n    allEvents {\n      ...SportSections_groups\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListOdds($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerName\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListOdds($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerName\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SportSections_sports on Sport {\n    sportId\n    sportName\n  }\n"): (typeof documents)["\n  fragment SportSections_sports on Sport {\n    sportId\n    sportName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SportSections_groups on SportEvents {\n    sportId\n    events {\n      exEventId\n      ...EventList_events\n    }\n  }\n"): (typeof documents)["\n  fragment SportSections_groups on SportEvents {\n    sportId\n    events {\n      exEventId\n      ...EventList_events\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LotteryLists on Query {\n    lotteryDraws {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n      markets {\n        marketId\n        marketName\n        status\n      }\n    }\n    productResults(sportId: 66104) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n"): (typeof documents)["\n  fragment LotteryLists on Query {\n    lotteryDraws {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n      markets {\n        marketId\n        marketName\n        status\n      }\n    }\n    productResults(sportId: 66104) {\n      exEventId\n      eventName\n      eventTime\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LotteryQuery {\n    ...LotteryLists\n  }\n"): (typeof documents)["\n  query LotteryQuery {\n    ...LotteryLists\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LotteryLive {\n    productChanged(product: LOTTERY) {\n      ...LotteryLists\n    }\n  }\n"): (typeof documents)["\n  subscription LotteryLive {\n    productChanged(product: LOTTERY) {\n      ...LotteryLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventBook_book on EventBook {\n    eventId\n    hasPosition\n    outcomes {\n      key\n      name\n      profit\n    }\n    markets {\n      marketId\n      marketName\n      runners {\n        runnerId\n        runnerName\n        profit\n      }\n    }\n    fancy {\n      marketId\n      marketName\n      rows {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EventBook_book on EventBook {\n    eventId\n    hasPosition\n    outcomes {\n      key\n      name\n      profit\n    }\n    markets {\n      marketId\n      marketName\n      runners {\n        runnerId\n        runnerName\n        profit\n      }\n    }\n    fancy {\n      marketId\n      marketName\n      rows {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventBook($eventId: ID!) {\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n"): (typeof documents)["\n  query EventBook($eventId: ID!) {\n    eventBook(eventId: $eventId) {\n      ...EventBook_book\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventHeader_event on EventDetail {\n    exEventId\n    sportId\n    sportName\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n    status\n    score\n  }\n"): (typeof documents)["\n  fragment EventHeader_event on EventDetail {\n    exEventId\n    sportId\n    sportName\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n    status\n    score\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FancyMarkets_market on Market {\n    marketId\n    marketName\n    minStake\n    maxStake\n    status\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment FancyMarkets_market on Market {\n    marketId\n    marketName\n    minStake\n    maxStake\n    status\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunnerLadder($marketId: ID!, $runnerId: ID!) {\n    runnerLadder(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      status\n      lastTradedPrice\n      tradedVolume\n      levels {\n        price\n        availableToBack\n        availableToLay\n        traded\n      }\n    }\n  }\n"): (typeof documents)["\n  query RunnerLadder($marketId: ID!, $runnerId: ID!) {\n    runnerLadder(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      status\n      lastTradedPrice\n      tradedVolume\n      levels {\n        price\n        availableToBack\n        availableToLay\n        traded\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketDetails_event on EventDetail {\n    exEventId\n    sportId\n    videoId\n    ...EventHeader_event\n    markets {\n      marketId\n      exEventId\n      kind\n      ...MarketBook_market\n      ...OddsGrid_market\n      ...FancyMarkets_market\n    }\n  }\n"): (typeof documents)["\n  fragment MarketDetails_event on EventDetail {\n    exEventId\n    sportId\n    videoId\n    ...EventHeader_event\n    markets {\n      marketId\n      exEventId\n      kind\n      ...MarketBook_market\n      ...OddsGrid_market\n      ...FancyMarkets_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketDetails($eventId: ID!) {\n    event(id: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n"): (typeof documents)["\n  query MarketDetails($eventId: ID!) {\n    event(id: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventChanged($eventId: ID!) {\n    eventChanged(eventId: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n"): (typeof documents)["\n  subscription EventChanged($eventId: ID!) {\n    eventChanged(eventId: $eventId) {\n      ...MarketDetails_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OddsGrid_market on Market {\n    marketId\n    marketName\n    kind\n    minStake\n    maxStake\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n  }\n"): (typeof documents)["\n  fragment OddsGrid_market on Market {\n    marketId\n    marketName\n    kind\n    minStake\n    maxStake\n    betDelayMs\n    runners {\n      runnerId\n      runnerName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceHistory($marketId: ID!, $runnerId: ID!) {\n    priceHistory(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      bucketMs\n      buckets {\n        at\n        open\n        high\n        low\n        close\n        average\n        volume\n        trades\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriceHistory($marketId: ID!, $runnerId: ID!) {\n    priceHistory(marketId: $marketId, runnerId: $runnerId) {\n      marketId\n      runnerId\n      bucketMs\n      buckets {\n        at\n        open\n        high\n        low\n        close\n        average\n        volume\n        trades\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMarket {\n    userEventsExposure {\n      sportId\n      eventId\n      marketId\n      sportName\n      eventName\n      marketName\n      betCounts\n    }\n  }\n"): (typeof documents)["\n  query MyMarket {\n    userEventsExposure {\n      sportId\n      eventId\n      marketId\n      sportName\n      eventName\n      marketName\n      betCounts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RaceCard_race on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n  }\n"): (typeof documents)["\n  fragment RaceCard_race on Event {\n    exEventId\n    sportId\n    eventName\n    eventTime\n    tournamentName\n    inPlay\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RaceResults_result on ProductResult {\n    exEventId\n    eventName\n    eventTime\n    score\n  }\n"): (typeof documents)["\n  fragment RaceResults_result on ProductResult {\n    exEventId\n    eventName\n    eventTime\n    score\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HorseRacingLists on Query {\n    racingEvents {\n      exEventId\n      ...RaceCard_race\n    }\n    racingResults: productResults(sportId: 7) {\n      exEventId\n      ...RaceResults_result\n    }\n  }\n"): (typeof documents)["\n  fragment HorseRacingLists on Query {\n    racingEvents {\n      exEventId\n      ...RaceCard_race\n    }\n    racingResults: productResults(sportId: 7) {\n      exEventId\n      ...RaceResults_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HorseRacingQuery {\n    ...HorseRacingLists\n  }\n"): (typeof documents)["\n  query HorseRacingQuery {\n    ...HorseRacingLists\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HorseRacingLive {\n    productChanged(product: RACING) {\n      ...HorseRacingLists\n    }\n  }\n"): (typeof documents)["\n  subscription HorseRacingLive {\n    productChanged(product: RACING) {\n      ...HorseRacingLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RaceMarkets($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      marketId\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerId\n        runnerName\n        metadata\n      }\n    }\n  }\n"): (typeof documents)["\n  query RaceMarkets($eventIds: [ID!]!) {\n    matchOdds(eventIds: $eventIds) {\n      marketId\n      exEventId\n      kind\n      marketName\n      minStake\n      ...MarketBook_market\n      runners {\n        runnerId\n        runnerName\n        metadata\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaferBettingPage_protections on SaferBetting {\n    depositLimits {\n      ...ProtectionLimitRow_limit\n    }\n    lossLimits {\n      ...ProtectionLimitRow_limit\n    }\n    timeOutUntil\n    selfExcluded\n    selfExcludedUntil\n    selfExcludedPermanently\n    realityCheckMinutes\n    sessionStartedAt\n    sessionNet\n    realityCheckDueAt\n    shareAmountsWithUpline\n  }\n"): (typeof documents)["\n  fragment SaferBettingPage_protections on SaferBetting {\n    depositLimits {\n      ...ProtectionLimitRow_limit\n    }\n    lossLimits {\n      ...ProtectionLimitRow_limit\n    }\n    timeOutUntil\n    selfExcluded\n    selfExcludedUntil\n    selfExcludedPermanently\n    realityCheckMinutes\n    sessionStartedAt\n    sessionNet\n    realityCheckDueAt\n    shareAmountsWithUpline\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProtectionLimitRow_limit on ProtectionLimit {\n    period\n    amount\n    used\n    remaining\n    pending {\n      amount\n      effectiveAt\n    }\n  }\n"): (typeof documents)["\n  fragment ProtectionLimitRow_limit on ProtectionLimit {\n    period\n    amount\n    used\n    remaining\n    pending {\n      amount\n      effectiveAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaferBettingQuery {\n    saferBetting {\n      ...SaferBettingPage_protections\n    }\n  }\n"): (typeof documents)["\n  query SaferBettingQuery {\n    saferBetting {\n      ...SaferBettingPage_protections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDepositLimit($period: LimitPeriod!, $amount: Paise) {\n    setDepositLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n"): (typeof documents)["\n  mutation SetDepositLimit($period: LimitPeriod!, $amount: Paise) {\n    setDepositLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLossLimit($period: LimitPeriod!, $amount: Paise) {\n    setLossLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n"): (typeof documents)["\n  mutation SetLossLimit($period: LimitPeriod!, $amount: Paise) {\n    setLossLimit(period: $period, amount: $amount) {\n      ...SaferBettingPage_protections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeTimeOut($hours: Int!) {\n    takeTimeOut(hours: $hours) {\n      ...SaferBettingPage_protections\n    }\n  }\n"): (typeof documents)["\n  mutation TakeTimeOut($hours: Int!) {\n    takeTimeOut(hours: $hours) {\n      ...SaferBettingPage_protections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelfExclude($months: Int, $permanent: Boolean) {\n    selfExclude(months: $months, permanent: $permanent) {\n      ...SaferBettingPage_protections\n    }\n  }\n"): (typeof documents)["\n  mutation SelfExclude($months: Int, $permanent: Boolean) {\n    selfExclude(months: $months, permanent: $permanent) {\n      ...SaferBettingPage_protections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRealityCheck($minutes: Int) {\n    setRealityCheck(minutes: $minutes) {\n      ...SaferBettingPage_protections\n    }\n  }\n"): (typeof documents)["\n  mutation SetRealityCheck($minutes: Int) {\n    setRealityCheck(minutes: $minutes) {\n      ...SaferBettingPage_protections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProtectionPrivacy($shareAmountsWithUpline: Boolean!) {\n    setProtectionPrivacy(shareAmountsWithUpline: $shareAmountsWithUpline) {\n      ...SaferBettingPage_protections\n    }\n  }\n"): (typeof documents)["\n  mutation SetProtectionPrivacy($shareAmountsWithUpline: Boolean!) {\n    setProtectionPrivacy(shareAmountsWithUpline: $shareAmountsWithUpline) {\n      ...SaferBettingPage_protections\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RealityCheckQuery {\n    saferBetting {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n"): (typeof documents)["\n  query RealityCheckQuery {\n    saferBetting {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerRealityCheck($keepPlaying: Boolean!) {\n    answerRealityCheck(keepPlaying: $keepPlaying) {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerRealityCheck($keepPlaying: Boolean!) {\n    answerRealityCheck(keepPlaying: $keepPlaying) {\n      realityCheckMinutes\n      sessionStartedAt\n      sessionNet\n      realityCheckDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupSports {\n    sports {\n      sportId\n      sportName\n      highlight\n    }\n  }\n"): (typeof documents)["\n  query StartupSports {\n    sports {\n      sportId\n      sportName\n      highlight\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupAllEvents {\n    allEvents {\n      sportId\n      events {\n        exEventId\n        sportId\n        sportName\n        eventName\n        eventTime\n        inPlay\n        tournamentId\n        tournamentName\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartupAllEvents {\n    allEvents {\n      sportId\n      events {\n        exEventId\n        sportId\n        sportName\n        eventName\n        eventTime\n        inPlay\n        tournamentId\n        tournamentName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupRacingEvents {\n    racingEvents {\n      exEventId\n      sportId\n      sportName\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n    }\n  }\n"): (typeof documents)["\n  query StartupRacingEvents {\n    racingEvents {\n      exEventId\n      sportId\n      sportName\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupExchangeTypes {\n    exchangeTypes {\n      exchangeId\n      exchangeName\n      highlight\n      sequence\n    }\n  }\n"): (typeof documents)["\n  query StartupExchangeTypes {\n    exchangeTypes {\n      exchangeId\n      exchangeName\n      highlight\n      sequence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupCasino {\n    casinoLobby {\n      eventId\n      gameName\n      companyName\n      popular\n      link\n      image\n    }\n  }\n"): (typeof documents)["\n  query StartupCasino {\n    casinoLobby {\n      eventId\n      gameName\n      companyName\n      popular\n      link\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupTheme {\n    themeConfig {\n      variables {\n        name\n        value\n      }\n      exchangeFavicon\n      exchangeTitle\n      themeColor\n      exchangeLogo\n      moneyLocale\n    }\n  }\n"): (typeof documents)["\n  query StartupTheme {\n    themeConfig {\n      variables {\n        name\n        value\n      }\n      exchangeFavicon\n      exchangeTitle\n      themeColor\n      exchangeLogo\n      moneyLocale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StartupSupport {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query StartupSupport {\n    supportInfo {\n      channels {\n        channel\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TipsReviewLists on Query {\n    tips {\n      tipId\n      exEventId\n      sportId\n      sportName\n      eventName\n      title\n      body\n      author\n      confidence\n      createdAt\n      marketId\n      selectionName\n      odds\n      outcome\n    }\n    tipAuthors {\n      author\n      tips\n      pending\n      won\n      lost\n      void\n      hitRateBp\n      profit\n      levelStake\n    }\n  }\n"): (typeof documents)["\n  fragment TipsReviewLists on Query {\n    tips {\n      tipId\n      exEventId\n      sportId\n      sportName\n      eventName\n      title\n      body\n      author\n      confidence\n      createdAt\n      marketId\n      selectionName\n      odds\n      outcome\n    }\n    tipAuthors {\n      author\n      tips\n      pending\n      won\n      lost\n      void\n      hitRateBp\n      profit\n      levelStake\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TipsReviewQuery {\n    ...TipsReviewLists\n  }\n"): (typeof documents)["\n  query TipsReviewQuery {\n    ...TipsReviewLists\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TipsReviewLive {\n    productChanged(product: TIPS) {\n      ...TipsReviewLists\n    }\n  }\n"): (typeof documents)["\n  subscription TipsReviewLive {\n    productChanged(product: TIPS) {\n      ...TipsReviewLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VirtualSportsLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentId\n      tournamentName\n      markets {\n        marketId\n        status\n        runners {\n          runnerId\n          runnerName\n          availableToBack {\n            price\n          }\n        }\n      }\n    }\n    productResults(sportId: 66101) {\n      exEventId\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n      score\n    }\n  }\n"): (typeof documents)["\n  fragment VirtualSportsLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentId\n      tournamentName\n      markets {\n        marketId\n        status\n        runners {\n          runnerId\n          runnerName\n          availableToBack {\n            price\n          }\n        }\n      }\n    }\n    productResults(sportId: 66101) {\n      exEventId\n      eventName\n      eventTime\n      tournamentId\n      tournamentName\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VirtualSportsQuery {\n    ...VirtualSportsLists\n  }\n"): (typeof documents)["\n  query VirtualSportsQuery {\n    ...VirtualSportsLists\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VirtualSportsLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualSportsLists\n    }\n  }\n"): (typeof documents)["\n  subscription VirtualSportsLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualSportsLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VirtualNextLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n    }\n  }\n"): (typeof documents)["\n  fragment VirtualNextLists on Query {\n    virtualEvents {\n      exEventId\n      sportId\n      eventName\n      eventTime\n      inPlay\n      tournamentName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VirtualNextQuery {\n    ...VirtualNextLists\n  }\n"): (typeof documents)["\n  query VirtualNextQuery {\n    ...VirtualNextLists\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription VirtualNextLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualNextLists\n    }\n  }\n"): (typeof documents)["\n  subscription VirtualNextLive {\n    productChanged(product: VIRTUAL) {\n      ...VirtualNextLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedMarketBook($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      ...MarketBook_market\n    }\n  }\n"): (typeof documents)["\n  subscription FeedMarketBook($marketId: ID!) {\n    marketBook(marketId: $marketId) {\n      ...MarketBook_market\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FeedScore($eventId: ID!) {\n    score(eventId: $eventId) {\n      eventId\n      inPlay\n      status\n      score\n    }\n  }\n"): (typeof documents)["\n  subscription FeedScore($eventId: ID!) {\n    score(eventId: $eventId) {\n      eventId\n      inPlay\n      status\n      score\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketBook_market on Market {\n    marketId\n    status\n    inPlay\n    totalMatched\n    runners {\n      runnerId\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n      lastTradedPrice\n    }\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n"): (typeof documents)["\n  fragment MarketBook_market on Market {\n    marketId\n    status\n    inPlay\n    totalMatched\n    runners {\n      runnerId\n      availableToBack {\n        price\n        size\n      }\n      availableToLay {\n        price\n        size\n      }\n      lastTradedPrice\n    }\n    fancy {\n      yesLine\n      yesRate\n      noLine\n      noRate\n      size\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;