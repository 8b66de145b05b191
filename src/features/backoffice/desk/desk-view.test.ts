import { describe, expect, it } from 'vitest';
import { intentOf, type KeyPress } from './desk-keys';
import { fieldsOf, quoteOf, sizeOf, stepQuote } from './desk-quote';
import { scoreLine } from './desk-score';
import { bookmaker, fancyLine, nextBall } from './desk-fixtures';

const press = (p: Partial<KeyPress>): KeyPress => ({ key: '', code: '', shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, inField: false, inQuote: false, ...p });

describe('the desk’s keys', () => {
  it('suspends and opens a market, or with Shift the whole event', () => {
    expect(intentOf(press({ key: 's', code: 'KeyS' }))).toEqual({ kind: 'marketSuspend' });
    expect(intentOf(press({ key: 'S', code: 'KeyS', shiftKey: true }))).toEqual({ kind: 'eventSuspend' });
    expect(intentOf(press({ key: 'o', code: 'KeyO' }))).toEqual({ kind: 'marketOpen' });
    expect(intentOf(press({ key: 'O', code: 'KeyO', shiftKey: true }))).toEqual({ kind: 'eventReopen' });
  });
  it('leaves letters to a text field, but the arrows still step the quote', () => {
    expect(intentOf(press({ key: 's', code: 'KeyS', inField: true }))).toBeNull();
    expect(intentOf(press({ key: 'ArrowUp', inField: true }))).toEqual({ kind: 'step', step: 1 });
  });
  it('acts on letters in a quote field (it takes numbers only), so J/K go on from one market’s quote to the next; ← → stay the caret’s', () => {
    expect(intentOf(press({ key: 'j', code: 'KeyJ', inField: true, inQuote: true }))).toEqual({ kind: 'focus', step: 1 });
    expect(intentOf(press({ key: 'k', code: 'KeyK', inField: true }))).toBeNull();
    expect(intentOf(press({ key: 'S', code: 'KeyS', shiftKey: true, inField: true, inQuote: true }))).toEqual({ kind: 'eventSuspend' });
    expect(intentOf(press({ key: 'ArrowRight', inField: true, inQuote: true }))).toBeNull();
  });
  it('records balls and goals with Alt, by the key’s place (Alt+4 types ¢ on a Mac)', () => {
    expect(intentOf(press({ key: '¢', code: 'Digit4', altKey: true }))).toEqual({ kind: 'ball', ball: '4' });
    expect(intentOf(press({ key: 'Ω', code: 'KeyW', altKey: true }))).toEqual({ kind: 'ball', ball: 'W' });
    expect(intentOf(press({ code: 'KeyH', altKey: true }))).toEqual({ kind: 'goal', side: 'HOME' });
    expect(intentOf(press({ key: '4', code: 'Digit4' }))).toBeNull();
  });
});

describe('quotes', () => {
  it('steps a fancy line one run and a bookmaker price one tick, keeping the spread', () => {
    expect(stepQuote(fancyLine, null, 1)).toEqual({ kind: 'quote', input: { marketId: fancyLine.marketId, fancy: { noLine: 53, noRate: 100, yesLine: 54, yesRate: 100, size: 1_000_000 } } });
    expect(stepQuote(bookmaker, '2', -1)).toEqual({ kind: 'quote', input: { marketId: bookmaker.marketId, prices: [{ runnerId: '2', back: 2.08, lay: 2.12, size: null }] } });
    expect(stepQuote(bookmaker, '1', 1)).toEqual({ kind: 'quote', input: { marketId: bookmaker.marketId, prices: [{ runnerId: '1', back: 1.81, lay: 1.86, size: 2_500_000 }] } });
    expect(stepQuote(nextBall, null, 1)).toBeNull();
  });
  it('reads typed fields back into a quote, and refuses prices off the ladder', () => {
    const fields = fieldsOf(bookmaker);
    expect(quoteOf(bookmaker, fields)).toEqual({
      act: {
        kind: 'quote',
        input: {
          marketId: bookmaker.marketId,
          prices: [
            { runnerId: '1', back: 1.8, lay: 1.85, size: 2_500_000 },
            { runnerId: '2', back: 2.1, lay: 2.14, size: null },
          ],
        },
      },
    });
    expect(quoteOf(bookmaker, { ...fields, 'back:1': '1.833' })).toEqual({ error: 'Mumbai: 1.833 is not a price on the ladder.' });
    expect(quoteOf(fancyLine, { ...fieldsOf(fancyLine), yesLine: '40' })).toEqual({ error: 'The YES line is at or above the NO line.' });
  });
  it('shows a size in rupees, reads a typed one into paise, and refuses one that is not an amount', () => {
    expect(fieldsOf(bookmaker)).toMatchObject({ 'size:1': '25000', 'size:2': '' });
    expect(fieldsOf(fancyLine)).toMatchObject({ size: '10000' });
    const sized = quoteOf(bookmaker, { ...fieldsOf(bookmaker), 'size:1': '', 'size:2': '1,500.5' });
    expect(sized).toMatchObject({ act: { input: { prices: [{ runnerId: '1', size: null }, { runnerId: '2', size: 150_050 }] } } });
    expect(quoteOf(fancyLine, { ...fieldsOf(fancyLine), size: '0.75' })).toMatchObject({ act: { input: { fancy: { noLine: 52, size: 75 } } } });
    for (const bad of ['0', '-100', 'ten', '1.005', '99999999999']) {
      expect(quoteOf(bookmaker, { ...fieldsOf(bookmaker), 'size:2': bad })).toEqual({ error: expect.stringMatching(/^Chennai: a size is rupees from ₹0\.01/) });
      expect(quoteOf(fancyLine, { ...fieldsOf(fancyLine), size: bad })).toEqual({ error: expect.stringMatching(/^Size: a size is rupees/) });
    }
    expect(sizeOf('  ')).toEqual({ size: null });
    expect(sizeOf('100000000')).toEqual({ size: 10_000_000_000 });
  });
});

describe('the score line', () => {
  it('shows cricket as runs/wickets and overs with this over', () => {
    const score = JSON.stringify({ kind: 'cricket', innings: 1, batting: 0, runs: [52, 0], wickets: [2, 0], balls: [39, 0], recent: ['1', '4', 'W'] });
    expect(scoreLine(score)).toEqual({ line: '52/2 (6.3 ov)', recent: ['1', '4', 'W'] });
    expect(scoreLine(JSON.stringify({ kind: 'soccer', home: 1, away: 0, minute: 23 }))).toEqual({ line: '1–0 · 23′', recent: [] });
    expect(scoreLine(null)).toBeNull();
  });
});
