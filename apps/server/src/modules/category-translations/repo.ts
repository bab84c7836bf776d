import { categoryDictionarySchema, type CategoryTexts } from '@foyer/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { CategoryTranslationsTable } from '../../db/schema';

export type CategoryTranslationRow = Selectable<CategoryTranslationsTable>;

/** A row's stored texts; {} without a row or when unreadable. */
export function storedTexts(row: Pick<CategoryTranslationRow, 'translations'> | undefined): CategoryTexts {
  if (!row) return {};
  try {
    const parsed = categoryDictionarySchema.valueType.safeParse(JSON.parse(row.translations));
    return parsed.success ? (parsed.data as CategoryTexts) : {};
  } catch {
    return {};
  }
}

export async function listCategoryTranslations(db: Db, orgId: string): Promise<CategoryTranslationRow[]> {
  return db.selectFrom('category_translations').selectAll().where('org_id', '=', orgId).execute();
}

export async function upsertCategoryTranslation(db: Db, row: CategoryTranslationRow): Promise<void> {
  const { org_id: _org, category_key: _key, ...rest } = row;
  await db
    .insertInto('category_translations')
    .values(row)
    .onConflict((oc) => oc.columns(['org_id', 'category_key']).doUpdateSet(rest))
    .execute();
}

export async function deleteCategoryTranslation(db: Db, orgId: string, key: string): Promise<void> {
  await db
    .deleteFrom('category_translations')
    .where('org_id', '=', orgId)
    .where('category_key', '=', key)
    .execute();
}
