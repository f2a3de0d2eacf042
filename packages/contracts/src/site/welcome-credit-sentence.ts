// No zod and no Intl here: public pages import this beside their first fetch and render it on their
// first paint (decisions 035 and 040).

const wholeNumber = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The one sentence every page uses for a free start (DESIGN D20); null when the welcome credit is off. */
export const welcomeCreditSentence = (tokens: number) =>
  tokens > 0 ? `Get ${wholeNumber(tokens)} free tokens when you confirm your e-mail.` : null;
