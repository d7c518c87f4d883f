/**
 * The settings' "average security score" in percent (platform spec §2 "Security"): the report's average risk
 * score is 0-100 with higher riskier, so the score is 100 minus it, rounded to a whole percent.
 */
export function securityScorePercent(averageRiskScore: number): number {
  return Math.round(100 - Math.min(100, Math.max(0, averageRiskScore)));
}
