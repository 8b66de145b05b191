import { graphql } from '@/gql/gql';

/** What /virtualsports shows: the schedule with favourites' prices, and recent results (the query and each push read the same). */
export const VirtualSportsLists = graphql(`
  fragment VirtualSportsLists on Query {
    virtualEvents {
      exEventId
      sportId
      eventName
      eventTime
      inPlay
      tournamentId
      tournamentName
      markets {
        marketId
        status
        runners {
          runnerId
          runnerName
          availableToBack {
            price
          }
        }
      }
    }
    productResults(sportId: 66101) {
      exEventId
      eventName
      eventTime
      tournamentId
      tournamentName
      score
    }
  }
`);

/** The one query of /virtualsports. */
export const VirtualSportsQuery = graphql(`
  query VirtualSportsQuery {
    ...VirtualSportsLists
  }
`);

/** The lists again each time an event opens, starts or finishes (productChanged, once at the start too); favourites' prices move on marketBook. */
export const VirtualSportsLive = graphql(`
  subscription VirtualSportsLive {
    productChanged(product: VIRTUAL) {
      ...VirtualSportsLists
    }
  }
`);

/** The schedule a virtual details page offers the next event from (read beside the page's own query). */
export const VirtualNextLists = graphql(`
  fragment VirtualNextLists on Query {
    virtualEvents {
      exEventId
      sportId
      eventName
      eventTime
      inPlay
      tournamentName
    }
  }
`);

export const VirtualNextQuery = graphql(`
  query VirtualNextQuery {
    ...VirtualNextLists
  }
`);

/** That schedule again each time an event opens, starts or finishes. */
export const VirtualNextLive = graphql(`
  subscription VirtualNextLive {
    productChanged(product: VIRTUAL) {
      ...VirtualNextLists
    }
  }
`);
