import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { categoryNames } from '@basalt/contracts';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import {
  accounts,
  automations,
  categories,
  pricingTiers,
  profiles,
  tokenPackages,
  users,
} from '../../platform/db/schema';
import { publishFirstVersion } from '../automation-versions';
import { demoAccounts } from './demo-accounts';
import { demoCatalogue } from './demo-catalogue';
import { demoSignUpAt, seedDemoHistory } from './demo-history';
import { SEED_LOCK_ID } from './seed-lock';
import { seedPricingTiers, seedTokenPackages } from './token-packages';

export type SeedOutcome = 'seeded' | 'skipped';

/** The demo account's past runs are of this automation (it has an example input and sample output). */
const HISTORY_AUTOMATION = 'csv-data-cleaner';

/**
 * Fills an empty database with the demo catalogue, prices and demo accounts, in one transaction so a
 * crash leaves nothing half-seeded. A database that already has categories is left alone.
 */
export async function seedDemoData(
  db: Database,
  config: Pick<Config, 'SAMPLE_WORKFLOWS_URL' | 'TOKEN_EXPIRY_DAYS'>,
): Promise<SeedOutcome> {
  const passwordHashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  return db.transaction(async (tx) => {
    // Several processes starting on one empty database: the first seeds, the others wait and skip.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (existing.length > 0) return 'skipped';

    const now = Date.now();
    const userIds: string[] = [];
    const signedUp = { createdAt: demoSignUpAt(new Date(now)), updatedAt: demoSignUpAt(new Date(now)) };
    for (const [index, account] of demoAccounts.entries()) {
      const userId = randomUUID();
      userIds.push(userId);
      await tx
        .insert(users)
        .values({ id: userId, name: account.fullName, email: account.email, emailVerified: true, ...signedUp });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHashes[index],
        ...signedUp,
      });
      await tx.insert(profiles).values({ userId, fullName: account.fullName, isAdmin: account.isAdmin, ...signedUp });
    }
    const adminId = userIds[demoAccounts.findIndex((account) => account.isAdmin)];

    const categoryRows = await tx
      .insert(categories)
      .values(categoryNames.map((name) => ({ name, createdBy: adminId })))
      .returning();
    const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));

    await tx.insert(tokenPackages).values(seedTokenPackages);
    await tx.insert(pricingTiers).values(seedPricingTiers);

    // An hour apart, so that sorting by Newest has a stable, meaningful order.
    const inserted = await tx
      .insert(automations)
      .values(
        demoCatalogue.map((demo, index) => ({
          slug: demo.slug,
          name: demo.name,
          description: demo.description,
          imageUrl: demo.imageUrl,
          categoryId: categoryIdByName.get(demo.categoryName),
          status: 'published' as const,
          isFeatured: demo.isFeatured,
          pricingModel: demo.pricingModel,
          tokenCostPerRun: demo.tokenCostPerRun,
          tokenCostPerMinute: demo.tokenCostPerMinute,
          maxDurationMinutes: demo.maxDurationMinutes,
          customFields: demo.customFields,
          seoContent: demo.seoContent,
          exampleInput: demo.exampleInput ?? null,
          sampleOutput: demo.sampleOutput ?? null,
          webhookUrl: `${config.SAMPLE_WORKFLOWS_URL}/${demo.workflowSlug}`,
          webhookSecret: `whsec_${randomBytes(24).toString('base64')}`,
          createdBy: adminId,
          createdAt: new Date(now - (demoCatalogue.length - index) * 3_600_000),
        })),
      )
      .returning({ id: automations.id, slug: automations.slug });
    // The demo catalogue is live from the start: each automation is its own version 1 (DESIGN D19).
    for (const row of inserted) await publishFirstVersion(tx, row.id, null);

    const tried = demoCatalogue.find((demo) => demo.slug === HISTORY_AUTOMATION)!;
    const triedId = inserted.find((row) => row.slug === HISTORY_AUTOMATION)!.id;
    await seedDemoHistory(tx, {
      userId: userIds[demoAccounts.findIndex((account) => !account.isAdmin)]!,
      automation: { ...tried, id: triedId },
      tokenExpiryDays: config.TOKEN_EXPIRY_DAYS,
      now: new Date(now),
    });
    return 'seeded';
  });
}
