import { dehydrate, hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';

/**
 * Renders at most this many times: the first render finds the page's queries, the second can find
 * queries that depend on their answers (a signed-in user's run panel), the third has them all.
 */
const MAX_RENDERS = 3;

/** The server's cache: no retries (a failed query renders as loading and the browser tries again). */
function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** A query a component asked for that has no answer yet and is allowed to run. */
function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending') return false;
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (typeof queryFn !== 'function') return false;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Renders a tree that reads its data with TanStack Query, answering on the server the very queries
 * its components ask for: render, run the queries that came up unanswered, render again with their
 * answers, until no new query comes up. No route needs a list of what it loads, so a component that
 * gains a query is server-rendered with its data without any change here. A query that fails stays
 * unanswered: it renders in its loading state and the browser runs it, as before server rendering.
 */
export async function renderWithQueries(
  render: (client: QueryClient) => string,
): Promise<{ html: string; state: DehydratedState }> {
  const answers = createServerQueryClient();
  const tried = new Set<string>();
  for (let pass = 1; ; pass++) {
    const client = createServerQueryClient();
    hydrate(client, dehydrate(answers));
    const html = render(client);
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((query) => isWanted(query) && !tried.has(query.queryHash));
    if (wanted.length === 0 || pass === MAX_RENDERS) return { html, state: dehydrate(answers) };
    for (const query of wanted) tried.add(query.queryHash);
    await Promise.all(
      wanted.map((query) =>
        'initialPageParam' in query.options
          ? answers.prefetchInfiniteQuery(query.options as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
          : answers.prefetchQuery(query.options as Parameters<QueryClient['prefetchQuery']>[0]),
      ),
    );
  }
}
