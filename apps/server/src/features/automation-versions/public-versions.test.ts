import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomField, GetAutomationInputSchemaResponse, ListAutomationVersionsResponse } from '@basalt/contracts';
import { createAutomation } from '../../test/factories';
import { publishTestVersion, retireTestVersion } from '../../test/versions-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

const topicField: CustomField = { id: 'topic', type: 'text', label: 'Topic', required: true, order: 0 };
const pagesField: CustomField = { id: 'pages', type: 'number', label: 'Pages', required: true, order: 1 };

/** Issue 40 item 4: programs see which versions they may pin, and the input each one takes. */
describe("an automation's published versions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function readerWithThreeVersions() {
    const name = `Invoice Reader ${randomUUID().slice(0, 6)}`;
    // Created published: the factory publishes version 1 as the admin's save does.
    const automation = await createAutomation(db(), { name, customFields: [topicField] });
    await publishTestVersion(db(), automation.id, {
      note: 'Counts pages',
      changes: { customFields: [topicField, pagesField] },
    });
    await publishTestVersion(db(), automation.id, { note: 'Faster, dearer', changes: { tokenCostPerRun: 12 } });
    await retireTestVersion(db(), automation.id, 1);
    return automation;
  }

  it('a program lists the versions with their notes, newest first, the live one and the retired ones marked', async () => {
    const reader = await readerWithThreeVersions();
    const response = await t.app.inject(`/api/automations/${reader.slug}/versions`);
    expect(response.statusCode).toBe(200);
    const { versions } = response.json() as ListAutomationVersionsResponse;
    expect(versions.map(({ number, note, isLive, retired }) => ({ number, note, isLive, retired }))).toEqual([
      { number: 3, note: 'Faster, dearer', isLive: true, retired: false },
      { number: 2, note: 'Counts pages', isLive: false, retired: false },
      { number: 1, note: 'First version', isLive: false, retired: true },
    ]);
    expect(Date.parse(versions[0]!.publishedAt)).not.toBeNaN();
  });

  it('a draft automation has no public versions', async () => {
    const draft = await createAutomation(db(), { status: 'draft' });
    expect((await t.app.inject(`/api/automations/${draft.id}/versions`)).statusCode).toBe(404);
  });

  it("the input schema takes ?version= and answers that version's fields; retired is 409, unknown 404", async () => {
    const reader = await readerWithThreeVersions();
    await publishTestVersion(db(), reader.id, { note: 'Pages only', changes: { customFields: [pagesField] } });
    const schemaOf = (query: string) => t.app.inject(`/api/automations/${reader.slug}/input-schema${query}`);

    const live = (await schemaOf('')).json() as GetAutomationInputSchemaResponse;
    expect(live.required).toEqual(['pages']);
    const second = await schemaOf('?version=2');
    expect(second.statusCode).toBe(200);
    expect((second.json() as GetAutomationInputSchemaResponse).required).toEqual(['topic', 'pages']);

    const retired = await schemaOf('?version=1');
    expect(retired.statusCode).toBe(409);
    expect(retired.json()).toMatchObject({
      error: { code: 'VERSION_RETIRED', message: `Version 1 of ${reader.name} is retired; the live version is 4` },
    });
    const unknown = await schemaOf('?version=9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: `Version 9 of ${reader.name} does not exist` } });
    expect((await schemaOf('?version=0')).statusCode).toBe(422);
  });
});
