import {
  canReachSubOrganization,
  categoryKey,
  categoryLabel,
  dictionaryFor,
  DEFAULT_LANGUAGE,
  emptyCategoryDictionary,
  languagesOfBuildings,
  ORGANIZATION_MESSAGES,
  parseBuildingLanguages,
  TENANT_LIST_MESSAGES,
  VISITOR_LANGUAGES,
  type CategoryDictionary,
  type CategoryTexts,
  type CategoryTranslations,
  type categoryTranslationsUpdateSchema,
  type VisitorLanguage,
} from '@foyer/shared';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { AuthActor } from '../../platform/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { authorize } from '../../platform/permissions';
import { markDevicesChanged } from '../item-access/service';
import { listBuildings } from '../sub-organizations/service';
import { organizationTenantLists } from '../tenants/service';
import {
  deleteCategoryTranslation,
  listCategoryTranslations,
  storedTexts,
  upsertCategoryTranslation,
} from './repo';

/*
 * The organization's category dictionary (docs/product.md §16 "Category translations",
 * docs/decisions/languages.md LNG-19..21).
 */

export type CategoryTranslationsBody = z.output<typeof categoryTranslationsUpdateSchema>;

/** The organization's buildings' languages by building id. */
async function buildingLanguages(db: Db, orgId: string): Promise<Map<string, VisitorLanguage[]>> {
  return new Map(
    (await listBuildings(db, orgId)).map((building) => [
      building.id,
      parseBuildingLanguages(building.languages),
    ]),
  );
}

/** The languages of the organization's buildings, in the order of VISITOR_LANGUAGES (English first). */
async function organizationLanguages(db: Db, orgId: string): Promise<VisitorLanguage[]> {
  const languages = languagesOfBuildings((await buildingLanguages(db, orgId)).values(), { order: 'visitor' });
  return languages.length > 0 ? languages : [DEFAULT_LANGUAGE];
}

/** The languages whose text differs between two rows' texts. */
function changedLanguages(before: CategoryTexts, after: CategoryTexts): VisitorLanguage[] {
  return VISITOR_LANGUAGES.filter((lang) => (before[lang] ?? '') !== (after[lang] ?? ''));
}

/** Texts kept: known languages with a non-blank text. */
function cleanTexts(texts: Record<string, string>): CategoryTexts {
  const out: CategoryTexts = {};
  for (const lang of VISITOR_LANGUAGES) {
    const text = texts[lang]?.trim();
    if (text) out[lang] = text;
  }
  return out;
}

/**
 * The dictionary page: each category used by a company of the lists the caller reaches (as first
 * typed, case-insensitive distinct, A–Z) with its count, then saved ones no company of any list
 * uses now. It is the organization's, like an organization-wide list: anyone who reads tenant lists
 * reads it; but a member or token limited to buildings sees only the categories and counts of the
 * lists it reaches (its buildings' and the organization-wide ones), not a saved category used only
 * in other buildings (docs/decisions/languages.md LNG-19).
 */
export async function getCategoryTranslations(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
): Promise<CategoryTranslations> {
  authorize(actor, 'content:read', { org_id: orgId }, { notFound: ORGANIZATION_MESSAGES.notFound });
  const used = new Map<string, { category: string; companies: number }>();
  /** Keys used by a list the caller does not reach: neither counted nor shown as 'Not used now'. */
  const usedElsewhere = new Set<string>();
  for (const list of await organizationTenantLists(ctx.db, orgId)) {
    const reached = canReachSubOrganization(actor, list.sub_org_id);
    for (const entry of list.entries) {
      const key = categoryKey(entry.category);
      if (!key) continue;
      if (!reached) {
        usedElsewhere.add(key);
        continue;
      }
      const seen = used.get(key);
      if (seen) seen.companies += 1;
      else used.set(key, { category: categoryLabel(entry.category), companies: 1 });
    }
  }
  const saved = new Map(
    (await listCategoryTranslations(ctx.db, orgId)).map((row) => [row.category_key, row] as const),
  );
  const byName = (a: { category: string }, b: { category: string }) =>
    a.category.localeCompare(b.category, 'en', { sensitivity: 'base' });
  const rows = [...used].map(([key, { category, companies }]) => ({
    category,
    companies,
    translations: storedTexts(saved.get(key)),
  }));
  const unused = [...saved]
    .filter(([key]) => !used.has(key) && !usedElsewhere.has(key))
    .map(([, row]) => ({ category: row.category, companies: 0, translations: storedTexts(row) }));
  return {
    languages: await organizationLanguages(ctx.db, orgId),
    categories: [...rows.sort(byName), ...unused.sort(byName)] as CategoryTranslations['categories'],
  };
}

/**
 * Saves rows (upsert by category key; a language with '' or absent is removed, a row without
 * texts removes the entry). Marks 'CHANGES, PLEASE PUBLISH' on the published screens whose list
 * has a company in a changed category and whose building uses a changed language, as a saved list
 * does (LNG-20), in the same transaction. Written like an organization-wide tenant list: Editors
 * may, a building's API token may not; a change reaches every building's screens at their next
 * publish (LNG-19).
 */
export async function saveCategoryTranslations(
  ctx: AppContext,
  actor: AuthActor,
  orgId: string,
  body: CategoryTranslationsBody,
): Promise<CategoryTranslations> {
  authorize(
    actor,
    'content:write',
    { org_id: orgId, sub_org_id: null },
    { notFound: ORGANIZATION_MESSAGES.notFound, forbidden: TENANT_LIST_MESSAGES.notAllowed },
  );
  const at = ctx.now().toISOString();
  const changedNames = await ctx.db.transaction().execute(async (trx) => {
    const saved = new Map(
      (await listCategoryTranslations(trx, orgId)).map((row) => [row.category_key, row] as const),
    );
    /** Changed categories by key: the name for the audit log and the languages whose text changed. */
    const changed = new Map<string, { name: string; languages: VisitorLanguage[] }>();
    for (const row of body.categories) {
      const key = categoryKey(row.category);
      const texts = cleanTexts(row.translations);
      const before = saved.get(key);
      const languages = changedLanguages(storedTexts(before), texts);
      if (Object.keys(texts).length === 0) {
        if (before) await deleteCategoryTranslation(trx, orgId, key);
      } else {
        await upsertCategoryTranslation(trx, {
          org_id: orgId,
          category_key: key,
          category: categoryLabel(row.category),
          translations: JSON.stringify(texts),
          updated_at: at,
        });
      }
      if (languages.length > 0) {
        const seen = changed.get(key);
        if (seen) seen.languages = [...new Set([...seen.languages, ...languages])];
        else changed.set(key, { name: categoryLabel(row.category), languages });
      }
    }
    if (changed.size > 0) {
      // Only screens that show a changed text: their list uses the category and their building one
      // of its changed languages (a screen without a building speaks English, as publish draws it).
      const buildings = await buildingLanguages(trx, orgId);
      for (const list of await organizationTenantLists(trx, orgId)) {
        const languages = new Set(
          list.entries.flatMap((entry) => changed.get(categoryKey(entry.category))?.languages ?? []),
        );
        if (languages.size === 0) continue;
        const reached = [...buildings]
          .filter(([, spoken]) => spoken.some((lang) => languages.has(lang)))
          .map(([id]): string | null => id);
        if (languages.has(DEFAULT_LANGUAGE)) reached.push(null);
        await markDevicesChanged(trx, 'tenants_id', list.id, at, reached);
      }
    }
    return [...changed.values()].map(({ name }) => name);
  });
  if (changedNames.length > 0) {
    await recordAudit(ctx, {
      orgId,
      actor: auditActor(actor),
      action: 'tenants.category-translations',
      targetType: 'Category translations',
      targetName: changedNames.slice(0, 10).join(', ') + (changedNames.length > 10 ? ', …' : ''),
    });
  }
  return getCategoryTranslations(ctx, actor, orgId);
}

/**
 * Publish, in its transaction: the translations a screen needs, only its list's `categories`
 * and its building's `languages` (LNG-21).
 */
export async function screenCategoryDictionary(
  db: Db,
  orgId: string,
  categories: readonly string[],
  languages: readonly string[],
): Promise<CategoryDictionary> {
  if (categories.length === 0) return {};
  // Keys are user text ('constructor', '__proto__'): no prototype (LNG-19).
  const dictionary = emptyCategoryDictionary();
  for (const row of await listCategoryTranslations(db, orgId))
    dictionary[row.category_key] = storedTexts(row);
  return dictionaryFor(dictionary, categories, languages);
}
