import type { Role } from '@foyer/shared';
import type { Generated } from 'kysely';

/*
 * Row types as stored, shared by SQLite and PostgreSQL: ids are text UUIDs, timestamps
 * ISO-8601 UTC text, booleans integer 0/1, JSON documents text (the repo serializes them).
 */

export interface OrganizationsTable {
  id: string;
  name: string;
  created_at: string;
  /** Minutes without contact before a published screen is reported offline; null: no e-mails. */
  screen_offline_alert_minutes: Generated<number | null>;
  /** The IANA time zone new buildings get, and screens of no building read (docs/product.md §12). */
  default_time_zone: Generated<string>;
}

export interface SubOrganizationsTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  slug: string;
  created_by: string | null;
  created_at: string;
  /** The unguessable part of the building's mobile directory address; null until first turned on. */
  directory_token: Generated<string | null>;
  directory_enabled: Generated<number>;
  /** The IANA time zone its schedules are read in (docs/product.md §12). */
  time_zone: Generated<string>;
  /** Opening hours as JSON (openingHoursSchema); null: its screens are always on. */
  opening_hours: Generated<string | null>;
  /** The screen languages as a JSON array of 1 or 2 codes (docs/product.md §16); '["en"]' by default. */
  languages: Generated<string>;
}

export interface UsersTable {
  id: string;
  org_id: string;
  name: string;
  /** Always stored lower-cased and trimmed, so the unique index is case-insensitive. */
  email: string;
  /** Null until an invited user accepts and chooses a password. */
  password_hash: string | null;
  role: Role;
  /** JSON array of sub-organization ids. */
  accessible_sub_organizations: string;
  last_logged_in: string | null;
  is_invited: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface InvitationsTable {
  id: string;
  org_id: string;
  /** The invited user's row, created with the invitation (is_invited = 1, no password). */
  user_id: string;
  /** sha256 of the token in the mailed link. */
  token_hash: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** The columns devices, themes and tenant lists share; their own migrations add the rest. */
export interface SubOrganizationItemTable {
  id: string;
  org_id: string;
  /** Null for organization-wide items. */
  sub_org_id: string | null;
  name: string;
  created_at: string;
  updated_at: string;
}

/** A theme: its sections are one JSON document (`content`), its metadata columns of their own. */
export interface ThemesTable extends SubOrganizationItemTable {
  /** The columns have defaults ('list-simple', '{}', 1), so rows of the base columns alone still insert. */
  layout: Generated<string>;
  /** JSON object of the sections layoutOptions, colors, background, typography, tenants, header, footer, media. */
  content: Generated<string>;
  /** 1 when created, one more on every save. */
  version: Generated<number>;
  /** The user who created it; null once that user is deleted. */
  created_by: string | null;
}

/** A device. An empty pairing code is stored NULL so the unique index ignores it (DEV-3). */
export interface DevicesTable extends SubOrganizationItemTable {
  theme_id: string | null;
  tenants_id: string | null;
  pairing_code: string | null;
  orientation: Generated<string>;
  refresh_policy: Generated<string>;
  pairing_expires_at: string | null;
  last_seen_at: string | null;
  app_version: Generated<string>;
  status: Generated<string>;
  has_been_published: Generated<number>;
  has_unpublished_changes: Generated<number>;
  /** The last contact before the outage reported by e-mail; null while no outage is reported. */
  offline_since: Generated<string | null>;
  /** The bundle version the screen confirmed drawing (SCR-14); null: none or not reported. */
  shown_version: Generated<number | null>;
  /** Since when the screen shows `shown_version`; set only when the version changes. */
  shown_since: Generated<string | null>;
  /** When the screen's player page started, from its last report. */
  player_started_at: Generated<string | null>;
  /** A PlayerReloadReason, or null: the page was opened normally. */
  player_reload_reason: Generated<string | null>;
  /** 1 when the screen runs the legacy build. */
  player_legacy: Generated<number | null>;
  /** The emergency alert the screen confirmed drawing; null: none. */
  shown_alert_id: Generated<string | null>;
  /** 1: the screen ignores its building's opening hours (SCH-8). */
  always_on: Generated<number>;
  /** The notices its screen reported on screen, a JSON list of ids; null: not reported (SCH-11). */
  shown_notice_ids: Generated<string | null>;
  /** 1: its screen reported it sleeps; null: not reported. */
  shown_asleep: Generated<number | null>;
}

/** A tenant list: its entries are one JSON array. */
export interface TenantListsTable extends SubOrganizationItemTable {
  scope: Generated<string>;
  theme_id: string | null;
  /** JSON array of tenant entries. */
  entries: Generated<string>;
}

/** A published bundle: a frozen copy of theme, tenants and device (JSON `data`). */
export interface PublishedBundlesTable {
  id: string;
  org_id: string;
  device_id: string;
  /** The device's sub-organization at publish time (who may see and delete the bundle). */
  sub_org_id: string | null;
  pairing_code: string;
  bundle_name: string;
  status: string;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  published_at: string;
  /** JSON {auto_refresh, offline_mode}. */
  bundle_settings: string;
  /** The rest of the bundle's `data`, shared by the screens that show the same (`bundle_bodies`). */
  body_id: string;
  /** JSON: the device as it was at publish time, the one per-screen part of the bundle's `data`. */
  device: string;
}

/**
 * A bundle's content but its device (JSON {tenants, theme, building, organization_name,
 * categories}), stored once per organization and content (docs/decisions/devices-and-publishing.md
 * DEV-18): its id is a hash of both, so screens published alike point to the same row.
 */
export interface BundleBodiesTable {
  id: string;
  org_id: string;
  data: string;
  /** Last publish that used it: an unused body is deleted only well after (no race with a publish). */
  used_at: string;
}

/** A screen's player (SCR-1): it asked for a pairing code; staff link it to a device by that code. */
export interface PlayersTable {
  id: string;
  /** sha256 of the device secret; the secret itself is never stored. */
  secret_hash: string;
  /** The code the player shows (unique among players); once linked, its device's code. */
  pairing_code: string;
  pairing_expires_at: string;
  /** The device staff linked to the code; null while waiting. */
  device_id: string | null;
  org_id: string | null;
  app_version: string | null;
  last_seen_at: string | null;
  created_at: string;
  /** From the player's last report (SCR-14): its page's start, reload reason, legacy build. */
  started_at: Generated<string | null>;
  reload_reason: Generated<string | null>;
  legacy: Generated<number | null>;
}

/** One row per device and minute in which it made contact (minutes since the epoch). */
export interface DeviceContactsTable {
  device_id: string;
  org_id: string;
  minute: number;
}

/** One row per publish, for the publishes per day of the analytics page. */
export interface PublishEventsTable {
  id: string;
  org_id: string;
  sub_org_id: string | null;
  device_id: string;
  published_at: string;
}

/** One accepted upload (docs/product.md §3 Upload metadata); `filename` is the storage key, a content-hash name. */
export interface UploadsTable {
  id: string;
  org_id: string;
  filename: string;
  uploaded_by: string | null;
  original_name: string;
  mime_type: string;
  /** Bytes as stored (after processing). */
  size: number;
  width: number;
  height: number;
  /** As received, EXIF orientation applied. */
  original_width: number;
  original_height: number;
  purpose: Generated<string>;
  was_processed: Generated<number>;
  access_control: Generated<string>;
  uploaded_at: string;
}

/** An image of an organization's library (docs/product.md §3 Organization image); one per organization and file. */
export interface OrganizationImagesTable {
  id: string;
  org_id: string;
  image_url: string;
  filename: string;
  original_name: string;
  file_size: number;
  mime_type: string;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** An uploaded file kept in the database (STORAGE=database), by its content-hash key. */
export interface StoredFilesTable {
  key: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: string;
}

/** One rate-limit counter shared by every instance on PostgreSQL (platform/rate-limit-store.ts). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** Epoch milliseconds; PostgreSQL's bigint comes back as a string. */
  window_ends_at: number | string;
}

/** Where a queued e-mail stands (platform/mail-outbox.ts). */
export type MailStatus = 'pending' | 'sent' | 'failed';

/** One e-mail of the durable outbox; the worker (platform/mail-worker.ts) sends it. */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  /** Emptied once sent or given up: the bodies carry single-use links. */
  text_body: string;
  html_body: string;
  status: MailStatus;
  /** Sending attempts started so far. */
  attempts: number;
  /** When a worker may take it: due, retry or end of the lease of the attempt under way. */
  next_attempt_at: string;
  last_error: string | null;
  /** The invitation the mail carries the link of; deleting the invitation deletes the mail. */
  invitation_id: string | null;
  /** The organization the mail is about; null only for mail queued before migration 016 to no user. */
  org_id: string | null;
  /** While an attempt is under way: when its lease ends (then equal to next_attempt_at). */
  leased_until: string | null;
  created_at: string;
  updated_at: string;
}

/** An emergency alert (docs/product.md §10); over once ended or past `expires_at`. */
export interface EmergencyAlertsTable {
  id: string;
  org_id: string;
  template: string;
  title: string;
  text: string;
  scope_kind: string;
  /** JSON list of sub-organization ids ('buildings') or device ids ('screens'); '[]' for the organization. */
  scope_ids: string;
  /** JSON object of the title and text per visitor language, `{}` for none (migration 025, LNG-22). */
  translations: Generated<string>;
  source: string;
  started_by: string | null;
  started_by_name: string;
  started_at: string;
  expires_at: string;
  ended_at: string | null;
  ended_by_name: string | null;
}

/** An organization's alert webhook: the SHA-256 of its token. */
export interface AlertWebhooksTable {
  org_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** An `Idempotency-Key` of an alert webhook call and its answer (docs/decisions/alerts-and-audit.md ALR-8). */
export interface WebhookRequestsTable {
  org_id: string;
  idempotency_key: string;
  request_hash: string;
  state: 'pending' | 'done';
  /** The first call's answer as JSON: `{ status, body }`; null while pending. */
  answer: string | null;
  created_at: string;
}

/** One line of the audit log (docs/product.md §10). */
export interface AuditEventsTable {
  id: string;
  org_id: string;
  at: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string;
  details: string;
}

/** A scheduled notice (docs/product.md §12); scope as an alert's, schedule as JSON. */
export interface NoticesTable {
  id: string;
  org_id: string;
  title: string;
  text: string;
  image_url: string;
  tone: string;
  scope_kind: string;
  scope_ids: string;
  schedule: string;
  ended_at: string | null;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}

/** An organization's API token, by its hash (docs/product.md §14). */
export interface ApiTokensTable {
  id: string;
  org_id: string;
  name: string;
  token_hash: string;
  hint: string;
  /** Comma-separated scopes: 'read,tenants'. */
  scopes: string;
  sub_org_id: string | null;
  created_by: string | null;
  created_by_name: string;
  created_at: string;
  /** The last day it works, 'YYYY-MM-DD' (UTC). */
  expires_on: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One 'Is your listing correct?' e-mail (docs/product.md §15); its link's token is kept hashed. */
export interface TenantConfirmationRequestsTable {
  id: string;
  org_id: string;
  tenant_list_id: string;
  entry_id: string;
  email: string;
  token_hash: string;
  sent_by: string | null;
  created_at: string;
  expires_at: string;
  /** The last answer given with the link: 'confirmed' or 'suggested'; null before any. */
  answer: string | null;
  answered_at: string | null;
}

/** When an entry of a list was last confirmed (by its company, or by approving its suggestion). */
export interface TenantEntryConfirmationsTable {
  tenant_list_id: string;
  entry_id: string;
  org_id: string;
  confirmed_at: string;
  /** The e-mail address that confirmed or suggested. */
  confirmed_by: string;
}

/** A listing change waiting for review; JSON of the listing fields as seen and as suggested. */
export interface TenantSuggestionsTable {
  id: string;
  org_id: string;
  tenant_list_id: string;
  entry_id: string;
  request_id: string;
  email: string;
  before: string;
  after: string;
  created_at: string;
}

/** Where a tenant list syncs from, and how (docs/product.md §13). */
export interface TenantSyncSourcesTable {
  tenants_id: string;
  org_id: string;
  /** As saved, credentials included; answered without them. */
  url: string;
  format: string;
  /** JSON: JSON key per field; null for the header rules. */
  json_mapping: string | null;
  schedule: string;
  daily_at: string | null;
  max_removal_percent: number;
  after_sync: string;
  state: string;
  /** 1 once a person applied the first sync of this URL. */
  first_applied: number;
  /** Who saved the settings: scheduled syncs publish as this user. */
  configured_by: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  next_run_at: string | null;
  /** Set while a run holds the source (claimed by a conditional UPDATE). */
  running_since: string | null;
  created_at: string;
  updated_at: string;
}

/** One category of the organization's dictionary (docs/decisions/languages.md LNG-19). */
export interface CategoryTranslationsTable {
  org_id: string;
  /** categoryKey(category): trimmed, lower case. */
  category_key: string;
  category: string;
  /** JSON object of texts by language code. */
  translations: string;
  updated_at: string;
}

/** One sync or bulk upsert run of a list; JSON counts, preview and (while waiting) entries. */
export interface TenantSyncRunsTable {
  id: string;
  tenants_id: string;
  org_id: string;
  started_at: string;
  finished_at: string | null;
  trigger: string;
  outcome: string;
  message: string;
  counts: string | null;
  preview: string | null;
  entries: string | null;
  /** The list's updated_at the preview was computed on. */
  base: string | null;
  /** SHA-256 of the fetched file: a sync held again on the same file adds no run. */
  content_hash: string | null;
}

export interface Database {
  organizations: OrganizationsTable;
  sub_organizations: SubOrganizationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  invitations: InvitationsTable;
  devices: DevicesTable;
  themes: ThemesTable;
  tenant_lists: TenantListsTable;
  published_bundles: PublishedBundlesTable;
  bundle_bodies: BundleBodiesTable;
  uploads: UploadsTable;
  organization_images: OrganizationImagesTable;
  players: PlayersTable;
  device_contacts: DeviceContactsTable;
  publish_events: PublishEventsTable;
  stored_files: StoredFilesTable;
  rate_limit_counters: RateLimitCountersTable;
  mail_outbox: MailOutboxTable;
  emergency_alerts: EmergencyAlertsTable;
  alert_webhooks: AlertWebhooksTable;
  webhook_requests: WebhookRequestsTable;
  audit_events: AuditEventsTable;
  notices: NoticesTable;
  tenant_sync_sources: TenantSyncSourcesTable;
  tenant_sync_runs: TenantSyncRunsTable;
  tenant_confirmation_requests: TenantConfirmationRequestsTable;
  tenant_entry_confirmations: TenantEntryConfirmationsTable;
  tenant_suggestions: TenantSuggestionsTable;
  api_tokens: ApiTokensTable;
  category_translations: CategoryTranslationsTable;
}
