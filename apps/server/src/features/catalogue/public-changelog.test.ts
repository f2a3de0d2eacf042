import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAutomationResponse, listAutomationsResponse } from '@basalt/contracts';
import { automations } from '../../platform/db/schema';
import { createAutomation, createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { datePublishedVersion, publishTestVersion } from '../../test/versions-test-kit';

const at = (iso: string) => new Date(iso);

describe('the public changelog of an automation (issue 40 item 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const getAutomation = async (ref: string) =>
    getAutomationResponse.parse((await t.app.inject({ url: `/api/automations/${ref}` })).json()).automation;

  it("a visitor sees when it was last updated and what's new in its latest 10 versions, newest first", async () => {
    const automation = await createAutomation(t.database.db, { name: 'Invoice Reader' });
    await datePublishedVersion(t.database.db, automation.id, 1, at('2026-01-01T09:00:00Z'));
    for (let number = 2; number <= 12; number++) {
      const publishedAt = at(`2026-02-${String(number).padStart(2, '0')}T09:00:00Z`);
      await publishTestVersion(t.database.db, automation.id, { note: `Change ${number}`, publishedAt });
    }

    const page = await getAutomation(automation.slug!);
    expect(page.updatedAt).toBe('2026-02-12T09:00:00.000Z');
    expect(page.changelog).toHaveLength(10);
    expect(page.changelog[0]).toEqual({ number: 12, note: 'Change 12', publishedAt: '2026-02-12T09:00:00.000Z' });
    expect(page.changelog.map((entry) => entry.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('an edit of the page that publishes nothing does not make it look updated', async () => {
    const automation = await createAutomation(t.database.db);
    await datePublishedVersion(t.database.db, automation.id, 1, at('2026-01-05T09:00:00Z'));
    const before = await getAutomation(automation.id);
    // The category is not versioned: it changes at once, with no new version.
    const category = await createCategory(t.database.db);
    await t.database.db
      .update(automations)
      .set({ categoryId: category.id, updatedAt: new Date() })
      .where(eq(automations.id, automation.id));
    expect((await getAutomation(automation.id)).updatedAt).toBe(before.updatedAt);
  });

  it('the marketplace sorts by recently updated: the latest published version first', async () => {
    const category = await createCategory(t.database.db);
    const publish = async (name: string, iso: string) => {
      const automation = await createAutomation(t.database.db, { name, categoryId: category.id });
      await datePublishedVersion(t.database.db, automation.id, 1, at(iso));
      return automation;
    };
    const old = await publish('Old one', '2025-06-01T00:00:00Z');
    await publish('Middle one', '2025-09-01T00:00:00Z');
    await publish('Recent one', '2026-01-01T00:00:00Z');
    await publishTestVersion(t.database.db, old.id, { note: 'A new step', publishedAt: at('2026-02-01T00:00:00Z') });

    const response = await t.app.inject({
      url: `/api/automations?category=${encodeURIComponent(category.name)}&sort=recently_updated`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { automations } = listAutomationsResponse.parse(response.json());
    expect(automations.map((a) => [a.name, a.updatedAt])).toEqual([
      ['Old one', '2026-02-01T00:00:00.000Z'],
      ['Recent one', '2026-01-01T00:00:00.000Z'],
      ['Middle one', '2025-09-01T00:00:00.000Z'],
    ]);
  });
});
