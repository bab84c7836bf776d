import { INVITATION_PASSWORD_MIN } from '@foyer/shared';

export interface AcceptFormValues {
  name: string;
  password: string;
  confirmPassword: string;
}

export interface AcceptFormRules {
  nameGiven: boolean;
  /** 'At least 8 characters'. */
  longEnough: boolean;
  /** The confirmation equals the password (and is not empty). */
  matches: boolean;
}

/** docs/product.md §5 Accept invitation: a name, a password of at least 8 characters, and the same password twice. */
export function acceptFormRules({ name, password, confirmPassword }: AcceptFormValues): AcceptFormRules {
  return {
    nameGiven: name.trim().length > 0,
    longEnough: password.length >= INVITATION_PASSWORD_MIN,
    matches: confirmPassword.length > 0 && password === confirmPassword,
  };
}

export function allRulesMet(rules: AcceptFormRules): boolean {
  return rules.nameGiven && rules.longEnough && rules.matches;
}
