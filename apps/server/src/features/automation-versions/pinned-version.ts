import type { AutomationVersionContent } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findAutomationVersion } from './pinned-version.queries';

/** What a pin needs to know of its automation: the row every start already reads. */
export interface PinnableAutomation {
  id: string;
  name: string;
  liveVersion: number | null;
}

/** A version a run may use: its number and what it fixes (fields, price, workflow). */
export interface UsableVersion {
  number: number;
  content: AutomationVersionContent;
}

/**
 * The version a program pinned (DESIGN D19), guarded before any charge: an unknown number is 404
 * NOT_FOUND, a retired one 409 VERSION_RETIRED naming the live version, so the caller can move on.
 */
export async function usableVersion(
  db: Database,
  automation: PinnableAutomation,
  number: number,
): Promise<UsableVersion> {
  const version = await findAutomationVersion(db, automation.id, number);
  if (!version) throw new AppError('NOT_FOUND', `Version ${number} of ${automation.name} does not exist`);
  if (version.retiredAt) {
    const live = automation.liveVersion === null ? '' : `; the live version is ${automation.liveVersion}`;
    throw new AppError('VERSION_RETIRED', `Version ${number} of ${automation.name} is retired${live}`);
  }
  return { number: version.number, content: version.content };
}

/** A pin to the live version is no pin at all: the automation's own columns are that version (D19). */
export const pinsOtherThanLive = (automation: PinnableAutomation, number: number | undefined): number is number =>
  number !== undefined && number !== automation.liveVersion;
