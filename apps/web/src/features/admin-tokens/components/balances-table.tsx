import type { TokenBalanceRow } from '@basalt/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, Td, Th } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';

export function BalancesTable({
  users,
  onAdjust,
}: {
  users: TokenBalanceRow[];
  onAdjust: (user: TokenBalanceRow) => void;
}) {
  return (
    <Table>
      <thead>
        <tr>
          <Th>User</Th>
          <Th>Email</Th>
          <Th className="text-right">Token Balance</Th>
          <Th>Subscription</Th>
          <Th sticky className="text-right">
            Actions
          </Th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <tr>
            <Td colSpan={5} className="py-10 text-center text-muted-foreground">
              No users found
            </Td>
          </tr>
        ) : (
          users.map((user) => (
            <tr key={user.id}>
              <Td className="font-medium">{user.fullName}</Td>
              <Td>{user.email}</Td>
              <Td className="text-right tabular-nums">{formatNumber(user.tokenBalance)}</Td>
              <Td>
                {user.subscriptionStatus === 'active' ? (
                  <Badge tone="success">{user.subscriptionTier ?? 'Active'}</Badge>
                ) : (
                  <Badge>{user.subscriptionTier ? `${user.subscriptionTier} (inactive)` : 'None'}</Badge>
                )}
              </Td>
              <Td sticky className="text-right">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onAdjust(user)}
                  aria-label={`Adjust tokens of ${user.email}`}
                >
                  Adjust Tokens
                </Button>
              </Td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
