import type { QueryResolvers } from '../__generated__/resolvers';
import type { EventRow } from '../datasources/reference-api';

const THEME_FIELDS = new Set(['exchangeFavicon', 'exchangeTitle', 'themeColor', 'exchangeLogo']);

/** Case-insensitive substring of sport or event name; blank text finds nothing (spec §5). */
export function matchEvents(events: readonly EventRow[], text: string): EventRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return events.filter((e) => e.eventName.toLowerCase().includes(needle) || e.sportName.toLowerCase().includes(needle));
}

export const Query: QueryResolvers = {
  sports: (_root, _args, { sources }) => sources.reference.sports(),
  allEvents: async (_root, _args, { sources }) =>
    Object.entries(await sources.reference.allEvents()).map(([sportId, events]) => ({ sportId: Number(sportId), events })),
  racingEvents: (_root, _args, { sources }) => sources.reference.racingEvents(),
  exchangeTypes: (_root, _args, { sources }) => sources.reference.exchangeTypes(),
  casinoLobby: (_root, _args, { sources }) => sources.reference.casinoLobby(),
  themeConfig: async (_root, _args, { sources }) => {
    const config = await sources.reference.themeConfig();
    return {
      variables: Object.entries(config)
        .filter(([name]) => !THEME_FIELDS.has(name))
        .map(([name, value]) => ({ name, value })),
      exchangeFavicon: config.exchangeFavicon ?? null,
      exchangeTitle: config.exchangeTitle ?? null,
      themeColor: config.themeColor ?? null,
      exchangeLogo: config.exchangeLogo ?? null,
    };
  },
  supportInfo: async (_root, _args, { sources }) => ({
    channels: Object.entries(await sources.reference.supportInfo()).map(([channel, value]) => ({ channel, value })),
  }),
  searchEvents: async (_root, { text }, { sources }) => (text.trim() ? matchEvents(await sources.reference.searchEventList(), text) : []),
  me: (_root, _args, { sources }) => sources.account.me(),
};
