import type { AdminCategory } from '@basalt/contracts';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Table, Td, Th } from '@/components/ui/table';
import { formatDate, formatNumber } from '@/lib/format';
import { useDeleteCategory } from '../api/delete-category';
import { useRenameCategory } from '../api/update-category';
import { CategoryNameForm } from './category-name-form';

const usedBy = (count: number) => `${formatNumber(count)} automation${count === 1 ? '' : 's'}`;

/** Every category with its use; rename in a dialog, delete only when no automation uses it. */
export function CategoriesTable({ categories }: { categories: AdminCategory[] }) {
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const closeRename = () => {
    setRenaming(null);
    rename.reset();
  };
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  return (
    <>
      <Table aria-label="Categories">
        <thead>
          <tr>
            <Th>Name</Th>
            <Th>Used by</Th>
            <Th>Created</Th>
            <Th sticky>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.id}>
              <Td className="font-medium">{category.name}</Td>
              <Td>{usedBy(category.automationCount)}</Td>
              <Td>{formatDate(category.createdAt)}</Td>
              <Td sticky className="text-right whitespace-nowrap">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setRenaming(category)}
                  aria-label={`Rename ${category.name}`}
                >
                  Rename
                </Button>{' '}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setDeleting(category)}
                  aria-label={`Delete ${category.name}`}
                >
                  Delete
                </Button>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Dialog open={renaming !== null} onClose={closeRename} title="Rename category">
        {renaming && (
          <CategoryNameForm
            key={renaming.id}
            id="rename-category-name"
            label="New name"
            submitLabel="Save Name"
            pendingLabel="Saving..."
            initialName={renaming.name}
            pending={rename.isPending}
            error={rename.error?.message}
            onCancel={closeRename}
            onSave={async ({ name }) => {
              const saved = await rename.mutateAsync({ id: renaming.id, name }).catch(() => undefined);
              if (saved) closeRename();
              return Boolean(saved);
            }}
          />
        )}
      </Dialog>
      <Dialog open={deleting !== null} onClose={closeDelete} title="Delete category?">
        {deleting && deleting.automationCount > 0 ? (
          <>
            <p className="text-sm">
              <strong>{deleting.name}</strong> is used by {usedBy(deleting.automationCount)}. Move{' '}
              {deleting.automationCount === 1 ? 'it' : 'them'} to another category in Manage Automations first.
            </p>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={closeDelete}>
                OK
              </Button>
            </div>
          </>
        ) : (
          <>
            {remove.error && <AlertBanner>Error: {remove.error.message}</AlertBanner>}
            <p className="text-sm">
              Delete <strong>{deleting?.name}</strong>? It disappears from the marketplace filters and the automation
              form.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={closeDelete}>
                Cancel
              </Button>
              <Button
                disabled={remove.isPending}
                onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
              >
                {remove.isPending ? 'Deleting...' : 'Delete Category'}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
