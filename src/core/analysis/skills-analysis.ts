import type { MatchedTerm, Priority, SkillsAnalysis } from '@shared/api/analysis';

const priorityOf = (importance: MatchedTerm['importance']): Priority =>
  importance === 'required' ? 'high' : importance === 'preferred' ? 'medium' : 'low';

/** Missing skills offered in the workspace: the heaviest first, enough to choose from. */
const MISSING_SKILLS_SHOWN = 20;
const RECOMMENDATIONS = 5;

/**
 * The skills gap from the skills evidence: what matches, what is missing (heaviest first), and what to do
 * about the most important gaps. A recommendation never claims the visitor has a skill: it says to show
 * it if they do, or to learn it if they do not.
 */
export function skillsAnalysisOf(skills: { matched: MatchedTerm[]; missing: MatchedTerm[] }): SkillsAnalysis {
  const byWeight = (a: MatchedTerm, b: MatchedTerm) => b.weight - a.weight || a.term.localeCompare(b.term);
  const missing = [...skills.missing].sort(byWeight);
  return {
    matching: [...skills.matched]
      .sort(byWeight)
      .map((term) => ({ skill: term.term, priority: priorityOf(term.importance) })),
    missing: missing.map((term) => ({
      skill: term.term,
      priority: priorityOf(term.importance),
      weight: term.weight,
    })),
    recommendations: missing.slice(0, RECOMMENDATIONS).map((term) => ({
      skill: term.term,
      priority: priorityOf(term.importance),
      reason:
        term.importance === 'required'
          ? `The posting asks for ${term.term}. If you have used it, name it where you used it; if not, it is the first gap to close.`
          : `${term.term} would strengthen your application. Mention it if you have real experience with it.`,
    })),
    missingSkills: missing.slice(0, MISSING_SKILLS_SHOWN).map((term) => term.term),
  };
}
