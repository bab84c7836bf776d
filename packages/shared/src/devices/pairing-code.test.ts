import { describe, expect, it } from 'vitest';
import { deviceInputSchema } from './device';
import {
  makePairingCode,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  pairingCodeProblem,
  pairingCodeSchema,
} from './pairing-code';

const problemOf = (typed: string) => {
  const result = pairingCodeSchema.safeParse(typed);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('the pairing code rule', () => {
  it('takes every code a screen can be given, whatever the random numbers', () => {
    const lowest = makePairingCode(() => 0);
    const highest = makePairingCode((n) => n - 1);
    let step = 0;
    const mixed = makePairingCode((n) => (step += 7) % n);
    for (const code of [lowest, highest, mixed]) {
      expect(code).toHaveLength(PAIRING_CODE_LENGTH);
      expect([...code].every((char) => PAIRING_CODE_ALPHABET.includes(char))).toBe(true);
      expect(pairingCodeProblem(code)).toBeNull();
      expect(pairingCodeSchema.parse(code)).toBe(code);
    }
    expect([lowest, highest]).toEqual(['AAAAAA', '999999']);
  });

  it('tidies what is typed: spaces go, letters become capitals', () => {
    expect(normalizePairingCode(' k7m 2qx ')).toBe('K7M2QX');
    expect(pairingCodeSchema.parse(' k7m 2qx ')).toBe('K7M2QX');
    expect(deviceInputSchema.parse({ pairing_code: '\tab23cd\n' }).pairing_code).toBe('AB23CD');
  });

  it('takes no code at all: the device waits for one', () => {
    expect(pairingCodeSchema.parse('')).toBe('');
    expect(pairingCodeSchema.parse('   ')).toBe('');
  });

  it('names the look-alike characters a screen never shows', () => {
    expect(problemOf('ABC0EF')).toEqual([
      '“0” is never in a pairing code: check the code on the screen again',
    ]);
    expect(problemOf('lobby1')).toEqual([
      '“L”, “O” and “1” are never in a pairing code: check the code on the screen again',
    ]);
    expect(problemOf('OOIIAB')).toEqual([
      '“O” and “I” are never in a pairing code: check the code on the screen again',
    ]);
  });

  it('names other characters than letters and digits', () => {
    expect(problemOf('AB-23C')).toEqual(['A pairing code has only letters and digits: remove “-”']);
    expect(problemOf('ÄB23CD')).toEqual(['A pairing code has only letters and digits: remove “Ä”']);
  });

  it('says how many characters a code has when the count is wrong', () => {
    expect(problemOf('ABC23')).toEqual(['A pairing code has 6 characters; this one has 5']);
    expect(problemOf('ABC2345')).toEqual(['A pairing code has 6 characters; this one has 7']);
    expect(problemOf('A'.repeat(41))).toEqual(['A pairing code has 6 characters']);
  });
});
