import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bankingService } from '../service/banking';
import type { ExchangeServices } from '../service/context';
import { requireActiveUser } from './auth-guard';
import { emptyBody, parseBody } from './errors';

/** Indian Financial System Code: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** True when a text has no control characters (NUL, newlines, DEL …), which names and notes never need. */
export const hasNoControlChars = (text: string) => ![...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
const printable = (min: number, max: number) => z.string().trim().min(min).max(max).refine(hasNoControlChars, 'no control characters');
const addAccountBody = z
  .object({
    accountHolder: printable(2, 64),
    accountNumber: z.string().trim().regex(/^[0-9]{9,18}$/, 'an account number is 9-18 digits'),
    ifsc: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(IFSC_PATTERN, 'an IFSC is 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)')),
    bankName: printable(2, 64),
  })
  .strict();
const accountIdBody = z.object({ accountId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an account id') }).strict();
const rewardIdBody = z.object({ rewardId: z.string().regex(/^[A-Za-z0-9:-]{1,64}$/, 'not a reward id') }).strict();

/** Saved bank accounts (withdrawdetails), reward offers and their claims, and the caller's transfers. */
export function bankAccountRoutes(services: ExchangeServices) {
  const { db } = services;
  const banking = bankingService(services);

  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/banking/accounts', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await banking.accounts(user) };
    });

    app.post('/banking/accounts/add', async (request, reply) => {
      const user = await requireActiveUser(db, request);
      const body = parseBody(addAccountBody, request.body);
      return reply.status(201).send({ data: await banking.addAccount(user, body) });
    });

    app.post('/banking/accounts/remove', async (request) => {
      const user = await requireActiveUser(db, request);
      const { accountId } = parseBody(accountIdBody, request.body);
      return { data: await banking.removeAccount(user, accountId) };
    });

    app.post('/banking/rewards/offers', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await banking.rewardOffers(user) };
    });

    app.post('/banking/rewards/claim', async (request) => {
      const user = await requireActiveUser(db, request);
      const { rewardId } = parseBody(rewardIdBody, request.body);
      return { data: await banking.claimReward(user, rewardId) };
    });

    app.post('/banking/transfers', async (request) => {
      const user = await requireActiveUser(db, request);
      parseBody(emptyBody, request.body);
      return { data: await banking.transfers(user) };
    });
  };
}
