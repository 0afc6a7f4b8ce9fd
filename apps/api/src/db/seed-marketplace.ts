import type { AppDb } from './database';

/**
 * The counseling marketplace (issue 9): counselors with portraits, categories, keywords,
 * certificates, galleries, products, weekly hours, and reviews of past sessions.
 */
export async function seedMarketplace(_db: AppDb, _now: Date): Promise<void> {}
