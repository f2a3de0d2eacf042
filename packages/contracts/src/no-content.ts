import { z } from 'zod';

/** The answer of a deletion: 204 and no body. */
export const deletedAnswer = z.null().meta({ description: 'Deleted; no body' });
