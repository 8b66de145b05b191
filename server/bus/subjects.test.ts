import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BusError } from './bus';
import {
  assertFilter,
  assertSubject,
  changeSubject,
  decodeToken,
  encodeToken,
  marketCommandSubject,
  ownershipKey,
  partitionOf,
  partSubject,
  PARTITIONS,
  subjectMatches,
  topicOfChange,
} from './subjects';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof BusError ? error.code : 'OTHER';
  }
  return 'NONE';
};

describe('partitionOf', () => {
  it('is FNV-1a 32 modulo 32: the published vectors ("" 0x811c9dc5, "a" 0xe40c292c, "foobar" 0xbf9cf968)', () => {
    expect(partitionOf('')).toBe(0x811c9dc5 % 32);
    expect(partitionOf('a')).toBe(0xe40c292c % 32);
    expect(partitionOf('foobar')).toBe(0xbf9cf968 % 32);
  });

  it('pins market ids to partitions (a change here moves every market to another owner)', () => {
    expect(PARTITIONS).toBe(32);
    expect(partitionOf('1.234567')).toBe(partitionOf('1'));
    expect(partitionOf('m1')).toBe(11);
    expect(partitionOf('market-42')).toBe(22);
    expect(partitionOf('é')).toBe(1);
    expect(partitionOf('41001.mo')).toBe(0x63741dd5 % 32);
    expect(marketCommandSubject('41001.mo')).toBe(`cmd.part.${0x63741dd5 % 32}`);
  });

  it("puts every market of an event in its event's partition (an incident suspends them on one owner)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z-]{1,12}$/), fc.array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 6 }), (eventId, kinds) => {
        for (const kind of kinds) expect(partitionOf(`${eventId}.${kind}`)).toBe(partitionOf(eventId));
      }),
    );
    expect(ownershipKey('7712.ball23')).toBe('7712');
    expect(ownershipKey('no-dot')).toBe('no-dot');
    expect(ownershipKey('.leading')).toBe('.leading');
  });

  it('always answers a partition in range', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (id) => {
      const p = partitionOf(id);
      return Number.isInteger(p) && p >= 0 && p < PARTITIONS;
    }));
  });
});

describe('tokens', () => {
  it('keeps [A-Za-z0-9_-] and escapes every other UTF-8 byte', () => {
    expect(encodeToken('abc_XYZ-09')).toBe('abc_XYZ-09');
    expect(encodeToken('1.234')).toBe('1~2E234');
    expect(encodeToken('a b*>~')).toBe('a~20b~2A~3E~7E');
    expect(encodeToken('é')).toBe('~C3~A9');
  });

  it('round-trips any text and makes one valid token', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', minLength: 1 }), (text) => {
      const token = encodeToken(text);
      expect(token).toMatch(/^[A-Za-z0-9_~-]+$/);
      expect(decodeToken(token)).toBe(text);
    }));
  });

  it('refuses tokens encodeToken cannot make', () => {
    for (const bad of ['', 'a.b', '~2e', '~4', '~41', 'a b', '~FF', '*']) expect(code(() => decodeToken(bad)), bad).toBe('BAD_SUBJECT');
    expect(code(() => encodeToken(''))).toBe('BAD_SUBJECT');
    expect(code(() => encodeToken('a\uD800b'))).toBe('BAD_SUBJECT');
  });
});

describe('change subjects', () => {
  it('maps hub topics to one subject per topic and back', () => {
    expect(changeSubject('market:1.234')).toBe('chg.market.1~2E234');
    expect(changeSubject('orders:u-1')).toBe('chg.orders.u-1');
    expect(changeSubject('banking:a:b')).toBe('chg.banking.a~3Ab');
    for (const topic of ['market:1.234', 'orders:u-1', 'banking:a:b', 'score:é v. ü']) expect(topicOfChange(changeSubject(topic))).toBe(topic);
  });

  it('round-trips any id under any prefix', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ unit: 'binary', minLength: 1 }), (prefix, id) => {
      expect(topicOfChange(changeSubject(`${prefix}:${id}`))).toBe(`${prefix}:${id}`);
    }));
  });

  it('refuses what is not a topic or a change subject', () => {
    for (const bad of ['market', ':1', 'mar.ket:1', 'market:']) expect(code(() => changeSubject(bad)), bad).toBe('BAD_SUBJECT');
    for (const bad of ['cmd.any', 'chg.market', 'chg.market.a.b', 'chg.market.~zz']) expect(code(() => topicOfChange(bad)), bad).toBe('BAD_SUBJECT');
  });
});

describe('command subjects', () => {
  it('names each partition and refuses one out of range', () => {
    expect(partSubject(0)).toBe('cmd.part.0');
    expect(partSubject(31)).toBe('cmd.part.31');
    for (const bad of [-1, 32, 1.5, Number.NaN]) expect(code(() => partSubject(bad))).toBe('BAD_SUBJECT');
  });
});

describe('validation and matching', () => {
  it('checks subjects and filters', () => {
    expect(assertSubject('chg.market.1~2E2')).toBe('chg.market.1~2E2');
    for (const bad of ['', 'a..b', 'a.*', 'a.>', 'a b', '.a', 'a.']) expect(code(() => assertSubject(bad)), bad).toBe('BAD_SUBJECT');
    for (const ok of ['a.*.c', 'a.>', '>', '*', 'chg.market.x']) expect(assertFilter(ok)).toBe(ok);
    for (const bad of ['a.>.c', 'a..b', 'a*', '', 'a.b>']) expect(code(() => assertFilter(bad)), bad).toBe('BAD_SUBJECT');
  });

  it('matches NATS wildcards: * one token, > one or more trailing tokens', () => {
    expect(subjectMatches('chg.>', 'chg.market.1')).toBe(true);
    expect(subjectMatches('chg.>', 'chg')).toBe(false);
    expect(subjectMatches('chg.*.1', 'chg.market.1')).toBe(true);
    expect(subjectMatches('chg.*', 'chg.market.1')).toBe(false);
    expect(subjectMatches('chg.market.1', 'chg.market.1')).toBe(true);
    expect(subjectMatches('chg.market.1', 'chg.market.2')).toBe(false);
    expect(subjectMatches('chg.market', 'chg.market.1')).toBe(false);
    expect(subjectMatches('cmd.part.*', 'cmd.part.7')).toBe(true);
    expect(subjectMatches('>', 'a')).toBe(true);
  });
});
