import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { HomePage, HomeQuery } from '@/features/home/home-page';
import { Layout } from './layout';
import { RouteLoading } from './route-loading';

/** The route table. Each route preloads its one query in the loader (CONVENTIONS: Data). */
export function createAppRouter(client: ApolloClient) {
  const preloadQuery = createQueryPreloader(client);
  return createBrowserRouter([
    {
      path: '/',
      element: <Layout />,
      hydrateFallbackElement: <RouteLoading />,
      children: [
        {
          index: true,
          element: <HomePage />,
          loader: () => preloadQuery.toPromise(preloadQuery(HomeQuery)),
        },
        { path: 'home', element: <Navigate to="/" replace /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
}
