import { z } from 'zod';
import { withoutNul } from '../schemas/text';
import { tenantEntrySchema } from './tenant-entry';
import { sheetsLinkProblem } from './tenant-sync-links';
import { TENANT_LIST_MAX_ENTRIES, TENANT_LIST_MESSAGES, tenantListSchema } from './tenant-list';

/*
 * Syncing a tenant list from a URL and replacing or merging its entries in one call
 * (docs/product.md §13, docs/decisions/sync.md). One pipeline with the file import: the same
 * header, encoding, delimiter, boolean and date rules; the same preview (TenantImportDiff).
 */

/** Most bytes a synced file may have (docs/decisions/sync.md SYNC-3). */
export const SYNC_MAX_BYTES = 5 * 1024 * 1024;
/** Longest a fetch may take, redirects included. */
export const SYNC_TIMEOUT_SECONDS = 10;
/** Most redirects a fetch follows. */
export const SYNC_MAX_REDIRECTS = 5;
/** How many runs of a list are kept (older ones are pruned). */
export const SYNC_RUNS_KEPT = 20;
export const SYNC_DEFAULT_MAX_REMOVAL_PERCENT = 20;
export const SYNC_URL_MAX = 2000;

export const SYNC_FORMATS = ['csv', 'json'] as const;
export type SyncFormat = (typeof SYNC_FORMATS)[number];
export const SYNC_SCHEDULES = ['manual', 'hourly', 'daily'] as const;
export type SyncSchedule = (typeof SYNC_SCHEDULES)[number];
export const SYNC_AFTER = ['publish', 'mark'] as const;
export type SyncAfter = (typeof SYNC_AFTER)[number];
export const SYNC_STATES = ['awaiting_first_apply', 'ok', 'held', 'failed'] as const;
export type SyncState = (typeof SYNC_STATES)[number];
export const SYNC_TRIGGERS = ['manual', 'schedule', 'api'] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];
export const SYNC_OUTCOMES = [
  'applied',
  'unchanged',
  'awaiting_first_apply',
  'held',
  'failed',
  'rejected',
  'approved',
] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** The fields a JSON mapping may name (the JSON key that holds each). */
export const SYNC_MAPPED_FIELDS = [
  'company_name',
  'floor',
  'suite_room',
  'category',
  'phone',
  'email',
  'contact_person',
  'move_in_date',
  'move_out_date',
  'logo_url',
  'active',
  'external_id',
] as const;
export type SyncMappedField = (typeof SYNC_MAPPED_FIELDS)[number];

export const SYNC_FORMAT_LABELS: Record<SyncFormat, string> = { csv: 'CSV', json: 'JSON' };
export const SYNC_SCHEDULE_LABELS: Record<SyncSchedule, string> = {
  manual: 'Only when I press Sync now',
  hourly: 'Every hour',
  daily: 'Every day at',
};
export const SYNC_AFTER_LABELS: Record<SyncAfter, string> = {
  publish: 'Publish the screens that show this list',
  mark: "Mark its screens 'changes, please publish'",
};
export const SYNC_STATE_LABELS: Record<SyncState, string> = {
  awaiting_first_apply: 'First sync waiting to be applied',
  ok: 'Up to date',
  held: 'Sync held',
  failed: 'Last sync failed',
};
export const SYNC_OUTCOME_LABELS: Record<SyncOutcome, string> = {
  applied: 'Applied',
  unchanged: 'Unchanged',
  awaiting_first_apply: 'Waiting for a first apply',
  held: 'Held',
  failed: 'Failed',
  rejected: 'Rejected',
  approved: 'Applied by hand',
};
export const SYNC_TRIGGER_LABELS: Record<SyncTrigger, string> = {
  manual: 'Sync now',
  schedule: 'Schedule',
  api: 'API',
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Every text of sync and bulk upsert (exact texts of the contract). */
export const SYNC_MESSAGES = {
  saved: 'Sync settings saved',
  deleted: 'This list no longer syncs; its entries stay',
  notConfigured: 'This list does not sync from an address',
  runNotFound: 'Sync run not found',
  notPending: 'This sync run is not waiting for a decision',
  listChanged: 'The list changed since this preview; press Sync now for a new one',
  alreadyRunning: 'A sync of this list is already running',
  applied: 'Sync applied',
  rejected: 'Sync rejected; the list is unchanged',
  unchanged: 'The list is already up to date',
  firstApply: 'First sync: check the preview and apply it',
  hostNotFound: (host: string) => `The address ${host} could not be found.`,
  timeout: `The server did not answer within ${SYNC_TIMEOUT_SECONDS} seconds.`,
  tooLarge: 'The file is larger than 5 MB.',
  httpStatus: (status: number, statusText: string) =>
    `The server answered ${status} ${statusText}.`.replace(' .', '.'),
  onlyHttp: 'Only http:// and https:// addresses can be synced.',
  privateNetwork: 'This address is on a private network and cannot be synced.',
  tooManyRedirects: `The address redirected more than ${SYNC_MAX_REDIRECTS} times.`,
  connectionFailed: (host: string) => `Could not connect to ${host}.`,
  notJsonArray: 'The JSON is not an array of objects.',
  notJson: 'The file is not valid JSON.',
  invalidUrl: 'Enter a full address starting with http:// or https://',
  dailyAtRequired: 'Choose the time of day (HH:MM) for a daily sync',
  dailyAt: 'Time must be HH:MM',
  maxRemoval: 'Removal limit is a percentage from 0 to 100',
  /** 'Sync held: would remove 43 of 60 companies' */
  held: (removed: number, total: number) =>
    `Sync held: would remove ${removed} of ${total} ${plural(total, 'company', 'companies')}`,
  heldEmpty: (total: number) =>
    `Sync held: would remove all ${total} ${plural(total, 'company', 'companies')}`,
  bulkHeld: (removed: number, total: number) =>
    `Would remove ${removed} of ${total} ${plural(total, 'company', 'companies')}; send force=true to apply anyway`,
  heldMailSubject: (list: string) => `Sync held for ${list}`,
} as const;

/** The counts of a preview. */
export const syncCountsSchema = z.object({
  added: z.number().int(),
  changed: z.number().int(),
  removed: z.number().int(),
  unchanged: z.number().int(),
  /** Entries the list would hold afterwards. */
  total: z.number().int(),
});
export type SyncCounts = z.infer<typeof syncCountsSchema>;

/** TenantImportDiff as the API answers it. */
export const tenantImportDiffSchema = z.object({
  added: z.array(tenantEntrySchema),
  changed: z.array(
    z.object({
      before: tenantEntrySchema,
      after: tenantEntrySchema,
      columns: z.array(z.object({ column: z.string(), before: z.string(), after: z.string() })),
    }),
  ),
  removed: z.array(tenantEntrySchema),
  unchanged: z.number().int(),
});

const mappingKey = (field: SyncMappedField) =>
  [field, z.string().max(200).check(withoutNul(field)).optional()] as const;

/** JSON key per field; a field left out (or empty) is read by the CSV header rules from the keys. */
export const syncJsonMappingSchema = z.object(
  Object.fromEntries(SYNC_MAPPED_FIELDS.map(mappingKey)) as {
    [K in SyncMappedField]: z.ZodOptional<z.ZodString>;
  },
);
export type SyncJsonMapping = z.infer<typeof syncJsonMappingSchema>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A URL a list may sync from: http or https only (the private-network check is at fetch time). */
export const syncUrlSchema = z
  .string({ error: SYNC_MESSAGES.invalidUrl })
  .trim()
  .min(1, SYNC_MESSAGES.invalidUrl)
  .max(SYNC_URL_MAX)
  .check(withoutNul('URL'))
  .refine((value) => /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+/i.test(value), SYNC_MESSAGES.invalidUrl)
  .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:/i.test(value), SYNC_MESSAGES.onlyHttp)
  // A Google Sheets editing link answers a sign-in page: say which link to paste instead.
  .superRefine((value, ctx) => {
    const problem = sheetsLinkProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** `PUT /api/foyer/tenants/{id}/sync` */
export const tenantSyncInputSchema = z
  .object({
    url: syncUrlSchema,
    format: z.enum(SYNC_FORMATS).default('csv'),
    json_mapping: syncJsonMappingSchema.nullable().optional(),
    schedule: z.enum(SYNC_SCHEDULES).default('manual'),
    daily_at: z.string().regex(CLOCK, SYNC_MESSAGES.dailyAt).nullable().optional(),
    max_removal_percent: z
      .number({ error: SYNC_MESSAGES.maxRemoval })
      .int(SYNC_MESSAGES.maxRemoval)
      .min(0, SYNC_MESSAGES.maxRemoval)
      .max(100, SYNC_MESSAGES.maxRemoval)
      .default(SYNC_DEFAULT_MAX_REMOVAL_PERCENT),
    after_sync: z.enum(SYNC_AFTER).default('mark'),
  })
  .superRefine((input, ctx) => {
    if (input.schedule === 'daily' && !input.daily_at)
      ctx.addIssue({ code: 'custom', path: ['daily_at'], message: SYNC_MESSAGES.dailyAtRequired });
  });
export type TenantSyncInput = z.input<typeof tenantSyncInputSchema>;
export type TenantSyncSettings = z.infer<typeof tenantSyncInputSchema>;

/** A list's sync source as the API answers it; the URL without any user:password part. */
export const syncSourceSchema = z.object({
  url: z.string(),
  format: z.enum(SYNC_FORMATS),
  json_mapping: syncJsonMappingSchema.nullable(),
  schedule: z.enum(SYNC_SCHEDULES),
  daily_at: z.string().nullable(),
  max_removal_percent: z.number().int(),
  after_sync: z.enum(SYNC_AFTER),
  state: z.enum(SYNC_STATES),
  last_success_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  next_run_at: z.string().nullable(),
});
export type SyncSource = z.infer<typeof syncSourceSchema>;

export const syncRunSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  trigger: z.enum(SYNC_TRIGGERS),
  outcome: z.enum(SYNC_OUTCOMES),
  message: z.string(),
  counts: syncCountsSchema.nullable(),
  /** Only on the held or awaiting run of a GET, and on the answers of run, apply and reject. */
  preview: tenantImportDiffSchema.nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** `GET /api/foyer/tenants/{id}/sync` */
export const tenantSyncSchema = z.object({
  source: syncSourceSchema.nullable(),
  /** The run waiting for Apply or Reject (held, or a first sync awaiting apply), with its preview. */
  held: syncRunSchema.nullable(),
  /** Newest first, at most SYNC_RUNS_KEPT. */
  runs: z.array(syncRunSchema),
});
export type TenantSync = z.infer<typeof tenantSyncSchema>;

export const syncRunParamsSchema = z.object({
  id: z.string().min(1).max(100).check(withoutNul('Id')),
  runId: z.string().min(1).max(100).check(withoutNul('Run id')),
});

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** `PUT /api/foyer/tenants/{id}/entries?mode=&dry_run=&force=` */
export const tenantBulkUpsertQuerySchema = z.object({
  mode: z.enum(['replace', 'merge']).default('replace'),
  dry_run: booleanQuery,
  force: booleanQuery,
});
export type TenantBulkUpsertMode = 'replace' | 'merge';

export const tenantBulkUpsertBodySchema = z.object({
  entries: z.array(tenantEntrySchema).max(TENANT_LIST_MAX_ENTRIES, TENANT_LIST_MESSAGES.tooMany),
});
export type TenantBulkUpsertBody = z.input<typeof tenantBulkUpsertBodySchema>;

export const TENANT_BULK_OUTCOMES = ['applied', 'unchanged', 'held', 'dry_run'] as const;
export const tenantBulkUpsertResultSchema = z.object({
  outcome: z.enum(TENANT_BULK_OUTCOMES),
  counts: syncCountsSchema,
  preview: tenantImportDiffSchema,
  list: tenantListSchema.optional(),
});
export type TenantBulkUpsertResult = z.infer<typeof tenantBulkUpsertResultSchema>;
