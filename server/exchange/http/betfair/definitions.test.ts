import { describe, expect, it } from 'vitest';
import { JsonRpcError, operationResults, PlaceExecutionReport } from './definitions';

// Answers as Betfair's documentation shows them: the transcribed schemas take them, and refuse what Betfair would not send.
describe('transcribed API-NG definitions', () => {
  it('take a documented placeOrders report and JSON-RPC exception', () => {
    const report = {
      customerRef: 'ref',
      status: 'SUCCESS',
      marketId: '1.109850906',
      instructionReports: [
        { status: 'SUCCESS', instruction: { selectionId: 237486, handicap: 0, limitOrder: { size: 2, price: 3, persistenceType: 'LAPSE' }, orderType: 'LIMIT', side: 'LAY' }, betId: '31242604945', placedDate: '2013-10-30T14:22:47.000Z', averagePriceMatched: 0, sizeMatched: 0, orderStatus: 'EXECUTABLE' },
      ],
    };
    expect(PlaceExecutionReport.safeParse(report).success).toBe(true);
    const error = { code: -32099, message: 'ANGX-0003', data: { APINGException: { requestUUID: 'prdang001-1', errorCode: 'INVALID_SESSION_INFORMATION', errorDetails: 'The session token passed is invalid' }, exceptionname: 'APINGException' } };
    expect(JsonRpcError.safeParse(error).success).toBe(true);
  });

  it('refuse a field Betfair does not define, a status it does not have and a missing required field', () => {
    expect(PlaceExecutionReport.safeParse({ status: 'OK' }).success).toBe(false);
    expect(PlaceExecutionReport.safeParse({ status: 'SUCCESS', marketId: '1.1', reports: [] }).success).toBe(false);
    expect(operationResults.betting.listEventTypes.safeParse([{ eventType: { id: '1', name: 'Soccer' } }]).success).toBe(false);
    expect(operationResults.account.getAccountFunds.safeParse({ availableToBetBalance: '10', exposure: 0, retainedCommission: 0, exposureLimit: 0 }).success).toBe(false);
  });
});
