/** The account API's operations (AccountAPING v1.0): the caller's funds and details. */
import { z } from 'zod';
import { storedFundsOf } from '../../db/queries/funds';
import { exposureLimitOf } from '../../service/protections';
import { balanceView } from '../../service/funds';
import { toUnits } from './money';
import { accountStatementParams, getAccountStatement } from './account-statement';
import { op, type Operation } from './operation';

/** Currency, locale and region of every Backlay account: rupees, India. */
export const ACCOUNT_CURRENCY = 'INR';

export const account: Record<string, Operation<z.ZodType>> = {
  getAccountFunds: op({
    params: z.object({ wallet: z.enum(['UK', 'AUSTRALIA']).optional() }),
    run: async (ctx) => {
      const { services } = ctx.exchange;
      const [money, stored] = await Promise.all([balanceView(services, ctx.user.userId), storedFundsOf(services.db, ctx.user.userId, services.now())]);
      // The most a bettor can have at risk: the wallet less held withdrawals, or the loss limits' ceiling when lower (issue #47).
      const limit = Math.min(money.available + money.exposure, exposureLimitOf(stored) ?? Infinity);
      return {
        availableToBetBalance: toUnits(money.available),
        exposure: -toUnits(money.exposure),
        retainedCommission: 0,
        exposureLimit: -toUnits(Math.max(0, limit)),
        discountRate: 0,
        pointsBalance: 0,
        wallet: 'UK',
      };
    },
  }),
  getAccountDetails: op({
    params: z.object({}),
    run: async (ctx) => ({
      currencyCode: ACCOUNT_CURRENCY,
      firstName: ctx.user.userName,
      lastName: '',
      localeCode: 'en',
      region: 'IND',
      timezone: 'Asia/Kolkata',
      discountRate: 0,
      pointsBalance: 0,
      countryCode: 'IN',
    }),
  }),
  getAccountStatement: op({ params: accountStatementParams, run: getAccountStatement }),
};
