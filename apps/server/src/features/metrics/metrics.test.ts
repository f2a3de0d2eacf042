import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutomation, createRuns, createUserWithProfile } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { credit, debit } from '../ledger';

const token = 'metrics-token-for-tests-0123456789';

describe('an operator scraping /metrics with Prometheus', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: true, env: { METRICS_TOKEN: token } });
    const automation = await createAutomation(t.database.db);
    await createRuns(t.database.db, automation.id, ['completed', 'completed', 'failed', 'pending']);
    const userId = await createUserWithProfile(t.database.db);
    await credit(t.database.db, { userId, type: 'purchase', amount: 100, expiresAt: null, description: 'Bought' });
    await debit(t.database.db, { userId, amount: 30, description: 'Run of Something' });
  });
  afterAll(() => t.close());

  const scrape = () => t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

  it('without the bearer token gets 401 and no numbers', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/metrics' });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    for (const response of [missing, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('basalt_runs');
    }
  });

  it('reads runs by status, ledger totals and queue depth in Prometheus text format', async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const body = response.body;
    expect(body).toContain('# TYPE basalt_runs gauge');
    expect(body).toContain('basalt_runs{status="completed"} 2');
    expect(body).toContain('basalt_runs{status="failed"} 1');
    expect(body).toContain('basalt_runs{status="cancelled"} 0');
    expect(body).toContain('basalt_ledger_tokens{type="purchase",direction="credit"} 100');
    expect(body).toContain('basalt_ledger_tokens{type="deduction",direction="debit"} 30');
    expect(body).toContain('basalt_ledger_entries{type="deduction"} 1');
    expect(body).toContain('# TYPE basalt_job_queue_jobs gauge');
    expect(body).toContain('process_resident_memory_bytes');
  });

  it('counts answered requests in a latency histogram by route pattern, method and status', async () => {
    await t.app.inject({ method: 'GET', url: '/api/automations/no-such-automation' });
    const body = (await scrape()).body;
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/automations\/:ref",status_code="404"\} 1/,
    );
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  it('serves no numbers at all', async () => {
    const t = await createTestApp();
    try {
      // The web app's fallback page may answer the path; the numbers never do.
      const response = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.body).not.toContain('# TYPE');
    } finally {
      await t.close();
    }
  });
});
