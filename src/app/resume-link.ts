import { ApolloLink } from '@apollo/client';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import { map } from 'rxjs';

/**
 * The stream's resume point, end to end (docs/live-stream.md): a subscription that declares `$after`
 * (myOrders) has it set, in its own variables, to the `seq` of each update it delivers. graphql-ws
 * sends a subscription's variables again each time its socket reconnects, so a dropped socket — to
 * this gateway or, behind a load balancer, another — asks for exactly the changes after the last one
 * applied, not a fresh snapshot. Variables are copied first: the caller's object is never changed.
 */
export const resumeAfterSeq = new ApolloLink((operation, forward) => {
  if (!declaresAfter(operation.query)) return forward(operation);
  operation.variables = { ...operation.variables };
  const variables = operation.variables;
  return forward(operation).pipe(
    map((result) => {
      const seq = seqOf(result.data);
      if (seq !== null) variables.after = seq;
      return result;
    }),
  );
});

function declaresAfter(query: DocumentNode): boolean {
  return query.definitions.some(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === OperationTypeNode.SUBSCRIPTION && d.variableDefinitions?.some((v) => v.variable.name.value === 'after'),
  );
}

/** The `seq` of a subscription result's one root field, when it has one. */
function seqOf(data: unknown): number | null {
  if (!data || typeof data !== 'object') return null;
  const [root] = Object.values(data as Record<string, unknown>);
  const seq = root && typeof root === 'object' ? (root as { seq?: unknown }).seq : undefined;
  return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq : null;
}
