import type { GetFaqResponse, GetSiteStatsResponse } from '@basalt/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import { currentWelcomeCredit } from '../welcome-credit';
import { buildFaq } from './faq-content';
import { countSiteStats, listActiveTokenPackages } from './site.queries';

export async function getSiteStats(db: Database): Promise<GetSiteStatsResponse> {
  const [counts, welcomeCredit] = await Promise.all([countSiteStats(db), currentWelcomeCredit(db)]);
  const finished = counts.completedRuns + counts.failedRuns;
  return {
    users: counts.users,
    publishedAutomations: counts.publishedAutomations,
    runs: counts.runs,
    successRate: finished === 0 ? null : Math.round((counts.completedRuns * 100) / finished),
    welcomeCredit,
  };
}

export async function getFaq(
  db: Database,
  config: Pick<Config, 'TOKEN_EXPIRY_DAYS' | 'SUPPORT_EMAIL'>,
): Promise<GetFaqResponse> {
  const [packages, welcomeCredit] = await Promise.all([listActiveTokenPackages(db), currentWelcomeCredit(db)]);
  return {
    supportEmail: config.SUPPORT_EMAIL,
    sections: buildFaq({
      packages,
      tokenExpiryDays: config.TOKEN_EXPIRY_DAYS,
      supportEmail: config.SUPPORT_EMAIL,
      welcomeCredit,
    }),
  };
}
