import type { z } from 'zod';
import { listRunsQuery } from '../runs/list-runs';

/** GET /api/runs/export.csv: the run history's filters, every page at once (text/csv download). */
export const exportRunsQuery = listRunsQuery.omit({ page: true });
export type ExportRunsQuery = z.infer<typeof exportRunsQuery>;
export type ExportRunsParams = z.input<typeof exportRunsQuery>;
