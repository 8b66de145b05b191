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

  it('take documented answers of updateOrders, listClearedOrders, getAccountStatement and heartbeat, and refuse what Betfair would not send', () => {
    const { betting, account, heartbeat } = operationResults;
    expect(betting.updateOrders.safeParse({ status: 'SUCCESS', marketId: '1.1', instructionReports: [{ status: 'SUCCESS', instruction: { betId: '1', newPersistenceType: 'PERSIST' } }] }).success).toBe(true);
    expect(betting.updateOrders.safeParse({ status: 'SUCCESS', instructionReports: [{ status: 'SUCCESS', instruction: { betId: '1', newPersistenceType: 'KEEP' } }] }).success).toBe(false);
    const cleared = { eventTypeId: '1', eventId: '2', marketId: '1.1', selectionId: 47972, handicap: 0, betId: '3', placedDate: '2014-01-01T10:00:00.000Z', side: 'BACK', betOutcome: 'WON', priceRequested: 2, settledDate: '2014-01-01T12:00:00.000Z', betCount: 1, priceMatched: 2, priceReduced: false, sizeSettled: 2, profit: 2 };
    expect(betting.listClearedOrders.safeParse({ clearedOrders: [cleared], moreAvailable: false }).success).toBe(true);
    expect(betting.listClearedOrders.safeParse({ clearedOrders: [{ ...cleared, winnings: 2 }], moreAvailable: false }).success).toBe(false);
    expect(betting.listClearedOrders.safeParse({ clearedOrders: [] }).success).toBe(false);
    const item = { refId: '1', itemDate: '2014-01-01T12:00:00.000Z', amount: 2, balance: 10, itemClass: 'UNKNOWN', itemClassData: { unknownStatementItem: '{}' }, legacyData: { marketName: 'x', winLose: 'RESULT_WON', transactionId: 7 } };
    expect(account.getAccountStatement.safeParse({ accountStatement: [item], moreAvailable: false }).success).toBe(true);
    expect(account.getAccountStatement.safeParse({ accountStatement: [{ ...item, legacyData: { winLose: 'WON' } }], moreAvailable: false }).success).toBe(false);
    expect(heartbeat.heartbeat.safeParse({ actionPerformed: 'ALL_BETS_CANCELLED', actualTimeoutSeconds: 10 }).success).toBe(true);
    expect(heartbeat.heartbeat.safeParse({ actionPerformed: 'CANCELLED', actualTimeoutSeconds: 10 }).success).toBe(false);
  });
});
