import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankingService } from '../service/banking';
import type { ExchangeServices } from '../service/context';
import { requireRole } from './auth-guard';
import { BACKOFFICE_ROLES } from '../domain/hierarchy';
import { emptyBody, parseBody } from './errors';

const isoWithOffset = z.string().datetime({ offset: true });
const totalsBody = z.object({ since: isoWithOffset }).strict();

/** The upline's desk: its downline's accounts and the day's banking totals. */
export function downlineRoutes(services: ExchangeServices) {
  const { db } = services;
  const banking = bankingService(services);
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/agent/users', async (request) => {
      const agent = await requireRole(db, request, [...BACKOFFICE_ROLES]);
      parseBody(emptyBody, request.body);
      return { data: await banking.downlineUsers(agent) };
    });

    app.post('/agent/totals', async (request) => {
      const agent = await requireRole(db, request, [...BACKOFFICE_ROLES]);
      const { since } = parseBody(totalsBody, request.body);
      return { data: await banking.deskTotals(agent, new Date(since)) };
    });
  };
}
