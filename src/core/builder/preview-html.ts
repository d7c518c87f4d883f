import { defaultExportOptions } from '@core/export/export-options';
import { renderHtml } from '@core/export/to-html';
import { renderTemplate } from '@core/templates/render-template';
import type { TemplateId } from '@shared/template-ids';
import type { BuilderData } from './builder-data';
import { builderToDocument } from './builder-document';
import type { BuilderLayout } from './recommended-layout';

/**
 * The builder's five layouts are no designs of their own: four are the gallery's real templates (the same page the
 * gallery previews and the exports print), and Simple is the plain, ATS-safe layout of the file exports (to-html.ts
 * with the spec's default export options: Arial 11 pt, margins of 1 inch, optimized for ATS).
 *   modern    -> modern-minimal        creative  -> creative-impact
 *   technical -> tech-stack            executive -> executive-pro
 *   simple    -> the export's HTML page
 */
export const templateOfLayout: Record<Exclude<BuilderLayout, 'simple'>, TemplateId> = {
  modern: 'modern-minimal',
  creative: 'creative-impact',
  technical: 'tech-stack',
  executive: 'executive-pro',
};

/**
 * The preview page of a layout (see `templateOfLayout`): one self-contained HTML page of the builder's resume
 * (`builderToDocument`), every text escaped, no script, for the preview frame and the browser's print dialog.
 */
export function builderPreviewHtml(layout: BuilderLayout, data: BuilderData): string {
  const document = builderToDocument(data);
  return layout === 'simple'
    ? renderHtml(document, defaultExportOptions)
    : renderTemplate(templateOfLayout[layout], document);
}
