import { CombinedGraphQLErrors } from '@apollo/client';

/** The stable code (extensions.code) and message of a failed GraphQL call; a network failure is NETWORK_ERROR. */
export function graphqlFailure(error: unknown): { code: string; message: string } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return { code: typeof code === 'string' ? code : 'UNKNOWN_ERROR', message: first?.message ?? 'The request failed' };
  }
  return { code: 'NETWORK_ERROR', message: 'The exchange could not be reached. Check your connection and try again.' };
}
