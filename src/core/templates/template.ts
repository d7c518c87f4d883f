import type { ResumeDocument } from '@shared/resume-document';
import type { TemplateId } from '@shared/template-ids';

/** The gallery's categories (platform spec §3 Template), in the order of its tabs. */
export const templateCategories = ['modern', 'traditional', 'creative', 'technical', 'academic'] as const;
export type TemplateCategory = (typeof templateCategories)[number];

/**
 * A template of the gallery (platform spec §3 Template): what its card says, and the sample resume its preview
 * shows, written as a resume document so the template's renderer writes it like any visitor's resume.
 */
export interface Template {
  id: TemplateId;
  name: string;
  description: string;
  category: TemplateCategory;
  features: string[];
  /** One line saying how the template looks. */
  previewText: string;
  /** Percent of users who pick it, as the spec's table gives it. */
  popularity: number;
  /** The audiences the card recommends it for. */
  recommended: string[];
  /** The sample resume; a template without one shows "Preview coming soon". */
  sample?: ResumeDocument;
}
