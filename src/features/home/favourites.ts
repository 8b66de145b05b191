import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { graphql } from '@/gql/gql';

const MyFavourites = graphql(`
  query MyFavourites {
    favourites
  }
`);

const SetFavourite = graphql(`
  mutation SetFavourite($eventId: ID!, $favourite: Boolean!) {
    setFavourite(eventId: $eventId, favourite: $favourite)
  }
`);

/**
 * The user's starred events (null when logged out) and a toggle. The exchange keeps them, so they
 * follow the user across devices and survive logout; the star flips at once (optimistic answer).
 */
export function useFavourites(loggedIn: boolean) {
  const { data } = useQuery(MyFavourites, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  const [setFavourite] = useMutation(SetFavourite, {
    update(cache, { data: reply }) {
      if (reply) cache.writeQuery({ query: MyFavourites, data: { favourites: reply.setFavourite } });
    },
  });
  const ids = data?.favourites;
  const favourites = useMemo(() => (loggedIn ? new Set<string>(ids ?? []) : null), [loggedIn, ids]);
  const toggle = useCallback(
    (exEventId: string) => {
      if (!favourites) return;
      const favourite = !favourites.has(exEventId);
      const next = favourite ? [exEventId, ...favourites] : [...favourites].filter((id) => id !== exEventId);
      void setFavourite({ variables: { eventId: exEventId, favourite }, optimisticResponse: { setFavourite: next } });
    },
    [favourites, setFavourite],
  );
  return { favourites, toggle };
}
