// No zod here: the marketplace card imports this file alone, keeping zod out of the public pages' first load.

/** What customers read on a paused automation's page and card (DESIGN D18). */
export const TEMPORARILY_UNAVAILABLE = 'Temporarily unavailable';

/**
 * The AUTOMATION_PAUSED message: people, programs and agents read the same words. It does not say why:
 * the thresholds pause an automation, and so does an admin who knows it is broken.
 */
export const pausedRunRefusal = (name: string) =>
  `${name} is temporarily unavailable: our team has paused it while it is looked at. Nothing was charged. Please try again later.`;
