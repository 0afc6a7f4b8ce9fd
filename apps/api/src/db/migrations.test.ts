import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../test/db';
import { migrationsFolder } from './migrations-folder';
import { prepareDatabase } from './prepare-database';

type Journal = { entries: { tag: string }[] };

// Both drivers answer execute() with `{ rows }`; the shared drizzle type leaves it unknown.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('migrations', () => {
  it('build the schema from an empty database, and a second run changes nothing', async () => {
    const database = await createEmptyDatabase();
    try {
      await prepareDatabase(database);
      await prepareDatabase(database);

      const tables = rowsOf<{ table_name: string }>(
        await database.db.execute(
          sql`select table_name from information_schema.tables
              where table_schema = 'public' order by table_name`,
        ),
      );
      expect(tables.map((row) => row.table_name)).toEqual([
        'ai_character_favorites',
        'ai_character_reviews',
        'ai_characters',
        'ai_chat_messages',
        'ai_daily_usage',
        'ai_readings',
        'ai_simple_tarots',
        'app_meta',
        'article_media',
        'articles',
        'claims',
        'comments',
        'counseling_reviews',
        'counseling_sessions',
        'counselor_addresses',
        'counselor_applications',
        'counselor_bank_accounts',
        'counselor_categories',
        'counselor_category_links',
        'counselor_certificates',
        'counselor_client_notes',
        'counselor_date_exceptions',
        'counselor_email_codes',
        'counselor_faqs',
        'counselor_favorites',
        'counselor_gallery_images',
        'counselor_weekly_hours',
        'counselors',
        'dev_identity_verifications',
        'events',
        'faq_categories',
        'faqs',
        'fcm_tokens',
        'identity_verifications',
        'login_failures',
        'notices',
        'notifications',
        'oauth_flows',
        'orders',
        'outbox',
        'pages',
        'payments',
        'point_transactions',
        'product_images',
        'products',
        'reactions',
        'refresh_tokens',
        'refunds',
        'reservation_cells',
        'route_rules',
        'sandbox_payments',
        'scheduled_jobs',
        'session_messages',
        'session_signals',
        'shares',
        'social_accounts',
        'spending_limits',
        'tarot_cards',
        'tarot_decks',
        'tarot_suits',
        'uploads',
        'users',
        'verification_codes',
      ]);

      const journal = JSON.parse(
        readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as Journal;
      const applied = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied[0]?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  });
});
