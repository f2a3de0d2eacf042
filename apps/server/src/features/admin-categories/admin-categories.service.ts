import type {
  AdminCategory,
  CreateCategoryBody,
  ListAdminCategoriesResponse,
  UpdateCategoryBody,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import {
  deleteCategoryRow,
  findCategoryNamed,
  insertCategory,
  listCategoryRows,
  lockCategory,
  renameCategoryRow,
  type CategoryRow,
} from './admin-categories.queries';

const toCategory = (row: CategoryRow): AdminCategory => ({
  id: row.id,
  name: row.name,
  automationCount: Number(row.automationCount),
  createdAt: new Date(row.createdAt).toISOString(),
});

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `A category named "${name}" already exists`, [
    { path: 'name', message: `A category named "${name}" already exists` },
  ]);

export async function listAdminCategories(db: Database): Promise<ListAdminCategoriesResponse> {
  return { categories: (await listCategoryRows(db)).map(toCategory) };
}

/**
 * Each change and its audit entry commit together (DESIGN D8). A name is unique whatever its case;
 * the check runs before the insert so the admin reads which name clashes, and the unique index
 * still stops two admins racing on the same name.
 */
export async function createCategory(db: Database, admin: SessionUser, body: CreateCategoryBody) {
  return db.transaction(async (tx) => {
    const existing = await findCategoryNamed(tx, body.name);
    if (existing) throw nameTaken(existing.name);
    const row = await insertCategory(tx, body.name, admin.id);
    await recordAdminAction(tx, {
      admin,
      actionType: 'create_category',
      details: { categoryId: row.id, categoryName: row.name },
    });
    return { category: toCategory(row) };
  });
}

export async function renameCategory(db: Database, admin: SessionUser, id: string, body: UpdateCategoryBody) {
  return db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    if (!row) throw notFound('Category not found');
    if (row.name === body.name) return { category: toCategory(row) };
    const existing = await findCategoryNamed(tx, body.name, id);
    if (existing) throw nameTaken(existing.name);
    await renameCategoryRow(tx, id, body.name);
    await recordAdminAction(tx, {
      admin,
      actionType: 'rename_category',
      details: { categoryId: id, categoryName: body.name, previousName: row.name },
    });
    return { category: toCategory({ ...row, name: body.name }) };
  });
}

/**
 * Only an unused category goes: the schema would set its automations' category to none, and an
 * automation without a category cannot be saved again until someone picks one (spec: 'Category is
 * required'), so the admin moves them first.
 */
export async function deleteCategory(db: Database, admin: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    if (!row) throw notFound('Category not found');
    const used = Number(row.automationCount);
    if (used > 0) {
      throw new AppError(
        'CONFLICT',
        `"${row.name}" is used by ${used} automation${used === 1 ? '' : 's'}: move ${used === 1 ? 'it' : 'them'} to another category first`,
      );
    }
    await deleteCategoryRow(tx, id);
    await recordAdminAction(tx, {
      admin,
      actionType: 'delete_category',
      details: { categoryId: id, categoryName: row.name },
    });
  });
}
