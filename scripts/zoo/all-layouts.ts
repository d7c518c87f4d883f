import type { ZooLayout } from './layout';
import { pandocLayouts } from './layouts/pandoc';
import { plainTextLayouts } from './layouts/plain-text';
import { vitaeLayouts } from './layouts/vitae-layouts';

/** Every layout of the zoo, family by family. */
export const allLayouts: ZooLayout[] = [...vitaeLayouts, ...pandocLayouts, ...plainTextLayouts];
