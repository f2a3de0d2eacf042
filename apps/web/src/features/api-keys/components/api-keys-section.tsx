import type { CreateApiKeyResponse } from '@basalt/contracts';
import { useState } from 'react';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiKeys } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKey } from './new-api-key';

/** Issue 8.1: create, list and revoke the keys that let programs use the REST API as this user. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreateApiKeyResponse>();
  return (
    <section aria-labelledby="api-keys-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="api-keys-heading" className="text-lg font-semibold">
          API Keys
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Send a key as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to start and read runs from
          your own programs. See the{' '}
          <a className="underline" href="/api/docs">
            API documentation
          </a>
          .
        </p>
      </div>
      <CreateApiKeyForm onCreated={setCreated} />
      {created && <NewApiKey name={created.apiKey.name} apiKey={created.key} onDone={() => setCreated(undefined)} />}
      {keys.isPending && <Skeleton className="h-24" />}
      {keys.error && <LoadErrorPanel retrying={keys.isFetching} onRetry={() => void keys.refetch()} />}
      {keys.data && (
        <ApiKeyList
          apiKeys={keys.data}
          // A revoked key's secret is worthless and misleading: the "Copy it now" panel goes with it.
          onRevoked={(id) => setCreated((shown) => (shown?.apiKey.id === id ? undefined : shown))}
        />
      )}
    </section>
  );
}
