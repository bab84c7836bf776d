import { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { idSchema } from './text';

export { ERROR_CODES, type ErrorCode } from './error-codes';

/** One bad field of a 400 answer: `path` is the dotted field name, e.g. `layoutOptions.borderRadius`. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Every successful answer: `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

export const idParamSchema = z.object({ id: idSchema('Id') });
