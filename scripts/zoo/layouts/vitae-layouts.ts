import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultExportOptions } from '@core/export/export-options';
import { exportResume } from '@core/export/export-resume';
import { fromJsonResume, sectionOfKey } from '@core/json-resume/from-json-resume';
import { renderTemplate } from '@core/templates/render-template';
import { type TemplateId, templateIds } from '@shared/template-ids';
import { type JsonResume, type ResumePart, resumeParts, type ZooLayout } from '../layout';
import { printHtml } from '../print-html';

/**
 * Our own layouts: the eight templates as the gallery shows them, printed by Chromium as a visitor's browser
 * would, and the plain PDF and Word exports. Their headings are the document's defaults for a JSON Resume
 * (from-json-resume's `sectionOfKey`), in English whatever the resume's language.
 */

/** Two templates put education, skills and certifications in a second column read after the main one. */
const sideParts: readonly ResumePart[] = ['education', 'skills', 'certificates'];
const twoColumnTemplates: readonly TemplateId[] = ['creative-impact', 'tech-stack'];
const mainThenSide = [
  ...resumeParts.filter((part) => !sideParts.includes(part)),
  ...resumeParts.filter((part) => sideParts.includes(part)),
];

const heading = (part: ResumePart) => sectionOfKey[part].heading;
const documentOf = (resume: JsonResume) => fromJsonResume(resume);
const now = new Date('2026-11-01T00:00:00Z');

function templateLayout(id: TemplateId): ZooLayout {
  return {
    id: `vitae-${id}`,
    family: 'vitae-template',
    licence: 'our own',
    needs: [],
    heading,
    ...(twoColumnTemplates.includes(id) ? { order: mainThenSide } : {}),
    async render(resume, dir, name) {
      const path = join(dir, `${name}.pdf`);
      const language = resume.meta?.language ?? 'en';
      await printHtml(renderTemplate(id, documentOf(resume), { language }), path);
      return path;
    },
  };
}

function exportLayout(format: 'pdf' | 'docx'): ZooLayout {
  return {
    id: `vitae-export-${format}`,
    family: 'vitae-template',
    licence: 'our own',
    needs: [],
    heading,
    async render(resume, dir, name) {
      const path = join(dir, `${name}.${format}`);
      await writeFile(path, await exportResume(documentOf(resume), format, defaultExportOptions, now));
      return path;
    },
  };
}

export const vitaeLayouts: ZooLayout[] = [
  ...templateIds.map(templateLayout),
  exportLayout('pdf'),
  exportLayout('docx'),
];
