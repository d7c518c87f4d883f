import type { ResumeDocument } from '@shared/resume-document';
import type { TemplateId } from '@shared/template-ids';
import { academicExcellenceLayout } from './renderers/academic-excellence';
import { creativeImpactLayout } from './renderers/creative-impact';
import { executiveProLayout } from './renderers/executive-pro';
import { financeFocusLayout } from './renderers/finance-focus';
import { healthcareHeroLayout } from './renderers/healthcare-hero';
import { modernMinimalLayout } from './renderers/modern-minimal';
import { startupHustleLayout } from './renderers/startup-hustle';
import { techStackLayout } from './renderers/tech-stack';
import { pageHtml, type TemplateLayout } from './template-html';
import { templateViewOf } from './template-view';

const layouts: Record<TemplateId, TemplateLayout> = {
  'modern-minimal': modernMinimalLayout,
  'executive-pro': executiveProLayout,
  'creative-impact': creativeImpactLayout,
  'tech-stack': techStackLayout,
  'academic-excellence': academicExcellenceLayout,
  'startup-hustle': startupHustleLayout,
  'finance-focus': financeFocusLayout,
  'healthcare-hero': healthcareHeroLayout,
};

export interface TemplateRenderOptions {
  /**
   * BCP 47 tag of the resume's language, for the page's `lang` ('en' unless given). The caller passes it
   * (core/export/document-language) so the web app does not bundle the language detection to draw a preview.
   */
  language?: string;
}

/** The template's colour and typeface for the PDF and Word exports (TemplateLayout.exportStyle). */
export const templateExportStyle = (id: TemplateId) => layouts[id].exportStyle;

/**
 * The resume written in one of the eight templates: one self-contained, print-ready HTML page (US Letter, the
 * template's margins, colours kept in print), every text escaped, no script and no external resource. What the
 * gallery previews, the builder shows and the exports print is this one page.
 */
export function renderTemplate(
  id: TemplateId,
  document: ResumeDocument,
  options: TemplateRenderOptions = {},
): string {
  const layout = layouts[id];
  const view = templateViewOf(document);
  return pageHtml({
    view,
    language: options.language ?? 'en',
    pageMargin: layout.pageMargin,
    css: layout.css,
    body: layout.body(view),
  });
}
