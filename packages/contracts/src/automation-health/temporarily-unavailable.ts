// No zod here: the marketplace card imports this file alone, keeping zod out of the public pages' first load.

/** What customers read on a paused automation's page and card (DESIGN D18). */
export const TEMPORARILY_UNAVAILABLE = 'Temporarily unavailable';

/** The AUTOMATION_PAUSED message: people, programs and agents read the same words. */
export const pausedRunRefusal = (name: string) =>
  `${name} is temporarily unavailable: it was paused after repeated failures and an admin has been told. Nothing was charged. Please try again later.`;
