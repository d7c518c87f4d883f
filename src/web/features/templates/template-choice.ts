import type { TemplateCategory } from '@core/templates/template';
import { paths } from '../../config/paths';

/** The gallery's tabs (platform spec §2 "Template gallery"): All, then one a category. */
export const galleryTabs: { value: 'all' | TemplateCategory; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'modern', label: 'Modern' },
  { value: 'traditional', label: 'Traditional' },
  { value: 'creative', label: 'Creative' },
  { value: 'technical', label: 'Technical' },
  { value: 'academic', label: 'Academic' },
];

export type GalleryTab = (typeof galleryTabs)[number]['value'];

export const categoryLabel = (category: TemplateCategory) =>
  galleryTabs.find((tab) => tab.value === category)?.label ?? category;

/**
 * Where Use Template goes: the workflow page with the template's id (platform spec §2); the workflow keeps it
 * in browser storage for the download (features/workflow/use-template-parameter.ts).
 */
export const templateChoiceHref = (id: string) => `${paths.home}?template=${encodeURIComponent(id)}`;
