import { graphql } from '@/gql/gql';

/** What /tipsreview shows: the tips with their outcomes, and each author's record (the query and each push read the same). */
export const TipsReviewLists = graphql(`
  fragment TipsReviewLists on Query {
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

/** The one query of /tipsreview. */
export const TipsReviewQuery = graphql(`
  query TipsReviewQuery {
    ...TipsReviewLists
  }
`);

/** The tips and records again each time a tip is published or graded (productChanged, once at the start too). */
export const TipsReviewLive = graphql(`
  subscription TipsReviewLive {
    productChanged(product: TIPS) {
      ...TipsReviewLists
    }
  }
`);
