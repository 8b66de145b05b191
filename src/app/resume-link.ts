import { ApolloLink } from '@apollo/client';
import { map } from 'rxjs';

/**
 * The stream's resume point, end to end (docs/live-stream.md): a subscription whose updates carry a
 * `seq` (myOrders) has its `after` variable set, in its own variables, to the last one delivered.
 * graphql-ws sends a subscription's variables again each time its socket reconnects, so a dropped
 * socket — to this gateway or, behind a load balancer, another — asks for exactly the changes after
 * the last one applied, not a fresh snapshot. (A document that declares no `$after` ignores it.)
 * Variables are copied first: the caller's object is never changed.
 */
export const resumeAfterSeq = new ApolloLink((operation, forward) => {
  const variables = (operation.variables = { ...operation.variables });
  return forward(operation).pipe(
    map((result) => {
      const root = Object.values(result.data ?? {})[0] as { seq?: unknown } | null | undefined;
      if (typeof root?.seq === 'number') variables.after = root.seq;
      return result;
    }),
  );
});
