import { ERROR_CODES, type ErrorCode, type ErrorEnvelope, type FieldError } from '@foyer/shared';

// The answer envelopes checked by hand, so the API client (and with it the sign-in page) does
// not need zod. These are the rules of `errorEnvelopeSchema` and `successEnvelope()` in
// @foyer/shared; envelope.test.ts runs both side by side on the same answers.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): value is FieldError =>
  isObject(value) && typeof value.path === 'string' && typeof value.message === 'string';

const isErrorCode = (value: unknown): value is ErrorCode =>
  (ERROR_CODES as readonly unknown[]).includes(value);

/** `{ success: false, message, code, details? }`, or null for anything else (as `errorEnvelopeSchema`). */
export function parseErrorEnvelope(value: unknown): ErrorEnvelope | null {
  if (!isObject(value) || value.success !== false) return null;
  const { message, code, details } = value;
  if (typeof message !== 'string' || !isErrorCode(code)) return null;
  if (details === undefined) return { success: false, message, code };
  if (!Array.isArray(details) || !details.every(isFieldError)) return null;
  return {
    success: false,
    message,
    code,
    details: details.map(({ path, message: text }) => ({ path, message: text })),
  };
}

/** `{ success: true, data, message? }` with `data` not yet checked (as `successEnvelope(z.unknown())`). */
export function isSuccessEnvelope(
  value: unknown,
): value is { success: true; data: unknown; message?: string } {
  return (
    isObject(value) &&
    value.success === true &&
    'data' in value &&
    (value.message === undefined || typeof value.message === 'string')
  );
}
