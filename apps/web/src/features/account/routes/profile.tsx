import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Tabs } from '@/components/ui/tabs';
import { ApiTab } from '@/features/api-keys';
import { useSession } from '@/features/auth';
import { BudgetSection } from '@/features/budgets';
import { NotificationsSection } from '@/features/notifications';
import { CompletionWebhooksSection } from '@/features/user-webhooks';
import { DeleteAccountSection } from '../components/delete-account-section';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';

const tabs = [
  { value: 'profile', label: 'Profile' },
  { value: 'security', label: 'Security' },
  { value: 'billing', label: 'Billing' },
  { value: 'budget', label: 'Budget' },
  { value: 'api', label: 'API' },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** /profile, 'Account Settings' (spec): tabs Profile, Security, Billing, Budget and API (issue 8); the tab is in ?tab=. */
export function ProfileRoute() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((t) => t.value === params.get('tab'))?.value ?? 'profile';
  // RequireUser renders this page only with a signed-in user.
  if (!user) return null;

  return (
    <Container className="flex flex-col gap-8 py-10">
      <PageHeading
        title="Account Settings"
        description="Manage your profile, password, billing, budget and API access."
      />
      <Tabs
        label="Account settings"
        tabs={tabs}
        value={tab}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
      >
        {tab === 'profile' && (
          <div className="flex flex-col gap-10">
            <ProfileTab user={user} />
            <NotificationsSection />
            <DeleteAccountSection />
          </div>
        )}
        {tab === 'security' && <SecurityTab />}
        {tab === 'budget' && <BudgetSection />}
        {tab === 'api' && (
          <div className="flex flex-col gap-10">
            <ApiTab />
            <CompletionWebhooksSection />
          </div>
        )}
        {tab === 'billing' && (
          <div className="max-w-lg rounded-xl border p-5">
            <h2 className="text-lg font-semibold">Billing</h2>
            <p className="mt-2 text-sm text-muted-foreground">Billing settings are coming soon.</p>
          </div>
        )}
      </Tabs>
    </Container>
  );
}
