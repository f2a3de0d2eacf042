import type { AdminUserRow } from '@basalt/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, Td, Th } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';

export function UsersTable({ users, onView }: { users: AdminUserRow[]; onView: (user: AdminUserRow) => void }) {
  return (
    <Table>
      <thead>
        <tr>
          <Th>User</Th>
          <Th>Role</Th>
          <Th className="text-right">Tokens</Th>
          <Th className="text-right">Purchases</Th>
          <Th className="text-right">Runs</Th>
          <Th>Joined</Th>
          <Th sticky className="text-right">
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} className="hover:bg-surface-muted/40">
            <Td>
              <div className="font-medium">{user.fullName}</div>
              <div className="text-xs text-muted-foreground">{user.email}</div>
              {user.company && <div className="text-xs text-muted-foreground">{user.company}</div>}
            </Td>
            <Td>{user.isAdmin ? <Badge tone="accent">Admin</Badge> : <Badge>User</Badge>}</Td>
            <Td className="text-right tabular-nums">
              <div>{formatNumber(user.tokenBalance)}</div>
              <div className="text-xs text-muted-foreground">{formatNumber(user.tokensUsed)} used</div>
            </Td>
            <Td className="text-right tabular-nums">{formatNumber(user.purchaseCount)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(user.runCount)}</Td>
            <Td className="whitespace-nowrap">{formatDate(user.createdAt)}</Td>
            <Td sticky className="text-right">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onView(user)}
                aria-label={`View details of ${user.email}`}
              >
                View Details
              </Button>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
