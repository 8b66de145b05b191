/**
 * The back office's pages (issue #32), in the order the nav lists them. TO ADD A PAGE (C2, C3):
 *   1. its key and pattern in machines/lib/routes.ts: `backofficeRisk: route('backoffice/risk', 'upline', true),`
 *   2. ONE row here: `{ key: 'backofficeRisk', label: 'Risk', operatorOnly: false, load: () => import('../risk/risk-page').then((m) => ({ Page: m.RiskPage, query: m.RiskQuery })) },`
 * Nav order: Dashboard, Downline, Requests, Risk, Bets, Reports, Settle up, Statement, Audit, then the operator's
 * Markets, the trading desk, Settings and System: put your row where it falls in that order.
 * The page renders inside the back-office frame (header, nav) by itself; `query` (and `variables`
 * from the route's params and search) is preloaded before it renders, read with `useReadQuery(useLoaderData())`.
 * The compiler checks that every `backoffice…` route of the table has its row and no row lacks its route.
 */
import type { TypedDocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { RouteKey } from '../../../../machines/lib/routes';

/** The route keys of the back office: every key of the route table that starts with `backoffice`. */
export type BackofficeRouteKey = Extract<RouteKey, `backoffice${string}`>;

/** What a page's chunk provides (the shape of the app's LoadedRoute). */
export interface BackofficeLoaded {
  Page: ComponentType;
  query?: TypedDocumentNode<unknown, never>;
  variables?: (params: Params, url: URL) => Record<string, unknown>;
}

export interface BackofficePage {
  key: BackofficeRouteKey;
  /** The nav's label. */
  label: string;
  /** Only the operator (admin) sees it in the nav and may open it. */
  operatorOnly: boolean;
  /** In the nav only for a level the site settings open the trading desk to (the admin always): `tradingDeskOpen`. */
  deskOnly?: true;
  load: () => Promise<BackofficeLoaded>;
}

export const BACKOFFICE_PAGES = [
  { key: 'backoffice', label: 'Dashboard', operatorOnly: false, load: () => import('../dashboard/dashboard-page').then((m) => ({ Page: m.DashboardPage, query: m.BackofficeDashboardQuery })) },
  {
    key: 'backofficeDownline',
    label: 'Downline',
    operatorOnly: false,
    load: () => import('../downline/downline-page').then((m) => ({ Page: m.DownlinePage, query: m.BackofficeDownlineQuery, variables: m.downlineVariables })),
  },
  {
    key: 'backofficeRequests',
    label: 'Requests',
    operatorOnly: false,
    load: () => import('../requests/requests-page').then((m) => ({ Page: m.RequestsPage, query: m.DownlineDeskQuery, variables: m.downlineDeskVariables })),
  },
  { key: 'backofficeRisk', label: 'Risk', operatorOnly: false, load: () => import('../risk/risk-page').then((m) => ({ Page: m.RiskPage, query: m.BackofficeRiskQuery, variables: m.riskVariables })) },
  { key: 'backofficeBets', label: 'Bets', operatorOnly: false, load: () => import('../bets/bets-page').then((m) => ({ Page: m.BetsPage, query: m.BackofficeBetsQuery, variables: m.backofficeBetsVariables })) },
  { key: 'backofficeReports', label: 'Reports', operatorOnly: false, load: () => import('../reports/reports-page').then((m) => ({ Page: m.ReportsPage, query: m.BackofficePnlQuery, variables: m.backofficePnlVariables })) },
  { key: 'backofficeSettleUp', label: 'Settle up', operatorOnly: false, load: () => import('../reports/settle-up-page').then((m) => ({ Page: m.SettleUpPage, query: m.BackofficeSettleUpQuery })) },
  { key: 'backofficeStatement', label: 'Statement', operatorOnly: false, load: () => import('../reports/statement-page').then((m) => ({ Page: m.BackofficeStatementPage, query: m.BackofficeStatementQuery, variables: m.backofficeStatementVariables })) },
  { key: 'backofficeAudit', label: 'Audit', operatorOnly: false, load: () => import('../audit/audit-page').then((m) => ({ Page: m.AuditPage, query: m.BackofficeAuditQuery, variables: m.backofficeAuditVariables })) },
  { key: 'backofficeMarkets', label: 'Markets', operatorOnly: true, load: () => import('../operator/markets-page').then((m) => ({ Page: m.MarketsPage, query: m.OperatorMarketsQuery, variables: m.operatorMarketsVariables })) },
  // The admin's, and the levels the site settings open it to: the nav lists it for them alone; the exchange refuses the others
  // (PERMISSION_DENIED), shown in the frame, should they open its address.
  { key: 'backofficeDesk', label: 'Trading desk', operatorOnly: false, deskOnly: true, load: () => import('../desk/desk-page').then((m) => ({ Page: m.DeskPage, query: m.TradingDeskQuery })) },
  { key: 'backofficeSettings', label: 'Settings', operatorOnly: true, load: () => import('../operator/settings-page').then((m) => ({ Page: m.SettingsPage, query: m.SiteSettingsQuery })) },
  // Every process's figures, asked for every 2 s by its own machine (no preloaded query): issue #49.
  { key: 'backofficeSystem', label: 'System', operatorOnly: true, load: () => import('../system/system-page').then((m) => ({ Page: m.SystemPage })) },
] as const satisfies readonly BackofficePage[];
