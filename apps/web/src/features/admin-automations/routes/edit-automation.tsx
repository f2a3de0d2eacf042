import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/features/catalogue';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useAdminAutomation } from '../api/get-admin-automation';
import { useUpdateAutomation } from '../api/update-automation';
import { AutomationForm } from '../components/automation-form';
import { AutomationVersionsPanel } from '../components/automation-versions-panel';
import { VersionStatusBanner } from '../components/version-status-banner';
import { WebhookTools } from '../components/webhook-tools';
import { formValuesOf } from '../utils/form-values';

const back = { to: '/admin/automations', label: 'Back to Manage Automations' };

/** /admin/automation/edit/{id}: pre-filled form; on save goes to /admin/automations. */
export function EditAutomationRoute() {
  usePageTitle('Edit Automation | Basalt');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const automation = useAdminAutomation(id);
  const categories = useCategories();
  const update = useUpdateAutomation(id);

  if (automation.isPending || categories.isPending) return <Spinner label="Loading automation" className="py-24" />;
  if (automation.isError) {
    const notFound = automation.error instanceof ApiError && automation.error.code === 'NOT_FOUND';
    return (
      <Container className="flex flex-col gap-6 py-10">
        <PageHeading title="Edit Automation" back={back} />
        <AlertBanner>
          {notFound ? 'Automation not found' : automation.error.message || 'Failed to load automation'}
        </AlertBanner>
      </Container>
    );
  }
  const saved = automation.data;
  const versioned = saved.liveVersion !== null;
  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading title="Edit Automation" description={saved.name} back={back} />
      <VersionStatusBanner automation={saved} />
      <AutomationForm
        // A publish, roll back or discard changes what the editor holds: start again from the server's.
        key={`${saved.id}:${saved.liveVersion}:${saved.draftUpdatedAt}`}
        mode="edit"
        categories={categories.data ?? []}
        defaultValues={formValuesOf(saved)}
        saved={saved}
        submitLabel={versioned ? 'Save draft' : undefined}
        webhookTools={<WebhookTools automationId={saved.id} hasSecret={saved.hasWebhookSecret} />}
        onSubmit={async (values) => {
          const after = await update.mutateAsync(values);
          // A published automation's edits wait here for "Publish changes"; the others are live already.
          if (!versioned) {
            toast.success('Automation saved');
            await navigate('/admin/automations');
          } else toast.success(after.hasDraft ? 'Draft saved' : 'Automation saved');
        }}
      />
      {versioned && <AutomationVersionsPanel automationId={saved.id} hasDraft={saved.hasDraft} />}
    </Container>
  );
}
