import type { GetFaqResponse, GetSiteStatsResponse } from '@basalt/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { buildFaq } from './faq-content';
import { countSiteStats, listActiveTokenPackages } from './site.queries';

export async function getSiteStats(db: Database): Promise<GetSiteStatsResponse> {
  const counts = await countSiteStats(db);
  const finished = counts.completedRuns + counts.failedRuns;
  return {
    users: counts.users,
    publishedAutomations: counts.publishedAutomations,
    runs: counts.runs,
    successRate: finished === 0 ? null : Math.round((counts.completedRuns * 100) / finished),
  };
}

export async function getFaq(
  db: Database,
  config: Pick<Config, 'TOKEN_EXPIRY_DAYS' | 'SUPPORT_EMAIL'>,
): Promise<GetFaqResponse> {
  const packages = await listActiveTokenPackages(db);
  return {
    supportEmail: config.SUPPORT_EMAIL,
    sections: buildFaq({ packages, tokenExpiryDays: config.TOKEN_EXPIRY_DAYS, supportEmail: config.SUPPORT_EMAIL }),
  };
}
