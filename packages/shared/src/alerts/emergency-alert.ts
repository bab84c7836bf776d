import { z } from 'zod';
import {
  SCREEN_SCOPE_MAX_IDS,
  scopeIdList,
  screenScopeSchema,
  screenScopeText,
  type ScreenScope,
} from '../devices/screen-scope';
import { VISITOR_LANGUAGES, type VisitorLanguage } from '../i18n/languages';
import { loadMessages, translator } from '../i18n/load-messages';
import ALERT_EN from '../i18n/messages/alert/en.json' with { type: 'json' };
import { withoutNul } from '../schemas/text';
import { ALERT_TONES, type AlertTone } from './screen-alert';

/*
 * Emergency alerts (docs/product.md §10): a message that takes over every screen in its scope,
 * full screen, until it is ended or expires. Started from the dashboard by Owners and Admins, or
 * by a fire panel through the organization's webhook.
 */

export const ALERT_TEMPLATES = ['evacuate', 'shelter', 'weather', 'lockdown', 'elevator', 'custom'] as const;
export const alertTemplateSchema = z.enum(ALERT_TEMPLATES, {
  error: `must be one of ${ALERT_TEMPLATES.join(', ')}`,
});
export type AlertTemplate = z.infer<typeof alertTemplateSchema>;

export { ALERT_TONES, type AlertTone };

export interface AlertTemplateText {
  label: string;
  title: string;
  text: string;
  tone: AlertTone;
}

/** The dashboard's (English) name and the look of each template. */
const TEMPLATE_LOOK: Record<AlertTemplate, { label: string; tone: AlertTone }> = {
  evacuate: { label: 'Evacuate', tone: 'danger' },
  shelter: { label: 'Shelter in place', tone: 'danger' },
  weather: { label: 'Severe weather', tone: 'warning' },
  lockdown: { label: 'Lockdown', tone: 'danger' },
  elevator: { label: 'Elevator out of service', tone: 'notice' },
  custom: { label: 'Custom', tone: 'danger' },
};

/**
 * A template's title and text in a language's alert messages (`messages/alert/<lang>.json`,
 * docs/decisions/languages.md LNG-22); Custom has none.
 */
function templateWords(
  template: AlertTemplate,
  t: (key: string) => string,
): Pick<AlertTemplateText, 'title' | 'text'> {
  if (template === 'custom') return { title: '', text: '' };
  return { title: t(`${template}.title`), text: t(`${template}.text`) };
}

const englishAlertText = (key: string): string => (ALERT_EN as Record<string, string>)[key] ?? key;

/**
 * The starting texts of each template; the dashboard lets staff edit both before starting. The
 * English title and text are those of `messages/alert/en.json`, the one source (LNG-22).
 */
export const ALERT_TEMPLATE_TEXT: Record<AlertTemplate, AlertTemplateText> = Object.fromEntries(
  ALERT_TEMPLATES.map((template) => [
    template,
    { ...TEMPLATE_LOOK[template], ...templateWords(template, englishAlertText) },
  ]),
) as Record<AlertTemplate, AlertTemplateText>;

/** A template's title and text in one visitor language: its alert messages, English where one lacks a text. */
export async function alertTemplateText(
  template: AlertTemplate,
  lang: VisitorLanguage,
): Promise<AlertTranslation> {
  const t = translator(await loadMessages('alert', lang), ALERT_EN, lang);
  return templateWords(template, (key) => t(key));
}

/**
 * The band word above an alert's title ('EMERGENCY', 'NOTFALL') in every visitor language, for a
 * tone: what a screen alert carries so that each screen writes it in its own languages (LNG-23).
 */
export async function alertBandWords(tone: AlertTone): Promise<Record<VisitorLanguage, string>> {
  const words = await Promise.all(
    VISITOR_LANGUAGES.map(async (lang) => {
      const t = translator(await loadMessages('alert', lang), ALERT_EN, lang);
      return [lang, t(`band.${tone}`)] as const;
    }),
  );
  return Object.fromEntries(words) as Record<VisitorLanguage, string>;
}

export const ALERT_TITLE_MAX = 80;
export const ALERT_TEXT_MAX = 400;
/** Expiry in minutes: one hour unless chosen, at most a day. */
export const ALERT_EXPIRY_DEFAULT_MIN = 60;
export const ALERT_EXPIRY_MAX_MIN = 24 * 60;
/** The expiries the dashboard offers, in minutes. */
export const ALERT_EXPIRY_CHOICES = [15, 30, 60, 120, 240, 480, 720, 1440] as const;
/** Buildings or screens one alert may name. */
export const ALERT_SCOPE_MAX_IDS = SCREEN_SCOPE_MAX_IDS;

/**
 * Alerts an organization may start in a window, dashboard and webhook together: a fire panel stuck
 * in a loop must not flood every screen (docs/product.md §10). A repeat of a running alert is no start.
 */
export const ALERT_START_LIMIT = { max: 20, windowMinutes: 10 } as const;
/** An identical start within this time is the alert already running, not a second one. */
export const ALERT_REPEAT_WINDOW_MS = 60_000;
/** The webhook's `Idempotency-Key`: the same key within this time answers the first call's answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
export const IDEMPOTENCY_KEY_MAX = 255;

/** The refusal of a start over ALERT_START_LIMIT; `wait` as '3 minutes'. */
export const alertStartLimitMessage = (wait: string): string =>
  `At most ${ALERT_START_LIMIT.max} alerts can be started in ${ALERT_START_LIMIT.windowMinutes} minutes. ` +
  `Try again in ${wait}.`;

export const ALERT_MESSAGES = {
  started: 'Alert started',
  ended: 'Alert ended',
  notFound: 'Alert not found',
  alreadyOver: 'This alert has already ended',
  notAllowed: 'Only Owners and Admins can start or end emergency alerts',
  titleRequired: 'Title is required',
  noScreensInScope: 'No screen is in this scope: choose at least one building or screen',
  unknownBuilding: 'A chosen building does not exist in this organization',
  unknownScreen: 'A chosen screen does not exist in this organization',
  webhookTokenInvalid: 'This webhook token is not valid: it may have been rotated or revoked',
  webhookCreated: 'Webhook token created. Copy it now: it is shown only once.',
  webhookRevoked: 'Webhook token revoked',
  noActiveAlert: 'No alert is active',
  /** The same start again within ALERT_REPEAT_WINDOW_MS: the running alert answers. */
  repeated: 'This alert is already running: started less than a minute ago with the same content',
  webhookTooManyRefused: 'Too many calls with a wrong webhook token from this address.',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} visible characters (letters, digits, punctuation)`,
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request in the last 24 hours',
  idempotencyKeyInProgress:
    'A call with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

/** Where an alert shows: every screen of the organization, of chosen buildings, or chosen screens. */
export const alertScopeSchema = screenScopeSchema;
export type AlertScope = ScreenScope;

const expiresInSchema = z
  .number({ error: 'Expiry must be a number of minutes' })
  .int({ error: 'Expiry must be a whole number of minutes' })
  .min(1, { error: 'Expiry must be at least 1 minute' })
  .max(ALERT_EXPIRY_MAX_MIN, { error: 'Expiry must be at most 24 hours (1440 minutes)' });

const titleSchema = z
  .string({ error: ALERT_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: ALERT_MESSAGES.titleRequired })
  .max(ALERT_TITLE_MAX, { error: `Title must be at most ${ALERT_TITLE_MAX} characters` })
  .check(withoutNul('Title'));

const textSchema = z
  .string({ error: 'Text must be text' })
  .trim()
  .max(ALERT_TEXT_MAX, { error: `Text must be at most ${ALERT_TEXT_MAX} characters` })
  .check(withoutNul('Text'));

/** An alert's title and text in one visitor language. */
export const alertTranslationSchema = z.object({ title: titleSchema, text: textSchema.default('') });
export type AlertTranslation = z.output<typeof alertTranslationSchema>;

export const ALERT_TRANSLATION_UNKNOWN = `Translations are keyed by a screen language among ${VISITOR_LANGUAGES.join(', ')}`;

/**
 * `translations`: an alert's title and text per visitor language, beside the default one as typed
 * (docs/product.md §16 "Alerts in the building's languages", LNG-22). An unknown code is refused
 * naming `translations.<code>`.
 */
export const alertTranslationsSchema = z
  .record(z.string(), alertTranslationSchema, { error: 'Translations must be an object keyed by language' })
  .superRefine((record, ctx) => {
    for (const key of Object.keys(record)) {
      if (!(VISITOR_LANGUAGES as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: ALERT_TRANSLATION_UNKNOWN });
      }
    }
  })
  .transform((record) => record as Partial<Record<VisitorLanguage, AlertTranslation>>);
export type AlertTranslations = Partial<Record<VisitorLanguage, AlertTranslation>>;

/** `POST /organizations/{orgId}/emergency-alerts`. */
export const startAlertSchema = z.object({
  template: alertTemplateSchema,
  title: titleSchema,
  text: textSchema.default(''),
  /** Per language; a template start with the template's title and text fills the reached buildings' others (LNG-22). */
  translations: alertTranslationsSchema.optional(),
  scope: alertScopeSchema,
  expires_in_minutes: expiresInSchema.default(ALERT_EXPIRY_DEFAULT_MIN),
});
export type StartAlertInput = z.input<typeof startAlertSchema>;
export type StartAlert = z.output<typeof startAlertSchema>;

/**
 * `POST /api/foyer/hooks/emergency-alerts` (the organization's webhook token as Bearer): start a
 * template alert (title and text default to the template's) or end the active ones.
 */
export const webhookAlertSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('start'),
      template: alertTemplateSchema,
      title: titleSchema.optional(),
      text: textSchema.optional(),
      /** Per language; with the template's title and text (as when left out), its texts fill the buildings' others (LNG-22). */
      translations: alertTranslationsSchema.optional(),
      /** Buildings (sub-organization ids); none: the whole organization. */
      building_ids: scopeIdList('Building').optional(),
      expires_in_minutes: expiresInSchema.default(ALERT_EXPIRY_DEFAULT_MIN),
    }),
    z.object({ action: z.literal('end') }),
  ],
  { error: "action must be 'start' or 'end'" },
);
export type WebhookAlertRequest = z.output<typeof webhookAlertSchema>;

export const ALERT_SOURCES = ['dashboard', 'webhook'] as const;

/** One screen in an alert's scope, and whether it confirmed that it shows the alert. */
export const alertScopeScreenSchema = z.object({
  device_id: z.string(),
  name: z.string(),
  sub_org_id: z.string().nullable(),
  online: z.boolean(),
  /** The screen reported that it draws this alert. */
  showing: z.boolean(),
});
export type AlertScopeScreen = z.infer<typeof alertScopeScreenSchema>;

export const emergencyAlertSchema = z.object({
  id: z.string(),
  org_id: z.string(),
  template: alertTemplateSchema,
  title: z.string(),
  text: z.string(),
  /** The title and text per visitor language (LNG-22); a screen shows `title`/`text` in any other. */
  translations: z.partialRecord(z.enum(VISITOR_LANGUAGES), z.object({ title: z.string(), text: z.string() })),
  tone: z.enum(ALERT_TONES),
  scope: alertScopeSchema,
  source: z.enum(ALERT_SOURCES),
  started_at: z.string(),
  /** Who started it: a user's name, or 'Webhook'. */
  started_by: z.string(),
  expires_at: z.string(),
  ended_at: z.string().nullable(),
  ended_by: z.string().nullable(),
  /** Still on the screens: not ended and not expired. */
  active: z.boolean(),
  /** The screens in scope while it is active, in the list call; empty in the start and end answers. */
  screens: z.array(alertScopeScreenSchema),
  /** How many screens it covers and how many confirmed drawing it (those the reader may see). */
  reach: z.object({ total: z.number().int(), showing: z.number().int() }),
});
export type EmergencyAlert = z.infer<typeof emergencyAlertSchema>;

/** `?screens=false` leaves out the per-screen lists (the red bar needs only the counts). */
export const alertListQuerySchema = z.object({
  screens: z
    .enum(['true', 'false'], { error: "screens must be 'true' or 'false'" })
    .default('true')
    .transform((value) => value === 'true'),
});

/** `GET /organizations/{orgId}/emergency-alerts`: the active ones and the last few that are over. */
export const emergencyAlertListSchema = z.object({
  active: z.array(emergencyAlertSchema),
  recent: z.array(emergencyAlertSchema),
});
export type EmergencyAlertList = z.infer<typeof emergencyAlertListSchema>;

/** The webhook's state in settings; the token itself is shown only when created. */
export const alertWebhookSchema = z.object({
  enabled: z.boolean(),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** Only in the answer that created it. */
  token: z.string().optional(),
});
export type AlertWebhook = z.infer<typeof alertWebhookSchema>;

export const alertScopeText = screenScopeText;

/** 'On 3 of 4 screens'. */
export function alertReachText(alert: Pick<EmergencyAlert, 'reach'>): string {
  const { showing, total } = alert.reach;
  return `On ${showing} of ${total} ${total === 1 ? 'screen' : 'screens'}`;
}
