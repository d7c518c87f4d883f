/** Core spec §9: what a score means, in the spec's words, and the colour it is shown in. */
export type ScoreTone = 'good' | 'fair' | 'poor';

export function overallBand(score: number): { label: string; tone: ScoreTone } {
  if (score >= 80) return { label: 'Excellent match', tone: 'good' };
  if (score >= 60) return { label: 'Good match with room for improvement', tone: 'fair' };
  return { label: 'Needs significant improvement', tone: 'poor' };
}

/** Keywords at 70 or more count as good (core spec §9); below, fair down to 40, then poor. */
export function keywordsTone(score: number): ScoreTone {
  return score >= 70 ? 'good' : score >= 40 ? 'fair' : 'poor';
}

/** Skills use the overall bands' thresholds. */
export const skillsTone = (score: number): ScoreTone => overallBand(score).tone;

/** Core spec §9: comparison improvement percentage = (overall - 60) / 40 × 100, rounded. */
export function improvementPercent(overallScore: number): number {
  return Math.round(((overallScore - 60) / 40) * 100);
}

/** Core spec §9: optimization progress is 5 percent per selected item, capped at 100. */
export function optimizationProgress(selectedCount: number): number {
  return Math.min(100, selectedCount * 5);
}
