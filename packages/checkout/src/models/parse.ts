import type * as z from 'zod/mini';

/**
 * A one-line, developer-facing summary of why a value did not match its schema, e.g.
 * `amountInCents: Invalid input: expected int, received string`. Values are never echoed (a
 * response may hold a token), only paths and expectations.
 */
export function describeIssues(error: z.core.$ZodError, limit = 5): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - lines.length;
  return more > 0 ? `${lines.join('; ')}; and ${more} more` : lines.join('; ');
}
