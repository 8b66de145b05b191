import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { casinoLaunchMachine, universeUrl } from './casino-launch.machine';
import type { CasinoGame } from './casino-launch.machine';
import { casinoLaunchModel } from './casino-launch.model';
import { CONTACT_UPLINE } from './lib/messages';
import { createEffectLog, describeModel } from '../tools/machines/model-test-kit';

function start(token: string | null) {
  const log = createEffectLog();
  const machine = casinoLaunchMachine.provide({
    actions: { navigate: log.effect('navigate'), visitUrl: log.effect('visitUrl'), openUrl: log.effect('openUrl'), toastError: log.effect('toastError') },
  });
  return { actor: createActor(machine, { input: { token } }).start(), log };
}

const launch = (token: string | null, game: CasinoGame) => {
  const { actor, log } = start(token);
  actor.send({ type: 'casino.launch', game });
  return { state: actor.getSnapshot().value, calls: log.calls, url: actor.getSnapshot().context.url };
};

describe('casinoLaunchMachine', () => {
  it('without a token asks for the login popup, then launches the game once logged in (issue 35)', () => {
    const { actor, log } = start(null);
    const wanted: unknown[] = [];
    actor.on('login.wanted', (e) => wanted.push(e));
    actor.send({ type: 'casino.launch', game: { eventId: '1', companyName: 'UNIVERSE', link: 'https://u/{token}' } });
    expect(actor.getSnapshot().value).toBe('askedToLogin');
    expect(wanted).toEqual([{ type: 'login.wanted' }]);
    expect(log.calls).toEqual([]);
    actor.send({ type: 'session.change', token: 'tok' });
    expect(actor.getSnapshot().value).toBe('launched');
    expect(log.calls).toEqual([{ name: 'visitUrl', params: { url: 'https://u/tok' } }]);
  });

  it('forgets the game when the login popup is closed: a later login launches nothing', () => {
    const { actor, log } = start(null);
    actor.send({ type: 'casino.launch', game: { eventId: '1', companyName: 'UNIVERSE', link: 'https://u/{token}' } });
    actor.send({ type: 'launch.abandon' });
    actor.send({ type: 'session.change', token: 'tok' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log.calls).toEqual([]);
  });

  it('UNIVERSE fills token and eventId and navigates there', () => {
    const r = launch('tok/1', { eventId: '99.0010', companyName: 'UNIVERSE', link: 'https://u.example/p?t={token}&g={eventId}' });
    expect(r.state).toBe('launched');
    expect(r.calls).toEqual([{ name: 'visitUrl', params: { url: 'https://u.example/p?t=tok%2F1&g=99.0010' } }]);
    expect(universeUrl('a/{token}/{token}', 'x', '1')).toBe('a/x/x');
  });

  it('VIMAAN opens the link as is', () => {
    const r = launch('tok', { eventId: '88.0001', companyName: 'vimaan', link: 'https://v.example/{token}' });
    expect(r.state).toBe('openedPartnerGame');
    expect(r.calls).toEqual([{ name: 'openUrl', params: { url: 'https://v.example/{token}' } }]);
  });

  it.each([
    ['no link', { eventId: '1', companyName: 'UNIVERSE', link: '' }],
    ['a link without the token placeholder', { eventId: '1', companyName: 'UNIVERSE', link: 'https://u.example/{eventId}' }],
    ['VIMAAN without a link', { eventId: '1', companyName: 'VIMAAN' }],
    ['another company', { eventId: '1', companyName: 'EZUGI', link: 'https://e.example/{token}' }],
  ])("%s: 'Please contact your upline! '", (_, game) => {
    const r = launch('tok', game);
    expect(r.state).toBe('referredToUpline');
    expect(r.calls).toEqual([{ name: 'toastError', params: { message: 'Please contact your upline! ' } }]);
    expect(CONTACT_UPLINE).toBe('Please contact your upline! ');
  });

  it('uses the token of the latest session change', () => {
    const { actor, log } = start(null);
    actor.send({ type: 'session.change', token: 'fresh' });
    actor.send({ type: 'casino.launch', game: { eventId: '9', companyName: 'UNIVERSE', link: 'x?t={token}' } });
    expect(log.calls).toEqual([{ name: 'visitUrl', params: { url: 'x?t=fresh' } }]);
  });
});

describeModel(casinoLaunchModel, { start: () => ({ actor: start(null).actor }) });
