import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createEffectLog } from '../tools/machines/model-test-kit';
import { auditLogMachine, type AuditFilterDraft } from './audit-log.machine';

const week = { from: '2026-11-19', to: '2026-11-25' };
const start0: AuditFilterDraft = { actor: '', target: '', kind: '', range: week };

function start(opts: { exportCsv?: (filter: AuditFilterDraft) => Promise<void>; filter?: AuditFilterDraft } = {}) {
  const log = createEffectLog();
  const exported: AuditFilterDraft[] = [];
  const machine = auditLogMachine.provide({
    actions: { showFilter: log.effect('showFilter') },
    actors: {
      exportCsv: fromPromise<void, { filter: AuditFilterDraft }>(async ({ input }) => {
        exported.push(input.filter);
        await (opts.exportCsv ?? (() => Promise.resolve()))(input.filter);
      }),
    },
  });
  return { actor: createActor(machine, { input: { filter: opts.filter ?? start0 } }).start(), log, exported };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auditLogMachine', () => {
  it('keeps typed names a draft until applied, then shows the trimmed filter once', () => {
    const { actor, log } = start();
    actor.send({ type: 'filter.edit', field: 'actor', value: ' agent ' });
    actor.send({ type: 'filter.edit', field: 'kind', value: 'credit' });
    expect(log.calls).toEqual([]);
    expect(actor.getSnapshot().context.draft).toMatchObject({ actor: ' agent ', kind: 'credit' });
    actor.send({ type: 'filter.apply' });
    expect(log.calls).toEqual([{ name: 'showFilter', params: { filter: { actor: 'agent', target: '', kind: 'credit', range: week } } }]);
    // Applying the same filter again asks for nothing.
    actor.send({ type: 'filter.apply' });
    expect(log.calls).toHaveLength(1);
  });

  it('applies a picked date range at once, with the names applied so far', () => {
    const { actor, log } = start({ filter: { ...start0, target: 'demo' } });
    actor.send({ type: 'range.pick', range: { from: '2026-11-01', to: '2026-11-10' } });
    expect(log.calls).toEqual([{ name: 'showFilter', params: { filter: { actor: '', target: 'demo', kind: '', range: { from: '2026-11-01', to: '2026-11-10' } } } }]);
  });

  it('clears the names and kind but keeps the range', () => {
    const { actor, log } = start({ filter: { actor: 'agent', target: 'demo', kind: 'user', range: week } });
    actor.send({ type: 'filter.clear' });
    expect(log.calls).toEqual([{ name: 'showFilter', params: { filter: start0 } }]);
    expect(actor.getSnapshot().context.draft).toEqual(start0);
  });

  it('follows the page as it loads, and takes the URL’s filter on back/forward', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.send({ type: 'page.loading' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'page.loaded' });
    expect(actor.getSnapshot().matches({ page: 'shown' })).toBe(true);
    const back = { actor: 'master', target: '', kind: '', range: week };
    actor.send({ type: 'filter.sync', filter: back });
    expect(actor.getSnapshot().context).toMatchObject({ draft: back, shown: back });
  });

  it('exports the filter shown, not the draft, and reports a failed export until the next try', async () => {
    let fail = true;
    const { actor, exported } = start({
      filter: { ...start0, kind: 'market' },
      exportCsv: () => (fail ? Promise.reject(new Error('Export refused: PERMISSION_DENIED')) : Promise.resolve()),
    });
    actor.send({ type: 'filter.edit', field: 'actor', value: 'not applied' });
    actor.send({ type: 'csv.export' });
    expect(actor.getSnapshot().hasTag('exporting')).toBe(true);
    await settle();
    expect(exported).toEqual([{ ...start0, kind: 'market' }]);
    expect(actor.getSnapshot().matches({ export: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.exportError).toBe('Export refused: PERMISSION_DENIED');
    fail = false;
    actor.send({ type: 'csv.export' });
    expect(actor.getSnapshot().context.exportError).toBeNull();
    await settle();
    expect(actor.getSnapshot().matches({ export: 'idle' })).toBe(true);
    expect(exported).toHaveLength(2);
  });
});
