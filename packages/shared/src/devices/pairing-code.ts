import { z } from 'zod';

/*
 * The pairing code (docs/product.md §5 Device, §9 Screens): the one rule for the code a screen
 * shows, the server's check of a typed code and the device form. Six characters from an alphabet
 * without look-alikes (no O/0, I/1/L), so what staff read off a TV across a lobby is what they type.
 * Codes stored before this rule stay on their devices (docs/decisions/devices-and-publishing.md DEV-17).
 */

export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
/** Longest text the code field takes before it is tidied (spaces around and between characters). */
export const PAIRING_CODE_INPUT_MAX = 40;

/** Characters people type for ones the alphabet leaves out because they look alike on a screen. */
const LOOK_ALIKES = 'O0I1L';

const quoted = (chars: readonly string[]) => {
  const each = chars.map((char) => `“${char}”`);
  return each.length === 1 ? (each[0] ?? '') : `${each.slice(0, -1).join(', ')} and ${each.at(-1) ?? ''}`;
};

export const PAIRING_CODE_MESSAGES = {
  tooLong: `A pairing code has ${PAIRING_CODE_LENGTH} characters`,
  notLettersOrDigits: (chars: readonly string[]) =>
    `A pairing code has only letters and digits: remove ${quoted(chars)}`,
  lookAlike: (chars: readonly string[]) =>
    `${quoted(chars)} ${chars.length === 1 ? 'is' : 'are'} never in a pairing code: check the code on the screen again`,
  length: (length: number) => `A pairing code has ${PAIRING_CODE_LENGTH} characters; this one has ${length}`,
} as const;

/** A typed code as it is stored: without spaces, in capitals ('k7m 2qx ' → 'K7M2QX'). */
export function normalizePairingCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

const distinct = (chars: Iterable<string>) => [...new Set(chars)];

/**
 * What is wrong with a tidied code, in words for the person who typed it; null when a screen could
 * show it. The empty code is fine: it means the device has none yet.
 */
export function pairingCodeProblem(code: string): string | null {
  if (code === '') return null;
  const strange = distinct([...code].filter((char) => !/[A-Z0-9]/.test(char)));
  if (strange.length > 0) return PAIRING_CODE_MESSAGES.notLettersOrDigits(strange);
  const lookAlikes = distinct([...code].filter((char) => LOOK_ALIKES.includes(char)));
  if (lookAlikes.length > 0) return PAIRING_CODE_MESSAGES.lookAlike(lookAlikes);
  if (code.length !== PAIRING_CODE_LENGTH) return PAIRING_CODE_MESSAGES.length(code.length);
  return null;
}

/**
 * A typed code: tidied by `normalizePairingCode`, then one that follows the rule or empty (no code
 * yet). The message names what is wrong.
 */
export const pairingCodeSchema = z
  .string()
  .max(PAIRING_CODE_INPUT_MAX, PAIRING_CODE_MESSAGES.tooLong)
  .transform(normalizePairingCode)
  .check((ctx) => {
    const problem = pairingCodeProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** A new random code for a screen; `randomIndex(n)` answers a whole number from 0 to n - 1. */
export function makePairingCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i += 1) {
    code += PAIRING_CODE_ALPHABET[randomIndex(PAIRING_CODE_ALPHABET.length)];
  }
  return code;
}
