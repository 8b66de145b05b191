import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The SPA talks only to the gateway (ARCHITECTURE §1). */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache({
      typePolicies: { Sport: { keyFields: ['sportId'] } },
    }),
  });
}
