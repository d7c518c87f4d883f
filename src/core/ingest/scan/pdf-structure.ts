import { type PdfToken, tokenizePdf } from './pdf-tokens';

/** What the dictionaries of a PDF declare, read from its bytes without running anything. */
export interface PdfStructure {
  hasJavaScript: boolean;
  hasLaunch: boolean;
  /** The document opens with an action other than "go to a page" (a web address, a form submission...). */
  hasAutoOpenAction: boolean;
  /** The JavaScript runs as soon as the document opens. */
  hasAutoOpenJavaScript: boolean;
  hasAdditionalActions: boolean;
  hasEmbeddedFiles: boolean;
  hasSubmitForm: boolean;
  hasImportData: boolean;
  hasRichMedia: boolean;
  hasXfa: boolean;
  isEncrypted: boolean;
  uris: string[];
  /** Every stream of the file, with the filters that decode it, for the decompression-bomb check. */
  streams: PdfStream[];
}

/** Where a stream's data lies in the file (byte offsets) and its filters in the order they apply. */
export interface PdfStream {
  start: number;
  end: number;
  filters: string[];
}

const benignOpenActions = new Set(['GoTo']);

/**
 * Walks the PDF's tokens once, noting the keys and action types that matter for security and
 * following /OpenAction to its action, whether inline or an indirect object.
 */
export function readPdfStructure(bytes: Uint8Array): PdfStructure {
  const structure: PdfStructure = {
    hasJavaScript: false,
    hasLaunch: false,
    hasAutoOpenAction: false,
    hasAutoOpenJavaScript: false,
    hasAdditionalActions: false,
    hasEmbeddedFiles: false,
    hasSubmitForm: false,
    hasImportData: false,
    hasRichMedia: false,
    hasXfa: false,
    isEncrypted: false,
    uris: [],
    streams: [],
  };
  /** Action type (/S) of each indirect object, to resolve an /OpenAction given as a reference. */
  const actionOfObject = new Map<number, string>();
  const openActionTypes: string[] = [];
  let openActionReference: number | undefined;
  let currentObject: number | undefined;
  /** Dictionary depth at which an inline /OpenAction << ... >> started, while inside it. */
  let openActionDepth: number | undefined;
  let dictDepth = 0;
  const recent: PdfToken[] = [];
  /** The /Filter of the object being read: one name or an array of names. */
  let filters: string[] = [];
  let isReadingFilterArray = false;

  for (const token of tokenizePdf(bytes)) {
    const previous = recent.at(-1);
    const beforePrevious = recent.at(-2);
    if (token.type === 'open-dict') dictDepth++;
    if (token.type === 'close-dict') {
      if (openActionDepth === dictDepth) openActionDepth = undefined;
      dictDepth = Math.max(0, dictDepth - 1);
    }
    if (token.type === 'keyword' && token.value === 'obj' && beforePrevious?.type === 'number') {
      currentObject = beforePrevious.value;
    }
    if (token.type === 'keyword' && (token.value === 'obj' || token.value === 'endobj')) filters = [];
    if (isReadingFilterArray) {
      if (token.type === 'name') filters.push(token.value);
      else isReadingFilterArray = false;
    } else if (previous?.type === 'name' && previous.value === 'Filter') {
      if (token.type === 'name') filters = [token.value];
      if (token.type === 'open-array') [filters, isReadingFilterArray] = [[], true];
    }
    if (token.type === 'stream') {
      structure.streams.push({ start: token.start, end: token.end, filters });
      filters = [];
    }
    if (previous?.type === 'name' && previous.value === 'OpenAction') {
      if (token.type === 'open-dict') openActionDepth = dictDepth;
    }
    if (
      token.type === 'keyword' &&
      token.value === 'R' &&
      recent.at(-3)?.type === 'name' &&
      (recent.at(-3) as { value?: string }).value === 'OpenAction' &&
      beforePrevious?.type === 'number'
    ) {
      openActionReference = beforePrevious.value;
    }
    if (token.type === 'name') noteName(structure, token.value);
    if (previous?.type === 'name' && previous.value === 'S' && token.type === 'name') {
      if (currentObject !== undefined) actionOfObject.set(currentObject, token.value);
      if (openActionDepth !== undefined) openActionTypes.push(token.value);
    }
    if (previous?.type === 'name' && previous.value === 'URI' && token.type === 'string') {
      structure.uris.push(token.value);
    }
    recent.push(token);
    if (recent.length > 3) recent.shift();
  }

  if (openActionReference !== undefined) {
    const type = actionOfObject.get(openActionReference);
    if (type) openActionTypes.push(type);
  }
  structure.hasAutoOpenJavaScript = openActionTypes.includes('JavaScript');
  structure.hasAutoOpenAction = openActionTypes.some((type) => !benignOpenActions.has(type));
  return structure;
}

function noteName(structure: PdfStructure, name: string): void {
  switch (name) {
    case 'JS':
    case 'JavaScript':
      structure.hasJavaScript = true;
      break;
    case 'Launch':
      structure.hasLaunch = true;
      break;
    case 'AA':
      structure.hasAdditionalActions = true;
      break;
    case 'EmbeddedFile':
    case 'EmbeddedFiles':
    case 'FileAttachment':
    case 'GoToE':
      structure.hasEmbeddedFiles = true;
      break;
    case 'SubmitForm':
      structure.hasSubmitForm = true;
      break;
    case 'ImportData':
      structure.hasImportData = true;
      break;
    case 'RichMedia':
      structure.hasRichMedia = true;
      break;
    case 'XFA':
      structure.hasXfa = true;
      break;
    case 'Encrypt':
      structure.isEncrypted = true;
      break;
  }
}
