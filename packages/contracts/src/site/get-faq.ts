import { z } from 'zod';

export const faqItem = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItem>;

export const faqSection = z.object({ id: z.string(), title: z.string(), items: z.array(faqItem) });
export type FaqSection = z.infer<typeof faqSection>;

/**
 * The public FAQ. Answers about prices and expiry are written from the token packages and the
 * expiry setting at request time, so they always agree with the purchase dialog (DESIGN D1, D2).
 */
export const getFaqResponse = z.object({ supportEmail: z.email(), sections: z.array(faqSection) });
export type GetFaqResponse = z.infer<typeof getFaqResponse>;
