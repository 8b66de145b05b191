import type { PreloadedQueryRef, QueryRef } from '@apollo/client/react';
import { use } from 'react';
import { useLoaderData } from 'react-router-dom';

/**
 * A first-load loader's answer while the page's query waits for something before it starts (the
 * startup lists, router.tsx): the query's reference once it is made.
 */
export interface PendingQueryRef {
  pendingRef: Promise<PreloadedQueryRef<unknown>>;
}

const isPending = (data: unknown): data is PendingQueryRef => typeof data === 'object' && data !== null && 'pendingRef' in data;

/**
 * The route loader's query reference, for `useReadQuery`. On the first load of a route that renders
 * before its data (RouteView.renderBeforeData) the reference may itself still be coming: the page
 * suspends here until it is made, as it then suspends in `useReadQuery` until the data is in.
 */
export function useLoaderQueryRef<T>(): QueryRef<T> {
  const data = useLoaderData() as QueryRef<T> | PendingQueryRef;
  return (isPending(data) ? use(data.pendingRef) : data) as QueryRef<T>;
}
