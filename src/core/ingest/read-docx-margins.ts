import { parseMarkup } from './scan/parse-markup';
import { listZipEntries, readEntryText, type ZipEntry } from './scan/zip-archive';

const MAX_PART_BYTES = 5 * 1024 * 1024;
const pageNumberLine = /^(?:page\s*)?\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

/**
 * The text of a DOCX's page headers and footers, which the DOCX-to-HTML library leaves out although
 * résumé templates often put the name and contact line there. Lines already in the body and bare page
 * numbers ("Page 2 of 3") are dropped. Returns empty lists when the parts cannot be read.
 */
export function readDocxMargins(
  bytes: Uint8Array,
  bodyLines: readonly string[],
): { headers: string[]; footers: string[] } {
  try {
    const entries = listZipEntries(bytes);
    const byName = new Map(entries.map((e) => [e.name, e]));
    const rels = byName.get('word/_rels/document.xml.rels');
    if (!rels) return { headers: [], footers: [] };
    const targets = relationshipTargets(readEntryText(bytes, rels, MAX_PART_BYTES));
    const seen = new Set(bodyLines.map(comparable));
    const linesOf = (type: 'header' | 'footer') =>
      targets
        .filter((t) => t.type === type)
        .flatMap((t) => partLines(bytes, byName.get(resolvePart(t.target))))
        .filter((line) => {
          const key = comparable(line);
          if (!key || pageNumberLine.test(key) || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
    return { headers: linesOf('header'), footers: linesOf('footer') };
  } catch {
    return { headers: [], footers: [] };
  }
}

function comparable(line: string): string {
  return line
    .replace(/^\u2022\s*/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function resolvePart(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `word/${target.replace(/^\.\//, '')}`;
}

function relationshipTargets(xml: string): { type: 'header' | 'footer'; target: string }[] {
  const targets: { type: 'header' | 'footer'; target: string }[] = [];
  parseMarkup(
    xml,
    {
      onopentag(_name, attributes) {
        const type = /\/(header|footer)$/.exec(attributes.Type ?? '')?.[1];
        if (
          (type === 'header' || type === 'footer') &&
          attributes.Target &&
          attributes.TargetMode !== 'External'
        ) {
          targets.push({ type, target: attributes.Target });
        }
      },
    },
    { xmlMode: true },
  );
  return targets;
}

/** Paragraph texts of one header or footer part (text runs, tabs and breaks; no field codes). */
function partLines(bytes: Uint8Array, entry: ZipEntry | undefined): string[] {
  if (!entry) return [];
  const lines: string[] = [];
  let current = '';
  let inText = false;
  let fallbackDepth = 0;
  parseMarkup(
    readEntryText(bytes, entry, MAX_PART_BYTES),
    {
      onopentag(name) {
        if (name === 'mc:Fallback') fallbackDepth++;
        if (fallbackDepth > 0) return;
        if (name === 'w:t') inText = true;
        else if (name === 'w:tab') current += '\t';
        else if (name === 'w:br' || name === 'w:cr') current += '\n';
      },
      ontext(text) {
        if (inText && fallbackDepth === 0) current += text;
      },
      onclosetag(name) {
        if (name === 'mc:Fallback') fallbackDepth--;
        else if (name === 'w:t') inText = false;
        else if (name === 'w:p' && fallbackDepth === 0) {
          lines.push(...current.split('\n').map((line) => line.replace(/[ \u00a0]+/g, ' ').trim()));
          current = '';
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  return lines.filter(Boolean);
}
