import type { BackofficePnlGroupBy, BackofficePnlReport, Resolvers } from '../../__generated__/resolvers';

const GROUP: Record<BackofficePnlGroupBy, 'user' | 'sport' | 'event' | 'market'> = { USER: 'user', SPORT: 'sport', EVENT: 'event', MARKET: 'market' };

/**
 * Back office: reports (issue #32, docs/adr/partnership.md) — the downline P&L, my statement,
 * settle-up, the dashboard and a downline's partnership, each from the exchange's
 * /backoffice/reports… scoped to the caller's subtree.
 */
export const reportsResolvers: Resolvers = {
  Query: {
    backofficePnl: async (_root, { from, to, groupBy }, { sources }): Promise<BackofficePnlReport> => {
      const report = await sources.backofficeReports.pnl(from, to, GROUP[groupBy]);
      return { ...report, groupBy };
    },
    backofficeStatement: (_root, { from, to }, { sources }) => sources.backofficeReports.statement(from, to),
    backofficeSettleUp: (_root, _args, { sources }) => sources.backofficeReports.settleUp(),
    backofficeDashboard: (_root, _args, { sources }) => sources.backofficeReports.dashboard(),
  },
  Mutation: {
    backofficeSetPartnership: (_root, { userName, partnershipBps, commissionBps }, { sources }) =>
      sources.backofficeReports.setPartnership({ userName, partnershipBps, commissionBps: commissionBps ?? null }),
    backofficeRecordSettleUp: (_root, input, { sources }) => sources.backofficeReports.recordSettleUp(input),
  },
};
