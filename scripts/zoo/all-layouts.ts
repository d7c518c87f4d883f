import type { ZooLayout } from './layout';
import { jsonResumeThemeLayouts } from './layouts/json-resume-themes';
import { latexLayouts } from './layouts/latex-classes';
import { pandocLayouts } from './layouts/pandoc';
import { plainTextLayouts } from './layouts/plain-text';
import { vitaeLayouts } from './layouts/vitae-layouts';
import { wordLayouts } from './layouts/word-documents';

/** Every layout of the zoo, family by family. */
export const allLayouts: ZooLayout[] = [
  ...jsonResumeThemeLayouts(),
  ...vitaeLayouts,
  ...wordLayouts,
  ...latexLayouts,
  ...pandocLayouts,
  ...plainTextLayouts,
];
