import { describe, expect, it } from 'vitest';
import { firebaseProjectsFrom, projectForSport } from './firebase-config';
import { eventScoreFromDoc, marketBookFromDoc } from './firebase-mapping';

describe('Firebase documents into the feed model', () => {
  it('maps a market document: best three levels each way, sizes to paise, ids as strings', () => {
    const book = marketBookFromDoc('1.234', {
      status: 'open',
      inplay: true,
      runners: [
        {
          selectionId: 47972,
          lastPriceTraded: '2.1',
          ex: {
            availableToBack: [
              { price: 2.06, size: 120.5 },
              { price: '2.1', size: '300' },
              { price: 2.08, size: 50 },
              { price: 2.04, size: 10 },
            ],
            availableToLay: [
              { price: 2.14, size: 80 },
              { price: 2.12, size: 200 },
            ],
          },
        },
      ],
    });
    expect(book).toEqual({
      marketId: '1.234',
      status: 'OPEN',
      inPlay: true,
      runners: [
        {
          runnerId: '47972',
          availableToBack: [
            { price: 2.1, size: 30_000 },
            { price: 2.08, size: 5_000 },
            { price: 2.06, size: 12_050 },
          ],
          availableToLay: [
            { price: 2.12, size: 20_000 },
            { price: 2.14, size: 8_000 },
          ],
          lastTradedPrice: 2.1,
        },
      ],
    });
  });

  it('drops malformed levels and runners, and treats an unknown status as suspended', () => {
    const book = marketBookFromDoc('m', {
      status: 'weird',
      runners: [
        { ex: { availableToBack: [{ price: 2, size: 1 }] } },
        { runnerId: 'r2', ex: { availableToBack: [null, { price: 'x', size: 1 }, { price: 1, size: 5 }, { price: 3, size: -1 }] } },
      ],
    });
    expect(book?.status).toBe('SUSPENDED');
    expect(book?.runners).toEqual([{ runnerId: 'r2', availableToBack: [], availableToLay: [], lastTradedPrice: null }]);
    expect(marketBookFromDoc('gone', undefined)).toBeNull();
  });

  it('maps a score document', () => {
    expect(eventScoreFromDoc('41001', { inplay: true, score: { runs: [120, 0], wickets: [3, 0] } })).toEqual({
      eventId: '41001',
      inPlay: true,
      status: 'IN_PLAY',
      score: { runs: [120, 0], wickets: [3, 0] },
    });
  });

  it('configures Firebase only when all six projects have all seven settings', () => {
    const env: Record<string, string> = {};
    for (const p of ['CRICKET', 'TENNIS', 'SOCCER', 'BINARY', 'OTHER', 'SCORE'])
      for (const f of ['API_KEY', 'AUTH_DOMAIN', 'PROJECT_ID', 'STORAGE_BUCKET', 'MESSAGING_SENDER_ID', 'APP_ID', 'MEASUREMENT_ID']) env[`VITE_FIREBASE_${p}_${f}`] = `${p}-${f}`;
    expect(firebaseProjectsFrom(env)?.CRICKET.projectId).toBe('CRICKET-PROJECT_ID');
    delete env.VITE_FIREBASE_SCORE_APP_ID;
    expect(firebaseProjectsFrom(env)).toBeNull();
    expect([4, 2, 1, 66103, 7, 7522].map(projectForSport)).toEqual(['CRICKET', 'TENNIS', 'SOCCER', 'BINARY', 'OTHER', 'OTHER']);
  });
});
