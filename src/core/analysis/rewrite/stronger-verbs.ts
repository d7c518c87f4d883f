import { type Tense, tenseOf } from './action-verbs';
import { rewriteWeakOpening } from './weak-openings';

/**
 * A stronger verb, only where the line's verb is weak or generic: an opening that says the owner was near the
 * work rather than did it (Responsible for, In charge of, Tasked with, Duties included, Helped, Assisted
 * with/in, Worked on/with/as, Involved in, Participated in, Handled), rewritten to a verb that fits its object
 * ("Responsible for the team" -> "Supervised the team", "Handled complaints" -> "Resolved complaints", "Helped
 * develop" -> "Co-developed"; weak-openings.ts), at the start of the line or, failing that, of a later clause
 * ("…; helped shorten the close" -> "…; contributed to shortening the close", "… and participated in code
 * reviews" -> "… and contributed to code reviews", in the clause's own tense). A specific verb (Built, Led,
 * Designed, Wrote, Managed, Taught…) is kept: a synonym of it ("Built" -> "Developed") is no stronger, so a
 * verb swap is never a variation of its own. Null when no verb is weak or no rewrite keeps the line's sense.
 */
export function strengthenVerb(body: string, tense: Tense): string | null {
  return rewriteWeakOpening(body, tense) ?? strengthenLaterClause(body);
}

function strengthenLaterClause(body: string): string | null {
  for (const match of body.matchAll(/(?:; | and )(?=\p{Ll})/gu)) {
    const at = match.index + match[0].length;
    const clause = body.slice(at);
    const rewritten = rewriteWeakOpening(clause, tenseOf(clause.split(' ')[0] ?? '') ?? 'past');
    if (rewritten) return `${body.slice(0, at)}${rewritten.charAt(0).toLowerCase()}${rewritten.slice(1)}`;
  }
  return null;
}
