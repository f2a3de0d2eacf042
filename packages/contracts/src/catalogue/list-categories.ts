import { z } from 'zod';

export const category = z.object({ id: z.uuid(), name: z.string() });
export type Category = z.infer<typeof category>;

export const listCategoriesResponse = z.object({ categories: z.array(category) });
export type ListCategoriesResponse = z.infer<typeof listCategoriesResponse>;
