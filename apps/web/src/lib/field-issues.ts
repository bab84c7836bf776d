interface ParseOutcome {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** The first message for each top-level field of a failed zod parse, e.g. `{ email: 'Email is required' }`. */
export function fieldIssues(outcome: ParseOutcome): Partial<Record<string, string>> {
  const issues: Partial<Record<string, string>> = {};
  for (const issue of outcome.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'form');
    issues[field] ??= issue.message;
  }
  return issues;
}

/**
 * The first message about something the form has no field for (e.g. an id it adds itself), so a
 * submit is never refused without a word.
 */
export function otherIssue(
  issues: Partial<Record<string, string>>,
  shownFields: readonly string[],
): string | undefined {
  return Object.entries(issues).find(([field, message]) => message && !shownFields.includes(field))?.[1];
}

/** Adds the fields a server refusal named (`details` of a 400) to the issues shown in a form. */
export function serverFieldIssues(
  details: readonly { path: string; message: string }[],
): Partial<Record<string, string>> {
  const issues: Partial<Record<string, string>> = {};
  for (const detail of details) {
    const field = detail.path.split('.')[0] ?? detail.path;
    issues[field] ??= detail.message;
  }
  return issues;
}
