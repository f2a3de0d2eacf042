import type { FilesContext } from './files-context';
import { listFileOwners } from './files.queries';

// Only a well-formed uuid reaches the database: a malformed id in a result must not fail the read.
const refPattern = /^basalt-file:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const RESULT_LINK_TTL_SECONDS = 3600;

export interface RunResult {
  userId: string;
  resultData: Record<string, unknown> | null;
}

function collectRefs(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const id = refPattern.exec(value)?.[1];
    if (id) into.add(id);
  } else if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectRefs(item, into);
  }
  return into;
}

type Signer = (id: string) => string | undefined;

function sign(value: unknown, signer: Signer): unknown {
  if (typeof value === 'string') {
    const id = refPattern.exec(value)?.[1];
    return (id && signer(id)) ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => sign(item, signer));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sign(item, signer)]));
  }
  return value;
}

/**
 * Results as their owners see them: each file reference becomes a signed link valid for an hour
 * (a result delivered by e-mail or chat asks for longer, `ttlSeconds`),
 * but only for a file of the run's own user (their uploads, their runs' result files). A workflow
 * that echoes its input would otherwise hand anyone a link to any file whose id they name
 * (issue 13, finding 4); such a reference stays as it is, a link to nothing. One query for all.
 */
export async function signResultFiles(
  context: FilesContext,
  results: readonly RunResult[],
  now = Date.now(),
  ttlSeconds = RESULT_LINK_TTL_SECONDS,
): Promise<(Record<string, unknown> | null)[]> {
  const ids = new Set<string>();
  for (const result of results) collectRefs(result.resultData, ids);
  const owners = new Map((await listFileOwners(context.db, [...ids])).map((file) => [file.id, file.userId]));
  return results.map(({ userId, resultData }) => {
    const signer: Signer = (id) => (owners.get(id) === userId ? context.links.link(id, ttlSeconds, now) : undefined);
    return resultData ? (sign(resultData, signer) as Record<string, unknown>) : null;
  });
}
