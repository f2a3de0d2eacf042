import type { ApiKey } from '@basalt/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Table, Td, Th } from '@/components/ui/table';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { useRevokeApiKey } from '../api/api-keys';

export function ApiKeyList({ apiKeys, onRevoked }: { apiKeys: ApiKey[]; onRevoked: (id: string) => void }) {
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (apiKeys.length === 0) return <p className="text-sm text-muted-foreground">You have no API keys yet.</p>;
  return (
    <>
      <Table aria-label="API keys">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Key</Th>
            <Th>Created</Th>
            <Th>Last used</Th>
            <Th>Monthly cap</Th>
            <Th sticky>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {apiKeys.map((apiKey) => (
            <tr key={apiKey.id}>
              <Td className="font-medium">{apiKey.name}</Td>
              <Td className="font-mono text-xs">{apiKey.prefix}…</Td>
              <Td>{formatDate(apiKey.createdAt)}</Td>
              <Td>{apiKey.lastUsedAt ? formatRelativeTime(apiKey.lastUsedAt) : 'Never'}</Td>
              <Td>
                {apiKey.monthlyTokenCap === null
                  ? 'No cap'
                  : `${apiKey.monthlyTokenCap.toLocaleString('en-US')} tokens`}
              </Td>
              <Td sticky className="text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => setRevoking(apiKey)}
                  aria-label={`Revoke ${apiKey.name}`}
                >
                  Revoke
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} title="Revoke API key?">
        <p className="text-sm">
          Revoke <strong>{revoking?.name}</strong>? Programs using it stop working at once. This cannot be undone.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setRevoking(null)}>
            Cancel
          </Button>
          <Button
            onClick={() =>
              revoking &&
              revoke.mutate(revoking.id, {
                onSuccess: () => onRevoked(revoking.id),
                onSettled: () => setRevoking(null),
              })
            }
          >
            Revoke Key
          </Button>
        </div>
      </Dialog>
    </>
  );
}
