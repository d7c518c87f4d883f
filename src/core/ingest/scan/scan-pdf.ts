import { getDocumentProxy } from 'unpdf';
import { executableNamePattern, type Finding, uniqueFindings } from './finding';
import { linkKind, webLinksFinding } from './link-kinds';
import { inflationFindings } from './pdf-inflation';
import { polyglotFindings } from './pdf-polyglot';
import { type PdfStructure, readPdfStructure } from './pdf-structure';

/** Pages whose annotations we inspect: résumés are short, the cap bounds the work on anything else. */
const MAX_SCANNED_PAGES = 50;

/** What pdf.js reports when it opens the document (JavaScript it would run, attachments, links). */
interface PdfJsReport {
  needsPassword: boolean;
  opened: boolean;
  hasJavaScript: boolean;
  attachmentNames: string[];
  hasXfa: boolean;
  uris: string[];
}

const findings = {
  javascript: (automatic: boolean): Finding => ({
    severity: 'high',
    kind: 'javascript',
    message: automatic
      ? 'This PDF contains JavaScript that runs automatically when the file is opened.'
      : 'This PDF contains JavaScript, which can run code when the file is opened.',
    isScript: true,
  }),
  launch: {
    severity: 'high',
    kind: 'launch-action',
    message: 'This PDF can start other programs on your computer (a launch action).',
  },
  scriptLink: {
    severity: 'high',
    kind: 'script-link',
    message: 'This PDF contains links that run code or start programs instead of opening a web page.',
    isScript: true,
  },
  executableAttachment: {
    severity: 'high',
    kind: 'embedded-executable',
    message: 'This PDF has a program or script file attached to it, which could harm your computer.',
  },
  attachment: {
    severity: 'medium',
    kind: 'embedded-file',
    message: 'This PDF has files attached to it, which could be harmful.',
  },
  autoOpen: {
    severity: 'medium',
    kind: 'auto-action',
    message: 'This PDF performs an action as soon as it is opened, such as opening a web address.',
  },
  additionalActions: {
    severity: 'medium',
    kind: 'auto-action',
    message: 'This PDF has actions that run automatically when pages or form fields are opened.',
  },
  submitForm: {
    severity: 'medium',
    kind: 'submit-form',
    message: 'This PDF contains a form that can send what you type to a website.',
  },
  importData: {
    severity: 'medium',
    kind: 'import-data',
    message: 'This PDF can load data from other files when used.',
  },
  richMedia: {
    severity: 'medium',
    kind: 'rich-media',
    message: 'This PDF embeds media or Flash content, which older readers may run.',
  },
  xfa: {
    severity: 'medium',
    kind: 'xfa',
    message:
      'This PDF contains an XFA form, a format that can carry scripts and that many tools cannot read.',
  },
  localLink: {
    severity: 'medium',
    kind: 'local-link',
    message:
      'This PDF links to files on a network share, which can reveal your Windows sign-in when clicked.',
  },
  encrypted: {
    severity: 'medium',
    kind: 'encrypted',
    message: 'This PDF is password-protected. Remove the password and upload it again.',
  },
  restricted: {
    severity: 'low',
    kind: 'restricted',
    message: 'This PDF has copy or print restrictions, which some applicant tracking systems cannot read.',
  },
} satisfies Record<string, Finding | ((automatic: boolean) => Finding)>;

/**
 * Security scan of a PDF: decompression bombs (streams inflating past the ZIP limits, see pdf-inflation.ts),
 * polyglots (a web page before the header, a ZIP archive at the end: pdf-polyglot.ts), JavaScript (also in compressed object streams and behind #hh-escaped names),
 * automatic actions (/OpenAction, /AA), /Launch, attachments, /SubmitForm, /ImportData, rich media,
 * javascript: links, XFA forms and encryption. Reads the file's structure from its bytes and asks
 * pdf.js what it would run; nothing is executed.
 */
export async function scanPdf(bytes: Uint8Array): Promise<Finding[]> {
  const structure = readPdfStructure(bytes);
  // A decompression bomb or a polyglot is told before pdf.js ever opens the file (it would inflate the bomb).
  const refused = [...inflationFindings(bytes, structure.streams), ...polyglotFindings(bytes)];
  if (refused.length > 0) return refused;
  const report = await inspectWithPdfJs(bytes);
  return uniqueFindings([
    ...structureFindings(structure, report),
    ...linkFindings([...structure.uris, ...report.uris]),
  ]);
}

function structureFindings(structure: PdfStructure, report: PdfJsReport): Finding[] {
  const out: Finding[] = [];
  if (structure.hasJavaScript || report.hasJavaScript)
    out.push(findings.javascript(structure.hasAutoOpenJavaScript));
  if (structure.hasLaunch) out.push(findings.launch);
  if (report.attachmentNames.some((name) => executableNamePattern.test(name))) {
    out.push(findings.executableAttachment);
  } else if (structure.hasEmbeddedFiles || report.attachmentNames.length > 0) {
    out.push(findings.attachment);
  }
  if (structure.hasAutoOpenAction && !structure.hasAutoOpenJavaScript) out.push(findings.autoOpen);
  if (structure.hasAdditionalActions) out.push(findings.additionalActions);
  if (structure.hasSubmitForm) out.push(findings.submitForm);
  if (structure.hasImportData) out.push(findings.importData);
  if (structure.hasRichMedia) out.push(findings.richMedia);
  if (structure.hasXfa || report.hasXfa) out.push(findings.xfa);
  if (report.needsPassword) out.push(findings.encrypted);
  else if (structure.isEncrypted && report.opened) out.push(findings.restricted);
  return out;
}

function linkFindings(uris: readonly string[]): Finding[] {
  const unique = [...new Set(uris)];
  const kinds = unique.map(linkKind);
  const out: Finding[] = [];
  if (kinds.some((kind) => kind === 'script' || kind === 'handler')) out.push(findings.scriptLink);
  if (kinds.includes('local')) out.push(findings.localLink);
  return [...out, ...webLinksFinding(kinds.filter((kind) => kind === 'web').length)];
}

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function inspectWithPdfJs(bytes: Uint8Array): Promise<PdfJsReport> {
  const report: PdfJsReport = {
    needsPassword: false,
    opened: false,
    hasJavaScript: false,
    attachmentNames: [],
    hasXfa: false,
    uris: [],
  };
  let document: PdfDocument;
  try {
    // A copy: pdf.js may take ownership of the buffer it is given.
    document = await getDocumentProxy(bytes.slice(), { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    report.needsPassword = error instanceof Error && error.name === 'PasswordException';
    return report;
  }
  report.opened = true;
  try {
    const jsActions = await document.getJSActions().catch(() => null);
    report.hasJavaScript = Boolean(jsActions && Object.keys(jsActions).length > 0);
    const attachments = (await document.getAttachments().catch(() => null)) as Record<
      string,
      { filename?: string }
    > | null;
    report.attachmentNames = Object.entries(attachments ?? {}).map(([key, a]) => a.filename ?? key);
    const info = (await document.getMetadata().catch(() => null))?.info as
      | { IsXFAPresent?: boolean }
      | undefined;
    report.hasXfa = document.isPureXfa || info?.IsXFAPresent === true;
    const pages = Math.min(document.numPages, MAX_SCANNED_PAGES);
    for (let number = 1; number <= pages; number++) await inspectPage(document, number, report);
  } finally {
    await document.destroy().catch(() => undefined);
  }
  return report;
}

interface AnnotationData {
  subtype?: string;
  url?: string;
  unsafeUrl?: string;
  actions?: Record<string, unknown>;
  file?: { filename?: string };
}

async function inspectPage(document: PdfDocument, number: number, report: PdfJsReport): Promise<void> {
  try {
    const page = await document.getPage(number);
    const pageActions = await page.getJSActions().catch(() => null);
    if (pageActions && Object.keys(pageActions).length > 0) report.hasJavaScript = true;
    const annotations = (await page.getAnnotations()) as AnnotationData[];
    for (const annotation of annotations) {
      if (annotation.actions && Object.keys(annotation.actions).length > 0) report.hasJavaScript = true;
      const url = annotation.unsafeUrl ?? annotation.url;
      if (url) report.uris.push(url);
      if (annotation.subtype === 'FileAttachment')
        report.attachmentNames.push(annotation.file?.filename ?? '');
    }
  } catch {
    // A page pdf.js cannot parse is reported by the reader; the byte scan above still covered it.
  }
}
