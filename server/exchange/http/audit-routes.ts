import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditService, AUDIT_PAGE_MAX } from '../service/audit';
import type { ExchangeServices } from '../service/context';
import { requireActiveUser, requireUser } from './auth-guard';
import { emptyBody, parseBody } from './errors';

const text = z.string().max(64).regex(/^[^\p{Cc}]*$/u, 'no control characters');
const filterFields = {
  actor: text.nullish(),
  target: text.nullish(),
  kind: text.nullish(),
  from: z.string().max(40).nullish(),
  to: z.string().max(40).nullish(),
};
const pageBody = z.object({ ...filterFields, first: z.number().int().min(1).max(AUDIT_PAGE_MAX).nullish(), after: z.string().max(24).nullish() }).strict();
const csvQuery = z.object(filterFields).strict();

/**
 * The audit log (issue #47, docs/audit.md): a back-office user reads the entries it may see (the
 * operator its whole site; an upline the acts on its subtree and its own), as pages or as one CSV;
 * every signed-in user reads the protection changes on its own account.
 */
export function auditRoutes(services: ExchangeServices) {
  const { db } = services;
  const audit = auditService(services);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/backoffice/audit', async (request) => {
      const user = await requireActiveUser(db, request);
      const { first, after, ...filter } = parseBody(pageBody, request.body);
      return { data: await audit.page(user, filter, { first, after }) };
    });

    // A GET, so the page can hand it to the browser as a download; the bearer token as on every call.
    app.get('/backoffice/audit.csv', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      const filter = parseBody(csvQuery, request.query);
      const lines = await audit.csv(user, filter);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines));
    });

    app.post('/user/protection-log', async (request) => {
      const user = await requireUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await audit.protectionChanges(user) };
    });
  };
}
