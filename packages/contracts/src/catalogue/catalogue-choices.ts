// Plain lists, without zod: the browser's first load reads them, and an import of a module that
// builds zod schemas would bring zod with it (issue 16's initial JavaScript).

export const categoryNames = [
  'Lead Generation',
  'Email Marketing',
  'Data Processing',
  'Social Media',
  'Customer Support',
  'Analytics',
  'Content Creation',
  'Sales',
] as const;

/**
 * The marketplace's orders; `automationSort` is the schema made from them. recently_updated: the
 * latest published version first (DESIGN D19).
 */
export const automationSorts = ['popular', 'newest', 'recently_updated', 'name_asc', 'name_desc'] as const;
