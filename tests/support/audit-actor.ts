import type { Actor } from '../../server/exchange/service/audit';

/** The demo operator acting from a test client: for service calls that audit their act (service/audit.ts). */
export const testOperator: Actor = {
  userId: 'u-operator',
  userName: 'operator',
  role: 'operator',
  isLogin: 1,
  siteKey: 'demo',
  uplineId: null,
  client: { address: '127.0.0.1', userAgent: 'backlay-test' },
};
