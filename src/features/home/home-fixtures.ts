import type { SportSections_GroupsFragment, SportSections_SportsFragment } from '@/gql/graphql';

const hours = (h: number) => new Date(Date.UTC(2030, 0, 10, 12) + h * 3_600_000).toISOString();

/** The sports list, as the gateway answers it, for stories and tests. */
export const sportsFixture: SportSections_SportsFragment[] = [
  { sportId: 4, sportName: 'Cricket' },
  { sportId: 2, sportName: 'Tennis' },
  { sportId: 7522, sportName: 'Basketball' },
];

/** The all-events groups, as the gateway answers them (basketball has none open). */
export const eventGroupsFixture: SportSections_GroupsFragment[] = [
  {
    sportId: 4,
    events: [
      { exEventId: '41002', sportId: 4, eventName: 'Royal Challengers Bengaluru v Kolkata Knight Riders', eventTime: hours(3), inPlay: false, tournamentName: 'Indian Premier League' },
      { exEventId: '41001', sportId: 4, eventName: 'Mumbai Indians v Chennai Super Kings', eventTime: hours(-1), inPlay: true, tournamentName: 'Indian Premier League' },
      { exEventId: '41005', sportId: 4, eventName: 'England v South Africa', eventTime: hours(50), inPlay: false, tournamentName: 'ODI Series' },
    ],
  },
  {
    sportId: 2,
    events: [{ exEventId: '22001', sportId: 2, eventName: 'Carlos Alcaraz v Jannik Sinner', eventTime: hours(-1), inPlay: true, tournamentName: 'ATP Tour' }],
  },
];
