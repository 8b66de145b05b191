import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { useLoaderData } from 'react-router-dom';
import { graphql } from '@/gql/gql';
import type { HomeQueryQuery } from '@/gql/graphql';
import { SportsList } from '@/features/sports/sports-list';

export const HomeQuery = graphql(`
  query HomeQuery {
    sports {
      sportId
      ...SportsList_sports
    }
  }
`);

/** `/`: the sports the exchange offers (grows into the full home page with events). */
export function HomePage() {
  const queryRef = useLoaderData() as QueryRef<HomeQueryQuery>;
  const { data } = useReadQuery(queryRef);
  return <SportsList sports={data.sports} />;
}
