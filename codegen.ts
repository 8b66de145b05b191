import type { CodegenConfig } from '@graphql-codegen/cli';

// `npm run codegen` regenerates both outputs; `npm run codegen:check` (part of `npm test`) fails
// when the committed files differ from what the schema and documents produce.
// CODEGEN_OUT lets the check generate into a scratch directory instead of the tree.
const out = process.env.CODEGEN_OUT ? `${process.env.CODEGEN_OUT.replace(/\/$/, '')}/` : '';

/** Money is integer paise as a JSON number; the scoreboard passes through as an object. */
const scalars = { Paise: 'number', JSONObject: 'Record<string, unknown>' };

const ds = (file: string, type: string) => `../datasources/${file}#${type}`;
const mappers = {
  Sport: ds('reference-api', 'SportRow'),
  Event: ds('reference-api', 'EventRow'),
  ExchangeType: ds('reference-api', 'ExchangeTypeRow'),
  CasinoGame: ds('reference-api', 'CasinoGameRow'),
  UserDetail: ds('account-api', 'UserDetailRow'),
  Balance: ds('account-api', 'BalanceRow'),
  Profile: ds('account-api', 'ProfileRow'),
  Settings: ds('account-api', 'SettingsRow'),
  ActivityEntry: ds('account-api', 'ActivityRow'),
  ReferralSummary: ds('account-api', 'ReferralSummaryRow'),
  PasswordResetCode: ds('account-api', 'PasswordResetRow'),
  Market: ds('market-api', 'MarketRow'),
  Runner: ds('market-api', 'RunnerRow'),
  EventDetail: ds('market-api', 'EventDetailRow'),
  // The bet's contract, declared once for the exchange, the gateway and the SPA (domain/bet-contract.ts).
  Bet: '@domain/bet-contract#BetRow as BetContractRow',
  BetReceipt: '@domain/bet-contract#BetReceipt as BetContractReceipt',
  ExposureRow: ds('market-api', 'ExposureRowData'),
  EventBook: ds('market-api', 'EventBookRow'),
  EventScore: '../live/feeds#ScoreRow',
  OrdersUpdate: '../live/feeds#OrdersUpdateRow',
  OrdersEventFigures: '../live/feeds#OrdersEventRow',
  StatementRow: ds('history-api', 'StatementRowData'),
  ProfitLossRow: ds('history-api', 'ProfitLossRowData'),
  CommissionRow: ds('history-api', 'CommissionRowData'),
  BetHistoryRow: ds('history-api', 'BetHistoryRowData'),
  DepositMethod: ds('banking-api', 'DepositMethodRow'),
  BankingRequest: ds('banking-api', 'BankingRequestRow'),
  Reward: ds('banking-api', 'RewardRow'),
  TransferResult: ds('banking-api', 'TransferRow'),
  BankAccount: ds('banking-api', 'BankAccountRow'),
  RewardOffer: ds('banking-api', 'RewardOfferRow'),
  TransferEntry: ds('banking-api', 'TransferHistoryRow'),
  DownlineUser: ds('banking-api', 'DownlineUserRow'),
  DownlineTotals: ds('banking-api', 'DownlineTotalsRow'),
  DeskEvent: ds('trading-desk-api', 'DeskEventView'),
  DeskMarket: ds('trading-desk-api', 'DeskMarketView'),
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    [`${out}src/gql/`]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
    [`${out}server/gateway/__generated__/resolvers.ts`]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GatewayContext',
        useIndexSignature: true,
        scalars,
        // REST reply shapes as the parents of the schema types they become (see datasources/).
        mappers,
      },
    },
  },
};

export default config;
