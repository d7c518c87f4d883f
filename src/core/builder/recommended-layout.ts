import type { BuilderProfile } from './builder-data';

/** The preview step's layouts, in the order of its tabs (platform spec §2). */
export const builderLayouts = ['modern', 'simple', 'creative', 'technical', 'executive'] as const;
export type BuilderLayout = (typeof builderLayouts)[number];

/** Each layout's tab label. */
export const builderLayoutLabels: Record<BuilderLayout, string> = {
  modern: 'Modern',
  simple: 'Simple',
  creative: 'Creative',
  technical: 'Technical',
  executive: 'Executive',
};

/**
 * The layout marked 'Recommended based on your profile' (platform spec §9, in this order of precedence):
 * creative for a creative background, technical for a technical one, executive for a senior, simple for an entry
 * level, otherwise modern. The background wins over the stage: a senior designer gets Creative.
 */
export function recommendedLayout(profile: BuilderProfile): BuilderLayout {
  if (profile.backgroundCategory === 'creative') return 'creative';
  if (profile.backgroundCategory === 'technical') return 'technical';
  if (profile.careerStage === 'senior') return 'executive';
  if (profile.careerStage === 'entry') return 'simple';
  return 'modern';
}
