import type * as z from 'zod/mini';

/**
 * Why one value was refused, in words. zod/mini ships no messages (they would cost the page
 * bytes), so the usual cases are worded here from the issue's code.
 */
function explain(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1)
        return 'expected a non-empty string';
      return `expected at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'invalid_format':
      return `expected the format ${issue.format}`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : 'invalid';
  }
}

/**
 * A one-line, developer-facing summary of why a value did not match its schema, e.g.
 * `amountInCents: expected int`. Values are never echoed (a response may hold a token), only
 * paths and expectations.
 */
export function describeIssues(error: z.core.$ZodError, limit = 5): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    return `${path}: ${explain(issue)}`;
  });
  const more = error.issues.length - lines.length;
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ');
}
