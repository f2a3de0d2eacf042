import { describe, expect, it } from 'vitest';
import { createCallRequestBody } from './create-call-request';
import { createCustomAutomationRequestBody } from './create-custom-automation-request';

describe('lead form contracts', () => {
  it('what a form sends (the schema’s own output, nulls for empty fields) is accepted by the server', () => {
    const custom = createCustomAutomationRequestBody.parse({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      company: ' ',
      description: 'A weekly report',
      useCase: '',
      budgetRange: 'Not Sure',
      timeline: 'ASAP',
    });
    expect(custom).toMatchObject({ company: null, useCase: null });
    expect(createCustomAutomationRequestBody.parse(custom)).toEqual(custom);
    const call = createCallRequestBody.parse({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '',
      preferredDatetime: 'Monday',
      topic: 'Invoices',
    });
    expect(createCallRequestBody.parse(call)).toEqual(call);
  });

  it('an empty required field says it is required, once', () => {
    const parsed = createCallRequestBody.safeParse({
      fullName: '',
      email: 'a@b.co',
      preferredDatetime: 'x',
      topic: 'y',
    });
    expect(parsed.error?.issues.filter((issue) => issue.path[0] === 'fullName').map((issue) => issue.message)).toEqual([
      'Full name is required',
    ]);
  });
});
