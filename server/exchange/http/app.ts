import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { authRoutes } from './auth-routes';
import { installErrorHandler } from './errors';
import { referenceRoutes } from './reference';

/** The exchange REST API, mounted by the caller under a prefix (`/api` in `npm start`). */
export function exchangeApi(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    installErrorHandler(app);
    app.get('/health', async () => ({ status: 'ok' }));
    await app.register(referenceRoutes(db));
    await app.register(authRoutes(db));
  };
}
