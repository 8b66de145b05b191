import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INCIDENT_KINDS } from '../domain/event-betting';
import type { ExchangeServices } from '../service/context';
import type { EventIncidents } from '../service/event-incidents';
import { requireRole } from './auth-guard';
import { actorOf } from './client-address';
import { parseBody } from './errors';

const id = z.string().min(1).max(64);
const incidentBody = z
  .object({
    eventId: id,
    kind: z.enum(INCIDENT_KINDS),
    score: z.record(z.string(), z.unknown()).optional(),
    inPlay: z.boolean().optional(),
    status: z.enum(['SCHEDULED', 'IN_PLAY', 'FINISHED', 'CANCELLED']).optional(),
  })
  .strict();
const reopenBody = z.object({ eventId: id }).strict();

/**
 * The incident rule's two acts (docs/adr/incident-rule.md), operator only: an incident suspends every
 * market of the event with the score that announces it, in one change; a reopen opens them again.
 */
export function incidentRoutes(services: ExchangeServices, incidents: EventIncidents) {
  const { db } = services;
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/admin/events/incident', async (request) => {
      const actor = actorOf(await requireRole(db, request, ['operator']), request);
      const { eventId, ...incident } = parseBody(incidentBody, request.body);
      return { data: await incidents.declare(eventId, incident, actor) };
    });

    app.post('/admin/events/reopen', async (request) => {
      const actor = actorOf(await requireRole(db, request, ['operator']), request);
      const { eventId } = parseBody(reopenBody, request.body);
      return { data: await incidents.reopen(eventId, actor) };
    });
  };
}
