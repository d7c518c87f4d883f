/**
 * The hostile-upload corpus (issue 22 §4): files a hostile uploader would try, generated here (never checked in),
 * one function per family. Each file says what it tries and what each upload route should answer:
 * - POST /api/resumes: `refused` (4xx, plain message), `flagged` (201 with warnings) or `accepted` (201);
 * - POST /api/files/validate: `refused` (isValid false, or a 4xx), `flagged` (valid, with warnings or a risk
 *   above low) or `accepted`, with the risk level the scan must report.
 */
import { disguised, emptyAndTruncated, hostileNames } from './disguised-files';
import type { HostileFile } from './hostile-file';
import { officeXml } from './office-files';
import { pdfActions, pdfStructure } from './pdf-files';
import { patternStress, textEncodings } from './text-files';
import { encrypted, macroDocuments, nestedZips, zipBombs } from './zip-files';

export type { HostileFile, Risk, Verdict } from './hostile-file';
export {
  disguised,
  emptyAndTruncated,
  encrypted,
  hostileNames,
  macroDocuments,
  nestedZips,
  officeXml,
  patternStress,
  pdfActions,
  pdfStructure,
  textEncodings,
  zipBombs,
};

/** The whole corpus, every family. */
export function hostileFiles(): HostileFile[] {
  return [
    ...emptyAndTruncated(),
    ...zipBombs(),
    ...nestedZips(),
    ...macroDocuments(),
    ...pdfActions(),
    ...encrypted(),
    ...pdfStructure(),
    ...textEncodings(),
    ...patternStress(),
    ...hostileNames(),
    ...disguised(),
    ...officeXml(),
  ];
}
