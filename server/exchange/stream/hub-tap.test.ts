import { describe, expect, it } from 'vitest';
import { ChangeHub } from './hub';

describe('ChangeHub taps (the live risk book observes every order change)', () => {
  it('hands every publish under a prefix to its observers, listened to or not, until stopped', async () => {
    const hub = new ChangeHub(async () => null);
    const seen: Array<[string, unknown]> = [];
    const stop = hub.tap('orders', (id, data) => seen.push([id, data]));
    hub.publish('orders:u-1', { betId: 'b1' });
    hub.publish('balance:u-1', { wallet: 1 });
    await hub.subscribe('orders:u-2', () => {});
    hub.publish('orders:u-2', { betId: 'b2' });
    stop();
    hub.publish('orders:u-1', { betId: 'b3' });
    expect(seen).toEqual([
      ['u-1', { betId: 'b1' }],
      ['u-2', { betId: 'b2' }],
    ]);
  });

  it('tells `watch:<prefix>` observers the id of each new listener under the prefix', async () => {
    const hub = new ChangeHub(async () => null);
    const watched: string[] = [];
    hub.tap('watch:risk', (id) => watched.push(id));
    await hub.subscribe('risk:u-agent', () => {});
    await hub.subscribe('ticker:u-agent', () => {});
    await hub.subscribe('risk:u-master', () => {});
    expect(watched).toEqual(['u-agent', 'u-master']);
  });
});
