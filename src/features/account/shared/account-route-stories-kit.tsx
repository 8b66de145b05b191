/**
 * Account routes in stories as the app mounts them: a memory data router whose loaders preload
 * each page's one query (answered by a fake link), the page reading it, and the account error
 * screen when the query fails.
 */
import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { useState, type ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type Params } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AccountError } from './account-error';

export interface AccountRoute {
  path: string;
  Page: ComponentType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own query type
  query: TypedDocumentNode<any, any>;
  variables: (params: Params, url: URL) => OperationVariables;
}

/** The data for an operation, an Error the link fails with, or null: no answer ever comes (the loading state). */
export type Answer = (operationName: string, variables: Record<string, unknown>) => Record<string, unknown> | Error | null;

function clientAnswering(answer: Answer) {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink(
      (operation) =>
        new Observable((o) => {
          const data = answer(operation.operationName ?? '', operation.variables);
          if (data === null) return;
          if (data instanceof Error) {
            o.error(data);
            return;
          }
          o.next({ data });
          o.complete();
        }),
    ),
  });
}

export function AccountRouteStory({ routes, path, answer }: { routes: readonly AccountRoute[]; path: string; answer: Answer }) {
  const [{ client, router }] = useState(() => {
    const client = clientAnswering(answer);
    const preload = createQueryPreloader(client);
    const router = createMemoryRouter(
      routes.map(({ path: pattern, Page, query, variables }) => ({
        path: pattern,
        element: <Page />,
        errorElement: <AccountError />,
        loader: ({ params, request }: { params: Params; request: Request }) => preload.toPromise(preload(query, { variables: variables(params, new URL(request.url)) })),
        hydrateFallbackElement: <p>Loading…</p>,
      })),
      { initialEntries: [path] },
    );
    return { client, router };
  });
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}

/** Adds `__typename` to an object (the cache files fragments by it). */
export const typed = <T extends object>(typename: string, value: T) => ({ __typename: typename, ...value });
