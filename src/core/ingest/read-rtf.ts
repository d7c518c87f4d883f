import { AppError } from '@core/errors';
import type { ExtractedText } from './extracted-text';
import { normalizeText } from './normalize-text';
import { decodeRtfBytes, fontCharsetCodepage } from './rtf-codepages';
import { isRtf, rtfSource, tokenizeRtf } from './rtf-tokens';

export const rtfMessages = {
  damaged: 'This RTF file is damaged and could not be read.',
  noText: 'No text was found in this RTF file.',
} as const;

/** Destinations whose content is never document text (tables of fonts, styles, pictures, metadata...). */
// biome-ignore format: a compact word list
const skippedDestinations = new Set([
  'fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'objdata', 'objclass', 'objname', 'themedata',
  'colorschememapping', 'datastore', 'latentstyles', 'listtable', 'listoverridetable', 'rsidtbl', 'revtbl',
  'xmlnstbl', 'generator', 'filetbl', 'pgdsctbl', 'fldinst', 'footnote', 'annotation', 'atnid',
  'atnauthor', 'bkmkstart', 'bkmkend', 'comment', 'docvar', 'template', 'nonshppict', 'shprslt', 'sp',
  'userprops', 'mmathPr', 'ftnsep', 'ftnsepc', 'aftnsep', 'aftnsepc', 'xe', 'tc', 'txe', 'rxe', 'pn',
  'leveltext', 'levelnumbers', 'listname', 'defchp', 'defpap', 'protusertbl', 'passwordhash',
  'wgrffmtfilter', 'ud',
]);

/** Ignorable (`{\*\...}`) destinations that still hold visible text: Word writes text boxes there. */
const keptStarredDestinations = new Set(['shpinst', 'shptxt']);

// biome-ignore format: a compact table
const wordOutput = new Map<string, string>(Object.entries({
  par: '\n', line: '\n', sect: '\n', page: '\n', row: '\n', tab: '\t', cell: ' | ', nestcell: ' | ',
  emdash: '\u2014', endash: '\u2013', bullet: '\u2022', lquote: '\u2018', rquote: '\u2019',
  ldblquote: '\u201c', rdblquote: '\u201d', emspace: ' ', enspace: ' ', qmspace: ' ',
}));

const symbolOutput = new Map(Object.entries({ '~': ' ', _: '-', '{': '{', '}': '}', '\\': '\\' }));

interface GroupState {
  skip: boolean;
  hidden: boolean;
  uc: number;
  font: number | undefined;
  inFontTable: boolean;
  /** Index in the output where a list-number group (\listtext, \pntext) started. */
  listMark: number | undefined;
}

/**
 * Reads the visible text of an RTF document: paragraphs and line breaks become newlines, table cells
 * are joined with " | ", list numbers become "• " (or "1. "), and `\'hh` bytes are decoded with the
 * document's code page (`\ansicpg`, default 1252) or the current font's charset. Fonts, styles,
 * pictures, embedded objects, field codes and hidden text are skipped.
 * @throws AppError UNPROCESSABLE when the bytes are not RTF.
 */
export function readRtf(bytes: Uint8Array): ExtractedText {
  if (!isRtf(bytes)) throw new AppError('UNPROCESSABLE', rtfMessages.damaged);
  const text = normalizeText(rtfToText(rtfSource(bytes)).replace(/ \| (?=\n|$)/g, ''));
  return { text, warnings: text ? [] : [rtfMessages.noText] };
}

function rtfToText(source: string): string {
  const out: string[] = [];
  const stack: GroupState[] = [];
  let state: GroupState = {
    skip: false,
    hidden: false,
    uc: 1,
    font: undefined,
    inFontTable: false,
    listMark: undefined,
  };
  let defaultCodepage = 1252;
  const fontCodepages = new Map<number, number>();
  let fontBeingDefined: number | undefined;
  let pendingBytes: number[] = [];
  let skipCount = 0;
  let groupStart = false;
  let starred = false;

  const emit = (text: string) => {
    if (!state.skip && !state.hidden) out.push(text);
  };
  const flush = () => {
    if (pendingBytes.length === 0) return;
    const codepage =
      state.font === undefined ? defaultCodepage : (fontCodepages.get(state.font) ?? defaultCodepage);
    emit(decodeRtfBytes(Uint8Array.from(pendingBytes), codepage));
    pendingBytes = [];
  };

  for (const token of tokenizeRtf(source)) {
    if (token.type === 'open') {
      flush();
      stack.push(state);
      state = { ...state, listMark: undefined };
      groupStart = true;
      starred = false;
      skipCount = 0;
      continue;
    }
    if (token.type === 'close') {
      flush();
      if (state.listMark !== undefined) {
        const number = out.splice(state.listMark).join('').replace(/\s+/g, '');
        const parent = stack.at(-1);
        if (parent && !parent.skip && !parent.hidden) out.push(listPrefix(number));
      }
      state = stack.pop() ?? state;
      groupStart = false;
      skipCount = 0;
      continue;
    }
    if (token.type === 'symbol' && token.char === '*' && groupStart) {
      starred = true;
      continue;
    }
    const atGroupStart = groupStart;
    groupStart = false;
    if (skipCount > 0 && token.type !== 'text') {
      // After \uN, the next \ucN characters (a hex byte, symbol or control word counts as one) are fallbacks.
      skipCount--;
      continue;
    }
    switch (token.type) {
      case 'text': {
        const text = skipCount > 0 ? token.text.slice(skipCount) : token.text;
        skipCount = Math.max(0, skipCount - token.text.length);
        if (state.inFontTable && text.includes(';')) fontBeingDefined = undefined;
        if (!state.skip && !state.hidden)
          for (let i = 0; i < text.length; i++) pendingBytes.push(text.charCodeAt(i));
        break;
      }
      case 'hex':
        if (!state.skip && !state.hidden) pendingBytes.push(token.byte);
        break;
      case 'symbol':
        flush();
        emit(symbolOutput.get(token.char) ?? '');
        break;
      case 'binary':
        break;
      case 'word': {
        flush();
        const { word, param } = token;
        if (
          atGroupStart &&
          (skippedDestinations.has(word) || (starred && !keptStarredDestinations.has(word)))
        ) {
          state.skip = true;
          if (word === 'fonttbl') state.inFontTable = true;
        }
        if (word === 'listtext' || word === 'pntext') state.listMark = out.length;
        if (state.inFontTable) {
          if (word === 'f' && param !== undefined) fontBeingDefined = param;
          const codepage =
            word === 'fcharset' && param !== undefined ? fontCharsetCodepage(param) : undefined;
          if (fontBeingDefined !== undefined && codepage !== undefined)
            fontCodepages.set(fontBeingDefined, codepage);
          if (word === 'cpg' && fontBeingDefined !== undefined && param)
            fontCodepages.set(fontBeingDefined, param);
          break;
        }
        if (word === 'ansicpg' && param) defaultCodepage = param;
        else if (word === 'mac') defaultCodepage = 10000;
        else if (word === 'pca') defaultCodepage = 850;
        else if (word === 'uc' && param !== undefined) state.uc = Math.max(0, param);
        else if (word === 'u' && param !== undefined) {
          emit(String.fromCharCode(param < 0 ? param + 65536 : param));
          skipCount = state.uc;
        } else if (word === 'f') state.font = param;
        else if (word === 'plain') {
          state.font = undefined;
          state.hidden = false;
        } else if (word === 'v') state.hidden = param !== 0;
        else emit(wordOutput.get(word) ?? '');
        break;
      }
    }
    starred = false;
  }
  flush();
  return out.join('');
}

/** A list number printed by Word ("1.", "a)", a Symbol-font bullet) as the line prefix we use. */
function listPrefix(number: string): string {
  return /^[\p{L}\p{N}]{1,4}[.)]?$/u.test(number) ? `${number} ` : '\u2022 ';
}
