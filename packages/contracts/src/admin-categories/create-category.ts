import { z } from 'zod';
import { adminCategory } from './list-admin-categories';

/** A category's name, the same rule for the Categories form and the route; unique regardless of case. */
export const categoryName = z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters');

export const createCategoryBody = z.object({ name: categoryName });
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

export const createCategoryResponse = z.object({ category: adminCategory });
export type CreateCategoryResponse = z.infer<typeof createCategoryResponse>;
