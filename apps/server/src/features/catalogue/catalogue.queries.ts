import { asc, sql, type SQL } from 'drizzle-orm';
import type { AutomationSort, ChangelogEntry, CustomField, SeoContent } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { categories } from '../../platform/db/schema';

/** The columns of a card, as the list and detail queries return them. */
export interface AutomationCardRow {
  id: string;
  slug: string | null;
  name: string;
  description: string;
  imageUrl: string | null;
  status: 'draft' | 'published' | 'archived';
  isFeatured: boolean;
  pricingModel: 'per_run' | 'per_minute' | 'hybrid' | null;
  tokenCostPerRun: number | null;
  tokenCostPerMinute: number | null;
  maxDurationMinutes: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  categoryId: string | null;
  categoryName: string | null;
  /** Finished runs of the last 30 days (DESIGN D6). */
  completed30d: number;
  failed30d: number;
  /** Paused after repeated failures or by an admin (DESIGN D18). */
  temporarilyUnavailable: boolean;
}

export interface AutomationDetailRow extends AutomationCardRow {
  customFields: CustomField[];
  seoContent: SeoContent;
  exampleInput: Record<string, string | number | boolean | null> | null;
  sampleOutput: Record<string, unknown> | null;
  /** As json_agg writes it: publishedAt is PostgreSQL's timestamp text, not yet ISO. */
  changelog: ChangelogEntry[];
}

export interface ListFilter {
  /** to_tsquery text from toSearchTsQuery, or null for no search. */
  tsQuery: string | null;
  categoryName?: string;
  sort: AutomationSort;
  limit: number;
  offset: number;
}

/**
 * When the public content last changed: the live version's publish (DESIGN D19), so that editing a
 * draft or the category does not make it look updated; the last edit for one never published.
 */
const publishedAt = sql`coalesce(lv.published_at, a.updated_at)`;
const liveVersion = sql`left join automation_versions lv on lv.automation_id = a.id and lv.number = a.live_version`;

const cardColumns = sql`
  a.id, a.slug, a.name, a.description, a.image_url as "imageUrl", a.status, a.is_featured as "isFeatured",
  a.pricing_model as "pricingModel", a.token_cost_per_run as "tokenCostPerRun",
  a.token_cost_per_minute::float8 as "tokenCostPerMinute", a.max_duration_minutes as "maxDurationMinutes",
  a.created_at as "createdAt", ${publishedAt} as "updatedAt", c.id as "categoryId", c.name as "categoryName",
  a.paused_at is not null as "temporarilyUnavailable"`;

/**
 * 30-day finished-run counts of the automation a.id, computed only for the rows of the page. Runs a
 * pause refunded before they started never ran, so they are not failures (DESIGN D18).
 */
const successStats = sql`
  left join lateral (
    select count(*) filter (where r.status = 'completed')::int as "completed30d",
           count(*) filter (where r.status = 'failed')::int as "failed30d"
    from runs r
    where r.automation_id = a.id and r.status in ('completed', 'failed')
      and r.failure_kind is distinct from 'automation_paused'
      and r.created_at >= now() - interval '30 days'
  ) st on true`;

function orderBy(filter: ListFilter): SQL {
  const tieBreak = sql`a.created_at desc, a.id`;
  const runCount = sql`coalesce(rc.run_count, 0) desc`;
  // A paused automation cannot be run, so it ranks after every one that can (DESIGN D18).
  const runnable = sql`a.paused_at is null desc`;
  switch (filter.sort) {
    case 'popular':
      // With a search, relevance leads; the popularity order then breaks ties.
      return filter.tsQuery
        ? sql`ts_rank(a.search_vector, q.query) desc, ${runnable}, a.is_featured desc, ${runCount}, ${tieBreak}`
        : sql`${runnable}, a.is_featured desc, ${runCount}, ${tieBreak}`;
    case 'newest':
      return tieBreak;
    case 'recently_updated':
      return sql`${publishedAt} desc, a.id`;
    case 'name_asc':
      return sql`lower(a.name) asc, a.name asc, a.id`;
    case 'name_desc':
      return sql`lower(a.name) desc, a.name desc, a.id`;
  }
}

function fromPublished(filter: ListFilter): SQL {
  const search = filter.tsQuery ? sql`cross join (select to_tsquery('english', ${filter.tsQuery}) as query) q` : sql``;
  const runCounts =
    filter.sort === 'popular'
      ? // The changes not yet folded in (decision 045) are few: the fold runs every minute.
        sql`left join (select automation_id, sum(run_count) as run_count
                       from (select automation_id, run_count from automation_run_counts
                             union all select automation_id, change from automation_run_count_changes) counted
                       group by automation_id) rc on rc.automation_id = a.id`
      : sql``;
  const versions = filter.sort === 'recently_updated' ? liveVersion : sql``;
  const category = filter.categoryName
    ? sql`join categories c on c.id = a.category_id and c.name = ${filter.categoryName}`
    : sql``;
  const conditions = [sql`a.status = 'published'`, sql`a.deleted_at is null`];
  // A query made only of stop words ("the") has no lexemes; it filters nothing rather than everything.
  if (filter.tsQuery) conditions.push(sql`(numnode(q.query) = 0 or a.search_vector @@ q.query)`);
  return sql`from automations a ${category} ${search} ${runCounts} ${versions}
    where ${sql.join(conditions, sql` and `)}`;
}

/**
 * One page of published automations in the chosen order, the total across pages, and 30-day stats.
 * The page is chosen on narrow rows (ids and sort keys) and only its 24 rows are then read in full,
 * so sorting a large catalogue never moves descriptions around.
 */
export async function listPublishedAutomations(db: Database, filter: ListFilter) {
  const order = orderBy(filter);
  const rows = await queryRows<AutomationCardRow & { total: number }>(
    db,
    sql`with page as (
        select a.id, count(*) over ()::int as total, row_number() over (order by ${order}) as position
        ${fromPublished(filter)}
        order by ${order}
        limit ${filter.limit} offset ${filter.offset}
      )
      select ${cardColumns}, page.total,
        coalesce(st."completed30d", 0) as "completed30d", coalesce(st."failed30d", 0) as "failed30d"
      from page
      join automations a on a.id = page.id
      left join categories c on c.id = a.category_id
      ${liveVersion}
      ${successStats}
      order by page.position`,
  );
  const total = rows[0]?.total ?? (filter.offset > 0 ? await countPublished(db, filter) : 0);
  return { rows, total };
}

async function countPublished(db: Database, filter: ListFilter): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${fromPublished({ ...filter, sort: 'newest' })}`,
  );
  return row?.total ?? 0;
}

/** The public changelog: the latest 10 published versions of a.id, newest first. */
const CHANGELOG_SIZE = 10;
const changelog = sql`(
  select coalesce(json_agg(json_build_object('number', v.number, 'note', v.note, 'publishedAt', v.published_at)
                           order by v.number desc), '[]'::json)
  from (select number, note, published_at from automation_versions
        where automation_id = a.id order by number desc limit ${CHANGELOG_SIZE}) v)`;

/** An automation by id or slug; unpublished ones only when the caller may see them (admins); never a trashed one. */
export async function findAutomation(
  db: Database,
  ref: { id: string } | { slug: string },
  options: { includeUnpublished: boolean },
): Promise<AutomationDetailRow | undefined> {
  const match = 'id' in ref ? sql`a.id = ${ref.id}` : sql`a.slug = ${ref.slug}`;
  const visible = options.includeUnpublished ? sql`true` : sql`a.status = 'published'`;
  const [row] = await queryRows<AutomationDetailRow>(
    db,
    sql`select ${cardColumns}, a.custom_fields as "customFields", a.seo_content as "seoContent",
        a.example_input as "exampleInput", a.sample_output as "sampleOutput", ${changelog} as "changelog",
        coalesce(st."completed30d", 0) as "completed30d", coalesce(st."failed30d", 0) as "failed30d"
      from automations a
      left join categories c on c.id = a.category_id
      ${liveVersion}
      ${successStats}
      where ${match} and ${visible} and a.deleted_at is null`,
  );
  return row;
}

export function listCategories(db: Database) {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}
