import { MAX_API_KEYS, type ApiKey, type CreateApiKeyBody, type CreateApiKeyResponse } from '@basalt/contracts';
import { newApiKey } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { countActiveApiKeys, insertApiKey, listActiveApiKeys, revokeApiKey, type ApiKeyRow } from './api-keys.queries';

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  monthlyTokenCap: row.monthlyTokenCap,
});

export async function listApiKeys(db: Database, userId: string) {
  return { apiKeys: (await listActiveApiKeys(db, userId)).map(toApiKey) };
}

/** The key is in this answer only: what is stored is its hash (platform/auth/api-key-credentials). */
export async function createApiKey(
  db: Database,
  userId: string,
  body: CreateApiKeyBody,
): Promise<CreateApiKeyResponse> {
  if ((await countActiveApiKeys(db, userId)) >= MAX_API_KEYS) {
    throw new AppError('CONFLICT', `You can have at most ${MAX_API_KEYS} API keys. Revoke one you no longer use.`);
  }
  const { key, prefix, keyHash } = newApiKey();
  const row = await insertApiKey(db, {
    userId,
    name: body.name,
    prefix,
    keyHash,
    monthlyTokenCap: body.monthlyTokenCap ?? null,
  });
  return { apiKey: toApiKey(row), key };
}

/** A revoked key stops working on its very next request: every request looks its key up. */
export async function revokeOwnApiKey(db: Database, userId: string, id: string): Promise<void> {
  if (!(await revokeApiKey(db, userId, id))) throw new AppError('NOT_FOUND', 'API key not found');
}
