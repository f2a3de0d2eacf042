import { sql } from 'drizzle-orm';
import { categoryNames } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { categories, pricingTiers, tokenPackages } from '../../platform/db/schema';
import { SEED_LOCK_ID } from './seed-lock';
import { seedPricingTiers, seedTokenPackages } from './token-packages';

/**
 * What any Basalt needs before its first automation and first purchase, in every environment
 * (decision 051): the token packages and pricing tiers (the only price list, DESIGN D1) and a
 * starting set of categories admins may rename or delete. Never the demo accounts nor the demo
 * catalogue. Runs at every start and does something once: token packages, which no screen deletes,
 * mark a database as already set up, so categories an admin deleted on purpose do not come back.
 */
export async function seedReferenceData(db: Database): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    // Processes starting together on one fresh database: the first seeds, the others wait and skip.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ id: tokenPackages.id }).from(tokenPackages).limit(1);
    if (existing) return 'skipped';
    await tx.insert(tokenPackages).values(seedTokenPackages);
    const [tier] = await tx.select({ id: pricingTiers.id }).from(pricingTiers).limit(1);
    if (!tier) await tx.insert(pricingTiers).values(seedPricingTiers);
    const [category] = await tx.select({ id: categories.id }).from(categories).limit(1);
    if (!category) await tx.insert(categories).values(categoryNames.map((name) => ({ name })));
    return 'seeded';
  });
}
