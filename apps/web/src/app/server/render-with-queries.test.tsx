// @vitest-environment node
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithQueries } from './render-with-queries';

function Greeting({ calls }: { calls: string[] }) {
  const user = useQuery({
    queryKey: ['user'],
    queryFn: async () => {
      calls.push('user');
      return { name: 'Ada', teamId: 't1' };
    },
  });
  // Depends on the first answer, as a signed-in user's run panel depends on the session.
  const team = useQuery({
    queryKey: ['team', user.data?.teamId],
    enabled: user.data !== undefined,
    queryFn: async () => {
      calls.push('team');
      return 'Analytical Engines';
    },
  });
  const broken = useQuery({
    queryKey: ['broken'],
    queryFn: async (): Promise<string> => {
      calls.push('broken');
      throw new Error('database down');
    },
  });
  return (
    <p>{`${user.data?.name ?? 'loading user'} / ${team.data ?? 'loading team'} / ${broken.data ?? 'loading broken'}`}</p>
  );
}

const renderer = (calls: string[]) => (client: QueryClient) =>
  renderToString(
    <QueryClientProvider client={client}>
      <Greeting calls={calls} />
    </QueryClientProvider>,
  );

describe('server rendering with the queries the page asks for', () => {
  it("renders with the answers of the page's queries, including those that depend on other answers", async () => {
    const calls: string[] = [];
    const { html, state } = await renderWithQueries(renderer(calls));
    expect(html).toContain('Ada / Analytical Engines');
    expect(calls.sort()).toEqual(['broken', 'team', 'user']);
    // The browser starts from the same answers, so its first render matches the server's.
    expect(state.queries.map((query) => query.queryKey)).toEqual([['user'], ['team', 't1']]);
  });

  it('a query that fails renders in its loading state and is not sent, so the browser runs it again', async () => {
    const calls: string[] = [];
    const { html, state } = await renderWithQueries(renderer(calls));
    expect(html).toContain('loading broken');
    expect(calls.filter((call) => call === 'broken')).toHaveLength(1);
    expect(state.queries.some((query) => query.queryKey[0] === 'broken')).toBe(false);
  });

  it('a page without queries renders once', async () => {
    let renders = 0;
    const { html } = await renderWithQueries(() => {
      renders += 1;
      return '<p>static</p>';
    });
    expect(html).toBe('<p>static</p>');
    expect(renders).toBe(1);
  });
});
