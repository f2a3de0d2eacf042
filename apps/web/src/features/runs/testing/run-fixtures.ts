import { run, uploadedFile, type Run, type UploadedFile } from '@basalt/contracts';

/** A contract-valid run; parsing keeps the fixture honest when the contract changes. */
export function buildRun(overrides: Partial<Run> = {}): Run {
  return run.parse({
    id: crypto.randomUUID(),
    automationId: '11111111-1111-4111-8111-111111111111',
    automation: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'CSV Data Cleaner',
      slug: 'csv-data-cleaner',
      category: 'Data Processing',
    },
    automationName: 'CSV Data Cleaner',
    automationVersion: null,
    configurationId: null,
    status: 'pending',
    inputData: { topic: 'Quarterly numbers' },
    resultData: null,
    errorMessage: null,
    failureKind: null,
    quotedTokens: 10,
    tokensCharged: 10,
    tokensRefunded: 0,
    progress: null,
    progressMessage: null,
    createdAt: new Date().toISOString(),
    startedAt: null,
    completedAt: null,
    executionTimeMs: null,
    filesExpireAt: null,
    ...overrides,
  });
}

/** What POST /api/files answers for an upload (an absolute link, as the server writes it), parsed by its contract. */
export function buildUploadedFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  const id = crypto.randomUUID();
  return uploadedFile.parse({
    id,
    name: 'leads.csv',
    url: `http://localhost/api/files/${id}/content`,
    size: 2048,
    mime: 'text/csv',
    expiresAt: null,
    ...overrides,
  });
}
