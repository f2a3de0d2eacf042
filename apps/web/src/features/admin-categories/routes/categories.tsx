import { AdminPage } from '@/components/layout/admin-page';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStatus } from '@/components/ui/list-status';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateCategory } from '../api/create-category';
import { useAdminCategories } from '../api/list-admin-categories';
import { CategoriesTable } from '../components/categories-table';
import { CategoryNameForm } from '../components/category-name-form';

/** Categories (issue 38): every automation needs one, so a fresh installation starts here. */
export function CategoriesRoute() {
  usePageTitle('Categories | Basalt');
  const categories = useAdminCategories();
  const create = useCreateCategory();
  return (
    <AdminPage
      title="Categories"
      description="The groups automations are filed under on the marketplace. Every automation needs one."
    >
      <Card className="p-4">
        <CategoryNameForm
          id="new-category-name"
          label="New category"
          submitLabel="Create Category"
          pendingLabel="Creating..."
          pending={create.isPending}
          error={create.error?.message}
          onSave={async (body) => Boolean(await create.mutateAsync(body).catch(() => undefined))}
        />
      </Card>
      <ListStatus
        query={categories}
        loadingLabel="Loading categories"
        error={<AlertBanner>{categories.error?.message || 'Failed to load categories'}</AlertBanner>}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title="No categories yet" hint="Create one above before creating an automation." />}
      >
        {(list) => <CategoriesTable categories={list} />}
      </ListStatus>
    </AdminPage>
  );
}
