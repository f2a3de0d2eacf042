import type { ListAutomationVersionsResponse } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { findLiveVersionNumber, listVersionNotes } from './pinned-version.queries';
import { usableVersion, type UsableVersion } from './pinned-version';

/** A published automation's changelog: every version with its note, which one is live and which are retired. */
export async function listPublicVersions(db: Database, automationId: string): Promise<ListAutomationVersionsResponse> {
  const [rows, liveVersion] = await Promise.all([
    listVersionNotes(db, automationId),
    findLiveVersionNumber(db, automationId),
  ]);
  return {
    versions: rows.map((row) => ({
      number: row.number,
      note: row.note,
      publishedAt: row.publishedAt.toISOString(),
      isLive: row.number === liveVersion,
      retired: row.retiredAt !== null,
    })),
  };
}

/**
 * A version a reader of the catalogue names (`?version=N`), which does not hold the automation's
 * live number: read alongside, for the retired message.
 */
export async function usableVersionOf(
  db: Database,
  automation: { id: string; name: string },
  number: number,
): Promise<UsableVersion> {
  const liveVersion = await findLiveVersionNumber(db, automation.id);
  return usableVersion(db, { ...automation, liveVersion }, number);
}
