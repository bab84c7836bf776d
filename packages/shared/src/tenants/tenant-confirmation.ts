import { z } from 'zod';
import { imageUrlSchema } from '../schemas/image-url';
import { withoutNul } from '../schemas/text';
import { CONFIRMATION_SKIP_REASONS, SUGGESTION_FIELDS } from './tenant-confirmation-texts';

export * from './tenant-confirmation-texts';

/** Tokens are 43 URL-safe characters (32 random bytes); anything else is not looked up. */
export const listingTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a listing link');

/** What a send answers: how many were asked, and how many were not and why. */
export const confirmationSendResultSchema = z.object({
  lists: z.number(),
  sent: z.number(),
  skipped: z.object(
    Object.fromEntries(CONFIRMATION_SKIP_REASONS.map((reason) => [reason, z.number()])) as Record<
      (typeof CONFIRMATION_SKIP_REASONS)[number],
      z.ZodNumber
    >,
  ),
});
export type ConfirmationSendResult = z.infer<typeof confirmationSendResultSchema>;

/** The listing fields a company sees and may change: exactly what the screen shows of it, and its logo. */
export const listingFieldsSchema = z.object({
  company_name: z.string(),
  floor: z.string(),
  suite_room: z.string(),
  category: z.string(),
  logo_url: z.string(),
});
export type ListingFields = z.infer<typeof listingFieldsSchema>;

const text = (field: string, max: number) => z.string().trim().max(max).check(withoutNul(field));

/** A company's suggested listing: every field as it should read (unchanged ones as they are). */
export const listingSuggestionInputSchema = z.object({
  company_name: text('Company name', 200).min(1, 'Company name is required'),
  floor: text('Floor', 50),
  suite_room: text('Suite', 50),
  category: text('Category', 100),
  logo_url: imageUrlSchema,
});
export type ListingSuggestionInput = z.infer<typeof listingSuggestionInputSchema>;

/** What the public page is told: its own company only, never another's, no phone, e-mail or notes. */
export const publicListingSchema = z.object({
  building_name: z.string(),
  organization_name: z.string(),
  /** The company as the list has it now. */
  listing: listingFieldsSchema,
  /** The theme its screens draw it with (null: the default look), without anything of other companies. */
  theme: z.unknown(),
  expires_at: z.string(),
  /** The last answer given with this link. */
  answer: z.enum(['none', 'confirmed', 'suggested']),
  answered_at: z.string().nullable(),
  /** The suggestion waiting for review, as sent (null when none waits). */
  pending: listingFieldsSchema.nullable(),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

export const suggestionChangeSchema = z.object({
  field: z.enum(SUGGESTION_FIELDS),
  /** As the company saw it when it suggested. */
  before: z.string(),
  /** As it is in the list now ('' when the company is gone). */
  current: z.string(),
  after: z.string(),
});
export type SuggestionChange = z.infer<typeof suggestionChangeSchema>;

/** A suggestion waiting in the review queue. */
export const tenantSuggestionSchema = z.object({
  id: z.string(),
  tenant_list_id: z.string(),
  list_name: z.string(),
  entry_id: z.string(),
  company_name: z.string(),
  email: z.string(),
  suggested_at: z.string(),
  /** Only the fields that differ from what the company saw. */
  changes: z.array(suggestionChangeSchema),
  /** 'changed': the entry was edited since; 'removed': it is gone (only Reject is possible). */
  stale: z.enum(['no', 'changed', 'removed']),
});
export type TenantSuggestion = z.infer<typeof tenantSuggestionSchema>;

export const approveSuggestionSchema = z.object({
  /** Approve a suggestion whose entry changed since, after looking at the current values. */
  confirm_stale: z.boolean().optional(),
});

/** When each entry of a list was last confirmed, and the list's freshness figure. */
export const listConfirmationsSchema = z.object({
  tenant_list_id: z.string(),
  total: z.number(),
  confirmed_recently: z.number(),
  entries: z.array(
    z.object({
      entry_id: z.string(),
      confirmed_at: z.string().nullable(),
      asked_at: z.string().nullable(),
    }),
  ),
});
export type ListConfirmations = z.infer<typeof listConfirmationsSchema>;

export const confirmationSendQuerySchema = z.object({
  sub_org_id: z.string().max(100).optional(),
});
