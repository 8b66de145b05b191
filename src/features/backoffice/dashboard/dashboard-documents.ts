import { graphql } from '@/gql/gql';

/** The one query of `/backoffice`: my level's figures at a glance (A2's backofficeDashboard). */
export const BackofficeDashboardQuery = graphql(`
  query BackofficeDashboard {
    backofficeDashboard {
      downlineSize
      bettors
      totalBalance
      creditGiven
      exposure
      myPnlToday
      myPnlWeek
      downlinePnlToday
      downlinePnlWeek
      requestsWaiting
    }
  }
`);
