import { graphql } from '@/gql/gql';

/** A race of the card: what the heading and the stage need. */
export const RaceCard_race = graphql(`
  fragment RaceCard_race on Event {
    exEventId
    sportId
    eventName
    eventTime
    tournamentName
    inPlay
  }
`);

/** A finished race of the results panel: its final scoreboard (finishing order, names, starting prices). */
export const RaceResults_result = graphql(`
  fragment RaceResults_result on ProductResult {
    exEventId
    eventName
    eventTime
    score
  }
`);

/** The one query of /horseRacing/{sportId}: the day's races (upcoming and in play) and the last finished ones. */
export const HorseRacingQuery = graphql(`
  query HorseRacingQuery {
    racingEvents {
      exEventId
      ...RaceCard_race
    }
    racingResults: productResults(sportId: 7) {
      exEventId
      ...RaceResults_result
    }
  }
`);

/** Each listed race's win market: runners with their race card entries and the book to show until the feed's first message. */
export const RaceMarketsQuery = graphql(`
  query RaceMarkets($eventIds: [ID!]!) {
    matchOdds(eventIds: $eventIds) {
      marketId
      exEventId
      kind
      marketName
      minStake
      ...MarketBook_market
      runners {
        runnerId
        runnerName
        metadata
      }
    }
  }
`);
