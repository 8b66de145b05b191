import { describe, expect, it, vi } from 'vitest';
import { gatewayClient } from './test-client';
import { useTestServer } from './test-server';

const ROW = 'key label bettorsNet mine upline levels { role roleName amount }';
const range = () => ({ from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() });

// Starting the whole system can take over a minute on a loaded machine.
vi.setConfig({ hookTimeout: 240_000 });

describe('back office reports through the gateway', () => {
  const server = useTestServer();
  const { gql, ok, login } = gatewayClient(() => server().url);

  it('answers the dashboard, P&L, statement and settle-up; sets a share; records a settle-up once', async () => {
    const master = await login('master');
    const { backofficeDashboard } = await ok<{ backofficeDashboard: { downlineSize: number; requestsWaiting: number } }>(
      '{ backofficeDashboard { downlineSize bettors totalBalance creditGiven exposure myPnlToday myPnlWeek downlinePnlToday downlinePnlWeek requestsWaiting } }',
      {},
      master,
    );
    expect(backofficeDashboard.downlineSize).toBeGreaterThanOrEqual(5);
    const { backofficePnl } = await ok<{ backofficePnl: { groupBy: string; total: { key: string; levels: Array<{ role: string }> } } }>(
      `query($f: String!, $t: String!) { backofficePnl(from: $f, to: $t, groupBy: MARKET) { from to groupBy rows { ${ROW} } total { ${ROW} } } }`,
      { f: range().from, t: range().to },
      master,
    );
    expect(backofficePnl).toMatchObject({ groupBy: 'MARKET', total: { key: 'TOTAL' } });
    expect(backofficePnl.total.levels.map((l) => l.role)).toEqual(['master']);
    const { backofficeStatement } = await ok<{ backofficeStatement: { rows: unknown[] } }>(
      'query($f: String!, $t: String!) { backofficeStatement(from: $f, to: $t) { opening closing rows { txId amount description category } } }',
      { f: range().from, t: range().to },
      master,
    );
    expect(backofficeStatement.rows.length).toBeGreaterThan(0);

    const share = await ok<{ backofficeSetPartnership: { partnershipBps: number; maxPartnershipBps: number } }>(
      'mutation { backofficeSetPartnership(userName: "agent", partnershipBps: 3000) { userName partnershipBps commissionBps maxPartnershipBps chainsWritten } }',
      {},
      master,
    );
    expect(share.backofficeSetPartnership).toMatchObject({ partnershipBps: 3000, maxPartnershipBps: 5000 });
    const over = await gql('mutation { backofficeSetPartnership(userName: "agent", partnershipBps: 6000) { userName } }', {}, master);
    expect(over.errors?.[0]?.extensions?.code).toBe('PARTNERSHIP_OUT_OF_RANGE');

    const record = 'mutation { backofficeRecordSettleUp(downlineUserName: "agent", amount: 500, note: "cash", idempotencyKey: "gw-settle-up-1") { id amount recordedBy } }';
    const first = await ok<{ backofficeRecordSettleUp: { id: string } }>(record, {}, master);
    const again = await ok<{ backofficeRecordSettleUp: { id: string } }>(record, {}, master);
    expect(again.backofficeRecordSettleUp.id).toBe(first.backofficeRecordSettleUp.id);
    const agent = await login('agent');
    const { backofficeSettleUp } = await ok<{ backofficeSettleUp: { upline: string; withUpline: { outstanding: number }; history: Array<{ amount: number }> } }>(
      '{ backofficeSettleUp { upline withUpline { userName roleName outstanding sinceLast lastSettledAt } withDownline { userName outstanding } history { id downline upline amount note recordedBy at } } }',
      {},
      agent,
    );
    expect(backofficeSettleUp).toMatchObject({ upline: 'master', withUpline: { outstanding: -500 }, history: [{ amount: 500 }] });

    const demo = await login('demo');
    const refused = await gql('{ backofficeDashboard { downlineSize } }', {}, demo);
    expect(refused.errors?.[0]?.extensions?.code).toBe('PERMISSION_DENIED');
  });
});
