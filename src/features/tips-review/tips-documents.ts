import { graphql } from '@/gql/gql';

/** The one query of /tipsreview: the tips with their outcomes, and each author's record. */
export const TipsReviewQuery = graphql(`
  query TipsReviewQuery {
    tips {
      tipId
      exEventId
      sportId
      sportName
      eventName
      title
      body
      author
      confidence
      createdAt
      marketId
      selectionName
      odds
      outcome
    }
    tipAuthors {
      author
      tips
      pending
      won
      lost
      void
      hitRateBp
      profit
      levelStake
    }
  }
`);
