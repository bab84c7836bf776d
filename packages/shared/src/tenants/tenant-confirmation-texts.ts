/*
 * Tenants confirm their own listing (docs/product.md §15, docs/decisions/confirmations.md): staff
 * send 'Is your listing correct?' to each company with a contact e-mail; the company answers on a
 * public page at `{PUBLIC_URL}/listing/{token}` without an account. Zod-free, so the dashboard's
 * route table and the public page need not load zod (docs/decisions/dashboard.md DSH-14).
 */

export const LISTING_CONFIRMATION_PATH = '/listing';

export const listingConfirmationUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${LISTING_CONFIRMATION_PATH}/${token}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link works this long after it was sent (CNF-3). */
export const CONFIRMATION_LINK_TTL_MS = 30 * DAY_MS;
/** A company is asked at most once in this time, per e-mail address and entry (CNF-4). */
export const CONFIRMATION_RESEND_AFTER_MS = 30 * DAY_MS;
/** 'Confirmed' in the freshness figure: within this many days (CNF-6). */
export const CONFIRMATION_FRESH_DAYS = 90;

/** What a company may suggest changing, in the order the page and the review queue show them. */
export const SUGGESTION_FIELDS = ['company_name', 'floor', 'suite_room', 'category', 'logo_url'] as const;
export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];
export const SUGGESTION_FIELD_LABELS: Record<SuggestionField, string> = {
  company_name: 'Company name',
  floor: 'Floor',
  suite_room: 'Suite',
  category: 'Category',
  logo_url: 'Logo',
};

/** Why an entry was not asked (the send answer counts each). */
export const CONFIRMATION_SKIP_REASONS = ['no_email', 'asked_recently', 'hidden'] as const;
export type ConfirmationSkipReason = (typeof CONFIRMATION_SKIP_REASONS)[number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const SKIP_TEXT: Record<ConfirmationSkipReason, (count: number) => string> = {
  no_email: (count) => `${count} without a contact e-mail`,
  asked_recently: (count) => `${count} already asked in the last 30 days`,
  hidden: (count) => `${count} hidden from the screens`,
};

export const TENANT_CONFIRMATION_MESSAGES = {
  linkNotFound: 'This link does not work any more',
  linkNotFoundHint:
    'Links to check a listing work for 30 days. Ask the building management to send you a new one.',
  entryGone: 'This listing is no longer in the directory',
  entryGoneHint: 'The building management has removed or replaced it. Contact them if this is a mistake.',
  suggestionNotFound: 'This suggestion was already approved or rejected',
  nothingSuggested: 'Change at least one field, or answer that the listing is correct',
  logoNotUploaded: 'logo_url must be a logo uploaded with this link, or empty',
  tooManyLogos: (wait: string) =>
    `This link has uploaded many logos already. Please wait ${wait} and try again, or ask the building management.`,
  notAllowed: 'Only Owners, Admins and Editors can ask tenants to confirm their listing',
  subOrganizationNotAllowed: "You do not have access to this tenant list's sub-organization",
  listNotFound: 'Tenant list not found',
  confirmed: 'Thank you. Your listing is confirmed.',
  suggested: 'Thank you. The building management will review your changes.',
  approved: 'Suggestion approved: the list is changed',
  rejected: 'Suggestion rejected',
  staleChanged:
    'This company was changed in the list after the suggestion was made. Check the values before approving.',
  staleRemoved: 'This company is no longer in the list. The suggestion can only be rejected.',
  staleChangedRefused:
    'The company was changed since this suggestion was made: review the current values and approve again',
  /** 'Sent 12 e-mails. Skipped 3: 2 without a contact e-mail, 1 already asked in the last 30 days.' */
  sent: (sent: number, skipped: Partial<Record<ConfirmationSkipReason, number>>) => {
    const parts = CONFIRMATION_SKIP_REASONS.filter((reason) => (skipped[reason] ?? 0) > 0).map((reason) =>
      SKIP_TEXT[reason](skipped[reason] ?? 0),
    );
    const total = CONFIRMATION_SKIP_REASONS.reduce((sum, reason) => sum + (skipped[reason] ?? 0), 0);
    const head = sent === 0 ? 'No e-mail sent.' : `Sent ${plural(sent, 'e-mail', 'e-mails')}.`;
    return total === 0 ? head : `${head} Skipped ${total}: ${parts.join(', ')}.`;
  },
  /** '52 of 60 confirmed in the last 90 days' */
  freshness: (confirmed: number, total: number) =>
    `${confirmed} of ${total} confirmed in the last ${CONFIRMATION_FRESH_DAYS} days`,
  /** The audit line of a decision (docs/product.md §15). */
  auditApproved: (email: string) => `Listing change suggested by ${email} approved`,
  auditRejected: (email: string) => `Listing change suggested by ${email} rejected`,
  mailSubject: (building: string) => `Is your listing correct? ${building} lobby directory`,
} as const;
