import { describe, expect, it } from 'vitest';
import { acceptFormRules, allRulesMet } from './password-rules';

describe('accept invitation rules (docs/product.md §5)', () => {
  it('needs 8 characters', () => {
    expect(acceptFormRules({ name: 'Ann', password: 'seven77', confirmPassword: 'seven77' }).longEnough).toBe(
      false,
    );
    expect(
      acceptFormRules({ name: 'Ann', password: 'eight888', confirmPassword: 'eight888' }).longEnough,
    ).toBe(true);
  });

  it('needs the same password twice', () => {
    expect(acceptFormRules({ name: 'Ann', password: 'eight888', confirmPassword: 'eight889' }).matches).toBe(
      false,
    );
    expect(acceptFormRules({ name: 'Ann', password: '', confirmPassword: '' }).matches).toBe(false);
  });

  it('needs a name that is more than spaces', () => {
    expect(
      acceptFormRules({ name: '   ', password: 'eight888', confirmPassword: 'eight888' }).nameGiven,
    ).toBe(false);
  });

  it('is met only when all three are', () => {
    expect(
      allRulesMet(acceptFormRules({ name: 'Ann', password: 'eight888', confirmPassword: 'eight888' })),
    ).toBe(true);
    expect(
      allRulesMet(acceptFormRules({ name: '', password: 'eight888', confirmPassword: 'eight888' })),
    ).toBe(false);
  });
});
