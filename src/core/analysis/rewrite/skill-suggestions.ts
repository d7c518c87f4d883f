import { rewriteBulletLine } from './bullet-suggestions';
import { fitKeyword, prepareKeywords } from './keyword-fit';
import { type Candidate, impactScale, weightedImpact } from './ranking';
import { addSkillToLine } from './skill-line';
import { saysSkillNearby } from './skill-nearby';
import { type MissingSkill, quote, type SuggestContext } from './suggest-input';
import { isOverlong } from './tighten';

/**
 * "Show X if you have it", for the required and preferred skills the resume does not name. Where the caller
 * gives a line that already implies the skill, that line is rewritten to name it; otherwise the advice is to
 * add it to the Skills section, if true. Never says the user has it.
 */
export function skillSuggestions(context: SuggestContext): Candidate[] {
  const skills = context.input.missingSkills.filter((skill) => skill.importance !== 'mentioned');
  const maxWeight = Math.max(0, ...skills.map((skill) => skill.weight));
  const ordered = [...skills].sort(
    (a, b) =>
      Number(a.importance !== 'required') - Number(b.importance !== 'required') ||
      b.weight - a.weight ||
      a.name.localeCompare(b.name),
  );
  // One skill per bullet: a second skill the same bullet says looks for another, or goes without a rewrite.
  const claimed = new Set<string>();
  return ordered.map((skill, order) => {
    const required = skill.importance === 'required';
    const impact = weightedImpact(
      required ? impactScale.requiredSkill : impactScale.preferredSkill,
      skill.weight,
      maxWeight,
    );
    const asks = required ? 'requires' : 'prefers';
    const base: Candidate = {
      title: `Show ${skill.name} if you have it`,
      description: `The posting ${asks} ${skill.name}, and your resume does not mention it.`,
      priority: required ? 'high' : 'medium',
      impact,
      type: 'skill',
      suggestion: `If you have worked with ${skill.name}, add it to your Skills section and name it in the bullet where you used it. If you have not, leave it out: claiming it would not survive the interview.`,
      skill: skill.name,
      order,
    };
    const rewrite = lineRewrite(context, skill, claimed);
    if (!rewrite) return base;
    claimed.add(rewrite.original);
    const { order: _order, ...withoutRewrite } = base;
    return {
      ...base,
      withoutRewrite,
      description: `The posting ${asks} ${skill.name}. Your line ${quote(rewrite.original)} suggests you may have used it, but does not name it.`,
      suggestion: `If you used ${skill.name} there, say so: "${rewrite.replacement}". If you did not, keep the line as it is.`,
      ...rewrite,
    };
  });
}

/**
 * The related line, rewritten to name the skill: the same line, as the optimizer will find it. Without one
 * from the caller, the first bullet that says the words of a field or method close together ("Prepare business
 * activity reports" for Business reporting) names it in the posting's words; a product is never inferred from
 * shared words.
 */
function lineRewrite(
  context: SuggestContext,
  skill: MissingSkill,
  claimed: ReadonlySet<string>,
): { original: string; replacement: string } | undefined {
  const related = skill.relatedLine;
  if (!related) return bulletNaming(context, skill, claimed);
  const atLine = context.lines[related.line]?.trim();
  const original =
    atLine && atLine === related.text.trim()
      ? atLine
      : context.lines.map((line) => line.trim()).find((line) => line === related.text.trim());
  if (!original) return undefined;
  const bullet = context.bullets.find((candidate) => candidate.text === original);
  const replacement = bullet
    ? rewriteBulletLine(bullet, (text) => addSkillToLine(text, skill.name))
    : addSkillToLine(original, skill.name);
  return replacement ? { original, replacement } : undefined;
}

/**
 * The first bullet of normal length, not claimed by another skill, that says the skill's words close together
 * (see skill-nearby.ts).
 */
function bulletNaming(
  context: SuggestContext,
  skill: MissingSkill,
  claimed: ReadonlySet<string>,
): { original: string; replacement: string } | undefined {
  const [prepared] = prepareKeywords([skill.name]);
  if (!prepared) return undefined;
  for (const bullet of context.bullets) {
    // Most bullets lack one of the words: a set lookup says so before the closer reading.
    const stems = context.bulletStems.get(bullet);
    if (!stems || !prepared.stems.every((stem) => stems.has(stem))) continue;
    if (claimed.has(bullet.text) || isOverlong(bullet.whole) || !saysSkillNearby(bullet.whole, skill.name))
      continue;
    const replacement = rewriteBulletLine(bullet, (text) => fitKeyword(text, [prepared]));
    if (replacement) return { original: bullet.text, replacement };
  }
  return undefined;
}
