import { describe, expect, it } from 'vitest';
import {
  acceptInvitationBodySchema,
  loginBodySchema,
  registerBodySchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './auth';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('register schemas (docs/product.md §5)', () => {
  const valid = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
  };

  it('accepts a complete form and trims the e-mail', () => {
    const parsed = registerFormSchema.parse({ ...valid, email: '  ada@example.com ' });
    expect(parsed.email).toBe('ada@example.com');
  });

  it('requires all four fields', () => {
    const result = registerFormSchema.safeParse({ name: '', email: '', password: '', confirmPassword: '' });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'name: Full name is required',
        'email: Email is required',
        'password: Password is required',
        'confirmPassword: Please confirm your password',
      ]),
    );
  });

  it('says when the passwords do not match', () => {
    expect(messages(registerFormSchema.safeParse({ ...valid, confirmPassword: 'other12' }))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
  });

  it('needs at least 6 characters', () => {
    const result = registerBodySchema.safeParse({ ...valid, password: '12345' });
    expect(messages(result)).toEqual(['password: Password must be at least 6 characters long']);
    expect(registerBodySchema.safeParse({ ...valid, password: '123456' }).success).toBe(true);
  });

  it('refuses a NUL character, which the database cannot store, naming the field', () => {
    const result = registerFormSchema.safeParse({
      ...valid,
      name: 'Ada\u0000',
      email: 'a\u0000@example.com',
    });
    expect(messages(result)).toEqual([
      'name: Full name contains an invalid character',
      'email: Email contains an invalid character',
    ]);
    // Passwords are only hashed: any character is theirs to choose.
    expect(registerBodySchema.safeParse({ ...valid, password: 'sec\u0000ret' }).success).toBe(true);
  });

  it('rejects an address that is not an e-mail', () => {
    expect(messages(registerBodySchema.safeParse({ ...valid, email: 'ada@' }))).toEqual([
      'email: Please enter a valid email address',
    ]);
  });
});

describe('login, reset and invitation schemas', () => {
  it('login needs an e-mail and a password', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(messages(loginBodySchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'password: Password is required',
    ]);
  });

  it('reset needs matching passwords of at least 6 characters', () => {
    expect(messages(resetPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual([
      'password: Password must be at least 6 characters long',
    ]);
    expect(
      messages(resetPasswordFormSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toEqual(['confirmPassword: Passwords do not match']);
  });

  it('accepting an invitation needs 8 characters and a name', () => {
    expect(messages(acceptInvitationBodySchema.safeParse({ name: 'Ann', password: 'seven77' }))).toEqual([
      'password: At least 8 characters',
    ]);
    expect(messages(acceptInvitationBodySchema.safeParse({ name: '  ', password: 'eight888' }))).toEqual([
      'name: Full name is required',
    ]);
  });
});
