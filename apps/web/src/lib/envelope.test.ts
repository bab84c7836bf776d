import { errorEnvelopeSchema, successEnvelope } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSuccessEnvelope, parseErrorEnvelope } from './envelope';

// The hand-written checks must accept and reject exactly what the shared zod schemas do.
const answers: unknown[] = [
  { success: false, code: 'UNAUTHORIZED', message: 'Invalid email or password' },
  {
    success: false,
    code: 'INVALID_INPUT',
    message: 'email: Please enter a valid email address',
    details: [{ path: 'email', message: 'Please enter a valid email address', extra: 1 }],
  },
  { success: false, code: 'INVALID_INPUT', message: 'x', details: [] },
  { success: false, code: 'INVALID_INPUT', message: 'x', details: [{ path: 'email' }] },
  { success: false, code: 'INVALID_INPUT', message: 'x', details: null },
  { success: false, code: 'INVALID_INPUT', message: 'x', details: {} },
  { success: false, code: 'TEAPOT', message: 'x' },
  { success: false, code: 'INTERNAL' },
  { success: false, code: 'INTERNAL', message: 42 },
  { success: 'false', code: 'INTERNAL', message: 'x' },
  { success: true, data: { id: 1 } },
  { success: true, data: null, message: 'Signed out' },
  { success: true, message: 'Signed out' },
  { success: true, data: 1, message: 2 },
  { success: true },
  { data: 1 },
  [],
  [{ success: true }],
  'text',
  null,
  undefined,
];

describe('parseErrorEnvelope', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'agrees with errorEnvelopeSchema on %s',
    (_, answer) => {
      const parsed = errorEnvelopeSchema.safeParse(answer);
      expect(parseErrorEnvelope(answer)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});

describe('isSuccessEnvelope', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'agrees with successEnvelope(z.unknown()) on %s',
    (_, answer) => {
      expect(isSuccessEnvelope(answer)).toBe(successEnvelope(z.unknown()).safeParse(answer).success);
    },
  );
});
