import { useId } from 'react';

/**
 * Ids for a chart's caption (named explicitly: not every accessibility tree takes a figure's name from its
 * figcaption), its SVG title, description and pattern: React's ids may hold characters a `url(#…)` reference
 * does not take, so they are reduced to letters, digits, dashes and underscores.
 */
export function useChartIds() {
  const base = `chart-${useId().replace(/[^\w-]/gu, '')}`;
  return {
    caption: `${base}-caption`,
    title: `${base}-title`,
    description: `${base}-description`,
    pattern: `${base}-pattern`,
  };
}
