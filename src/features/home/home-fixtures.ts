import type { SportWithEvents } from './sport-sections';

const hours = (h: number) => new Date(Date.UTC(2030, 0, 10, 12) + h * 3_600_000).toISOString();

/** Sports with events for stories and tests. */
export const sportsFixture: SportWithEvents[] = [
  {
    sportId: 4,
    sportName: 'Cricket',
    events: [
      { exEventId: '41002', sportId: 4, eventName: 'Royal Challengers Bengaluru v Kolkata Knight Riders', eventTime: hours(3), inPlay: false, tournamentName: 'Indian Premier League' },
      { exEventId: '41001', sportId: 4, eventName: 'Mumbai Indians v Chennai Super Kings', eventTime: hours(-1), inPlay: true, tournamentName: 'Indian Premier League' },
      { exEventId: '41005', sportId: 4, eventName: 'England v South Africa', eventTime: hours(50), inPlay: false, tournamentName: 'ODI Series' },
    ],
  },
  {
    sportId: 2,
    sportName: 'Tennis',
    events: [{ exEventId: '22001', sportId: 2, eventName: 'Carlos Alcaraz v Jannik Sinner', eventTime: hours(-1), inPlay: true, tournamentName: 'ATP Tour' }],
  },
  { sportId: 7522, sportName: 'Basketball', events: [] },
];
