import { z } from 'zod';

/**
 * The address Basalt is reached at (PUBLIC_URL, the base of its canonical links and sitemap), for
 * pages that show ready-to-run requests: the server renders them with it, so the browser's copy of
 * the page says the same and no one copies the address of an internal proxy.
 */
export const getSiteAddressResponse = z.object({ publicUrl: z.url() });
export type GetSiteAddressResponse = z.infer<typeof getSiteAddressResponse>;
