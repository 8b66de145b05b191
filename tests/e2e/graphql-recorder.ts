import type { Page } from 'playwright-core';

/** One GraphQL operation the page sent: over HTTP (query, mutation) or as a graphql-ws `subscribe` message. */
export interface RecordedOperation {
  at: number;
  transport: 'http' | 'ws';
  kind: 'query' | 'mutation' | 'subscription';
  name: string;
  /** The variables, as JSON (an operation repeats when its name and variables do). */
  variables: string;
  /** What the session was doing when it went out (the label set last: `mark`). */
  during: string;
}

type Body = { operationName?: string; query?: string; variables?: unknown } | null;
const postData = (read: () => unknown): Body => {
  try {
    return read() as Body;
  } catch {
    return null;
  }
};

const kindOf = (query: string | undefined, name: string): RecordedOperation['kind'] => {
  const match = query ? new RegExp(`\\b(query|mutation|subscription)\\s+${name}\\b`).exec(query) : null;
  return (match?.[1] as RecordedOperation['kind'] | undefined) ?? 'query';
};

/**
 * Records every GraphQL operation a page sends, from now on: each POST to /graphql (its operation name,
 * kind and variables) and each `subscribe` message on its graphql-ws sockets. `mark(label)` names what
 * the session does next, so a report says which step sent what.
 */
export function recordGraphql(page: Page) {
  const operations: RecordedOperation[] = [];
  let during = 'start';
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.endsWith('/graphql') || request.method() !== 'POST') return;
    const body = postData(() => request.postDataJSON());
    const name = body?.operationName ?? '(anonymous)';
    operations.push({ at: Date.now(), transport: 'http', kind: kindOf(body?.query, name), name, variables: JSON.stringify(body?.variables ?? {}), during });
  });
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.endsWith('/graphql')) return;
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') return;
      let message: { type?: string; payload?: { operationName?: string; query?: string; variables?: unknown } };
      try {
        message = JSON.parse(payload) as typeof message;
      } catch {
        return;
      }
      if (message.type !== 'subscribe') return;
      const name = message.payload?.operationName ?? '(anonymous)';
      operations.push({ at: Date.now(), transport: 'ws', kind: kindOf(message.payload?.query, name), name, variables: JSON.stringify(message.payload?.variables ?? {}), during });
    });
  });
  return {
    operations,
    mark(label: string) {
      during = label;
    },
    /** The operations sent since `from` (an index into `operations`). */
    since: (from: number) => operations.slice(from),
  };
}

/** `name(variables)` of each operation, for messages. */
export const describeOperations = (ops: readonly RecordedOperation[]) => ops.map((o) => `${o.kind} ${o.name}${o.variables === '{}' ? '' : o.variables} [${o.transport}, ${o.during}]`);
