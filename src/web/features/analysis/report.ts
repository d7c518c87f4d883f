import type { Analysis, MatchedTerm } from '@shared/api/analysis';
import { overallBand } from './score-bands';

const quote = (text: string) => text.replace(/\s+/g, ' ').trim();

function termLines(terms: readonly MatchedTerm[], withResumeLines: boolean): string[] {
  return terms.map((term) => {
    const line = withResumeLines ? term.resumeLines[0] : undefined;
    const shownBy = line?.shownBy ? ` (shown by ${line.shownBy})` : '';
    const where = line ? ` — “${quote(line.text)}”${shownBy}` : '';
    return `- **${term.term}** (${term.importance}, weight ${term.weight})${where}`;
  });
}

/**
 * "Export Report": the analysis as a Markdown document a person can read, keep or share. Markdown because
 * it opens anywhere, prints cleanly and pastes into an email; the scores' evidence is included in full.
 */
export function analysisReport(analysis: Analysis, resumeName: string): string {
  const { evidence } = analysis;
  const lines = [
    `# Resume analysis: ${analysis.jobTitle}`,
    '',
    `Resume: ${resumeName} · Analysed ${analysis.createdAt.slice(0, 10)} by the ${analysis.provider} engine`,
    '',
    '## Scores',
    '',
    `| Score | Value |`,
    `|---|---|`,
    `| Overall | ${analysis.overallScore} (${overallBand(analysis.overallScore).label}) |`,
    `| Skills | ${analysis.skillsScore} |`,
    `| Keywords | ${analysis.keywordsScore} |`,
    `| Experience | ${analysis.experienceScore} |`,
    '',
    evidence.blend,
    '',
    '## Skills found in your resume',
    ...termLines(evidence.skills.matched, true),
    '',
    '## Skills the posting asks for that your resume does not show',
    ...termLines(evidence.skills.missing, false),
    '',
    '## Keywords found',
    ...termLines(evidence.keywords.matched, true),
    '',
    '## Keywords missing',
    ...termLines(evidence.keywords.missing, false),
    '',
    '## Experience',
    ...evidence.experience.notes.map((note) => `- ${note}`),
    '',
    '## Suggestions',
    ...analysis.suggestions.flatMap((suggestion, index) => [
      `${index + 1}. **${suggestion.title}** (${suggestion.priority} priority, +${suggestion.impact}) — ${suggestion.description}`,
      ...(suggestion.original && suggestion.replacement
        ? [`   - Before: “${quote(suggestion.original)}”`, `   - After: “${quote(suggestion.replacement)}”`]
        : [`   - ${suggestion.suggestion}`]),
    ]),
    '',
  ];
  return lines.join('\n');
}
