import { auditRoutes } from './audit-routes';
import type { FastifyInstance } from 'fastify';
import type { Exchange } from '../service/exchange';
import { snapshotRoutes } from '../stream/snapshot-route';
import { attachStream } from '../stream/socket';
import { accountRoutes } from './account-routes';
import { protectionRoutes } from './protection-routes';
import { presenceRoutes } from './presence-routes';
import { adminRoutes } from './admin-routes';
import { backofficeOperatorRoutes } from './backoffice-operator-routes';
import { deskRoutes } from './desk-routes';
import { backofficeHierarchyRoutes } from './backoffice-hierarchy-routes';
import { incidentRoutes } from './incident-routes';
import { authRoutes } from './auth-routes';
import { bankAccountRoutes } from './bank-account-routes';
import { bankingRoutes } from './banking-routes';
import { cashOutRoutes } from './cash-out-routes';
import { downlineRoutes } from './downline-routes';
import { backofficeReportsRoutes } from './backoffice-reports-routes';
import { backofficeRiskRoutes } from './backoffice-risk-routes';
import { installClientForwarding } from './client-address';
import type { DirectRoutes } from './direct';
import { installErrorHandler } from './errors';
import { eventBookRoutes } from './event-book-routes';
import { ladderRoutes } from './ladder-routes';
import { listOddsRoutes } from './list-odds-routes';
import { runnerViews } from '../service/runner-views';
import { historyRoutes } from './history-routes';
import { marketRoutes } from './market-routes';
import { productRoutes } from './product-routes';
import { referenceRoutes } from './reference';

export interface ExchangeApiOptions {
  /** Key (or keys, while one is rotated) a trusted gateway sends with the real client's address (server/forwarding.ts); none: never trusted. */
  forwardKey?: string | readonly string[] | undefined;
  /** Filled with the routes an in-process gateway may call without HTTP (direct.ts); none: HTTP only. */
  direct?: DirectRoutes | undefined;
}

/**
 * The exchange REST API, mounted by the caller under a prefix (`/api` in `npm start`), and its
 * change stream at `<prefix>/stream` (WebSocket).
 */
export function exchangeApi(exchange: Exchange, prefix = '/api', options: ExchangeApiOptions = {}) {
  const { services, reads, betting, admin } = exchange;
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    installErrorHandler(app);
    // JSON only: a text/plain body (what a cross-site form can send) is a 415, not a string to validate.
    app.removeContentTypeParser('text/plain');
    installClientForwarding(app, options.forwardKey);
    app.get('/health', async () => ({ status: 'ok' }));
    await app.register(referenceRoutes(db, exchange.siteSettings));
    await app.register(authRoutes(db));
    await app.register(accountRoutes(services));
    await app.register(presenceRoutes(db, exchange.deadMan));
    await app.register(bankingRoutes(services));
    await app.register(bankAccountRoutes(services));
    await app.register(downlineRoutes(services));
    await app.register(backofficeRiskRoutes(services, exchange.registry));
    await app.register(historyRoutes(services));
    await app.register(marketRoutes(services, reads, betting, options.direct));
    await app.register(cashOutRoutes(services, exchange.cashOut));
    await app.register(listOddsRoutes(reads));
    await app.register(eventBookRoutes(services, reads));
    await app.register(ladderRoutes(runnerViews(services, exchange.registry)));
    await app.register(adminRoutes(services, admin));
    await app.register(incidentRoutes(services, exchange.incidents));
    await app.register(backofficeOperatorRoutes(exchange));
    await app.register(deskRoutes(exchange));
    await app.register(backofficeHierarchyRoutes(services));
    await app.register(backofficeReportsRoutes(services));
    await app.register(auditRoutes(services));
    await app.register(protectionRoutes(exchange));
    await app.register(productRoutes(services, reads));
    // The stream's snapshots for gateways that read its changes from the bus (docs/live-stream.md).
    await app.register(snapshotRoutes(services.hub, db));
    attachStream(app, services.hub, db, `${prefix}/stream`);
    app.addHook('onClose', async () => exchange.close());
  };
}
