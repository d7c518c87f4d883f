import type { Analysis } from '@shared/api/analysis';
import { useQuery } from '@tanstack/react-query';
import { analysisKeys } from './analysis-keys';

/** The visitor's analyses, newest first: the newest is restored on load. */
export function useAnalyses() {
  return useQuery<{ analyses: Analysis[] }>({ queryKey: analysisKeys.list() });
}
