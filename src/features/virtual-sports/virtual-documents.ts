import { graphql } from '@/gql/gql';

/** The one query of /virtualsports: the schedule with favourites' prices, and recent results. */
export const VirtualSportsQuery = graphql(`
  query VirtualSportsQuery {
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

/** The schedule a virtual details page offers the next event from (read beside the page's own query). */
export const VirtualNextQuery = graphql(`
  query VirtualNextQuery {
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
