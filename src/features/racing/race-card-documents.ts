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

/** What /horseRacing/{sportId} lists: the day's races (upcoming and in play) and the last finished ones (the query and each push read the same). */
export const HorseRacingLists = graphql(`
  fragment HorseRacingLists on Query {
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

/** The one query of /horseRacing/{sportId}. */
export const HorseRacingQuery = graphql(`
  query HorseRacingQuery {
    ...HorseRacingLists
  }
`);

/** The lists again each time a race is made, goes off or finishes (productChanged, once at the start too); prices move on marketBook. */
export const HorseRacingLive = graphql(`
  subscription HorseRacingLive {
    productChanged(product: RACING) {
      ...HorseRacingLists
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
