import { emptyAutomationForm } from '@basalt/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPage } from '@/components/layout/admin-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/features/catalogue';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateAutomation } from '../api/create-automation';
import { AutomationForm } from '../components/automation-form';
import { WebhookSecretReveal } from '../components/webhook-secret-reveal';

/** /admin/automation/new: on save the signing secret is shown once, then the admin goes to /admin. */
export function CreateAutomationRoute() {
  usePageTitle('Create Automation | Basalt');
  const navigate = useNavigate();
  const categories = useCategories();
  const create = useCreateAutomation();
  const [secret, setSecret] = useState<string | null>(null);
  const done = () => void navigate('/admin');

  return (
    <AdminPage
      title="Create Automation"
      description="Describe the automation, price it, connect its workflow and design its input form."
    >
      {categories.isPending ? (
        <Spinner label="Loading categories" className="py-16" />
      ) : (
        <AutomationForm
          mode="create"
          categories={categories.data ?? []}
          defaultValues={emptyAutomationForm}
          onSubmit={async (values) => setSecret((await create.mutateAsync(values)).webhookSecret)}
        />
      )}
      <Dialog open={secret !== null} onClose={done} title="Automation created" className="max-w-lg">
        {secret && <WebhookSecretReveal secret={secret} />}
        <Button onClick={done} className="self-end">
          Done
        </Button>
      </Dialog>
    </AdminPage>
  );
}
