import { AppError } from '@core/errors';
import { renderText } from '@core/resume/render-text';
import { renderTemplate, templateExportStyle } from '@core/templates/render-template';
import type { ExportFormat } from '@shared/api/export';
import { versionMessages } from '@shared/messages';
import type { ResumeDocument } from '@shared/resume-document';
import { languageOfDocument } from './document-language';
import type { ExportOptions } from './export-options';
import { renderDocx } from './to-docx';
import { renderHtml } from './to-html';
import { renderJson } from './to-json';
import { renderPdf } from './to-pdf';

const utf8 = (text: string) => new TextEncoder().encode(text);

const renderers: Record<
  ExportFormat,
  (document: ResumeDocument, options: ExportOptions, now: Date) => Uint8Array | Promise<Uint8Array>
> = {
  pdf: renderPdf,
  docx: renderDocx,
  // The ATS plain text of render-text.ts: the same text the analysis and the editor show.
  txt: (document) => utf8(renderText(document)),
  // A template's HTML is its own page, the one the gallery and the builder show; else the plain page.
  html: (document, options) =>
    utf8(
      options.template
        ? renderTemplate(options.template, document, { language: languageOfDocument(document) })
        : renderHtml(document, options),
    ),
  json: (document, options, now) => utf8(renderJson(document, options, now)),
};

/** The options with the template's colour and typeface, when a template is chosen (TemplateLayout.exportStyle). */
function inTemplateStyle(options: ExportOptions): ExportOptions {
  if (!options.template) return options;
  const { accent, fontFamily } = templateExportStyle(options.template);
  return { ...options, accentColor: accent, customizations: { ...options.customizations, fontFamily } };
}

/**
 * The resume document written in one export format (platform spec §7), as the bytes of the file; `now` is the
 * time of export the JSON metadata states.
 * @throws AppError SERVICE_UNAVAILABLE with `versionMessages.exportFailed` when the renderer fails: a 503 the
 * error handler logs with its cause, and answers with the message alone.
 */
export async function exportResume(
  document: ResumeDocument,
  format: ExportFormat,
  options: ExportOptions,
  now: Date,
): Promise<Uint8Array> {
  try {
    return await renderers[format](document, inTemplateStyle(options), now);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', versionMessages.exportFailed, { format }, { cause: error });
  }
}
