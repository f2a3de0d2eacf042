import { z } from 'zod';

/** Lowercase letters and digits in hyphen-separated words; the same rule as the database CHECK. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'CSV Cleaner: Pro!' -> 'csv-cleaner-pro'. Accents are folded; anything else becomes a hyphen. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Blank means "generate from the name" (on the server, made unique with a numeric suffix). */
export const automationSlugInput = z
  .string()
  .trim()
  .max(80, 'Slug must be at most 80 characters')
  .refine((value) => value === '' || slugPattern.test(value), {
    message: 'Slug may contain only lowercase letters, digits and single hyphens between them',
  });
