/**
 * The back office's Audit page (issue #47): the filter being edited, showing it, and the CSV export.
 * The page's entries are the route's one query (its variables from the URL); this machine holds the
 * draft filter, asks for it to be shown (`showFilter`: the page navigates), follows the page while it
 * loads (`page.loading` / `page.loaded`, from the router; a query that fails shows in the back-office
 * frame's error), and runs the export.
 *
 * Input: `{ filter }`, the filter the URL shows.
 * Events: `filter.edit { field, value }`, `range.pick { range }`, `filter.apply`, `filter.clear`,
 * `filter.sync { filter }` (the URL changed: back/forward), `page.loading`, `page.loaded`, `csv.export`.
 * Must be provided: action `showFilter` ({ filter }); actor `exportCsv` (input { filter }, resolves
 * once the file is handed to the browser).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedError } from './lib/effects';

export interface AuditRange {
  /** First day, yyyy-MM-dd. */
  from: string;
  /** Last day (inclusive), yyyy-MM-dd. */
  to: string;
}

export interface AuditFilterDraft {
  /** The actor's user name ('' any). */
  actor: string;
  /** The target's name or id ('' any). */
  target: string;
  /** An act or a family of acts ('' all). */
  kind: string;
  range: AuditRange;
}

export type AuditTextField = 'actor' | 'target' | 'kind';

export interface AuditLogContext {
  /** What the filter form shows. */
  draft: AuditFilterDraft;
  /** What the page shows (the URL's). */
  shown: AuditFilterDraft;
  exportError: string | null;
}

export type AuditLogEvent =
  | { type: 'filter.edit'; field: AuditTextField; value: string }
  | { type: 'range.pick'; range: AuditRange }
  | { type: 'filter.apply' }
  | { type: 'filter.clear' }
  | { type: 'filter.sync'; filter: AuditFilterDraft }
  | { type: 'page.loading' }
  | { type: 'page.loaded' }
  | { type: 'csv.export' };

const NAME = 'auditLogMachine';

/** The filter as it is applied: names trimmed. */
export const cleanFilter = (f: AuditFilterDraft): AuditFilterDraft => ({ ...f, actor: f.actor.trim(), target: f.target.trim(), kind: f.kind.trim() });

const sameFilter = (a: AuditFilterDraft, b: AuditFilterDraft) => a.actor === b.actor && a.target === b.target && a.kind === b.kind && a.range.from === b.range.from && a.range.to === b.range.to;

export const auditLogMachine = setup({
  types: {
    input: {} as { filter: AuditFilterDraft },
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
  },
  actions: {
    showFilter: (_, _params: { filter: AuditFilterDraft }) => {
      throw notProvidedError(NAME, 'showFilter');
    },
  },
  actors: {
    exportCsv: fromPromise<void, { filter: AuditFilterDraft }>(() => {
      throw notProvidedError(NAME, 'exportCsv');
    }),
  },
  guards: {
    draftDiffers: ({ context }) => !sameFilter(cleanFilter(context.draft), context.shown),
  },
}).createMachine({
  id: 'auditLog',
  type: 'parallel',
  context: ({ input }) => ({ draft: input.filter, shown: input.filter, exportError: null }),
  on: {
    'filter.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }) },
    'filter.sync': { actions: assign({ draft: ({ event }) => event.filter, shown: ({ event }) => event.filter }) },
  },
  states: {
    page: {
      initial: 'shown',
      states: {
        shown: {
          tags: ['ready'],
          on: { 'page.loading': 'loading' },
        },
        loading: {
          tags: ['busy'],
          on: { 'page.loaded': 'shown' },
        },
      },
      on: {
        // A picked range applies at once, as the other back-office filters do.
        'range.pick': {
          actions: [
            assign({ draft: ({ context, event }) => ({ ...context.draft, range: event.range }), shown: ({ context, event }) => cleanFilter({ ...context.draft, range: event.range }) }),
            { type: 'showFilter', params: ({ context }) => ({ filter: context.shown }) },
          ],
        },
        'filter.apply': {
          guard: 'draftDiffers',
          description: 'Names typed but not applied stay a draft until Show (or Enter).',
          actions: [assign({ shown: ({ context }) => cleanFilter(context.draft) }), { type: 'showFilter', params: ({ context }) => ({ filter: context.shown }) }],
        },
        'filter.clear': {
          actions: [
            assign({ draft: ({ context }) => ({ ...context.draft, actor: '', target: '', kind: '' }), shown: ({ context }) => ({ ...context.shown, actor: '', target: '', kind: '' }) }),
            { type: 'showFilter', params: ({ context }) => ({ filter: context.shown }) },
          ],
        },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'csv.export': 'exporting' } },
        exporting: {
          tags: ['exporting'],
          invoke: {
            src: 'exportCsv',
            input: ({ context }) => ({ filter: context.shown }),
            onDone: { target: 'idle', actions: assign({ exportError: null }) },
            onError: { target: 'failed', actions: assign({ exportError: ({ event }) => (event.error instanceof Error ? event.error.message : 'The export failed') }) },
          },
        },
        failed: { on: { 'csv.export': { target: 'exporting', actions: assign({ exportError: null }) } } },
      },
    },
  },
});
