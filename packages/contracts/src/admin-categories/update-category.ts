import { z } from 'zod';
import { categoryName } from './create-category';
import { adminCategory } from './list-admin-categories';

export const categoryIdParams = z.object({ id: z.uuid('Category not found') });
export type CategoryIdParams = z.infer<typeof categoryIdParams>;

/** Renaming keeps the id, so automations, marketplace filters and search follow the new name. */
export const updateCategoryBody = z.object({ name: categoryName });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

export const updateCategoryResponse = z.object({ category: adminCategory });
export type UpdateCategoryResponse = z.infer<typeof updateCategoryResponse>;
