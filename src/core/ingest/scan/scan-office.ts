import { checkArchiveShape, damaged, inflateAll } from './archive-limits';
import { inspectPayload } from './embedded-object';
import { executableNamePattern, type Finding, looksExecutable, uniqueFindings } from './finding';
import { linkCount, relationshipFindings } from './office-relationships';
import { MarkupTooDeepError, parseMarkup, tooComplex } from './parse-markup';
import { hasOverlappingEntries, listZipEntries, type ZipEntry, ZipFormatError } from './zip-archive';

const WORD = 'Word file';
const MAX_KEPT_PART = 20 * 1024 * 1024;

/**
 * Security scan of a DOCX (or any Office ZIP package): archive abuse (zip bombs, too many parts,
 * "../" names, encrypted entries), macros, ActiveX, embedded objects and programs, nested archives,
 * external relationships (remote templates, linked objects, frames; plain web hyperlinks are only
 * counted) and DDE fields.
 */
export function scanOffice(bytes: Uint8Array): Finding[] {
  let entries: ZipEntry[];
  try {
    entries = listZipEntries(bytes);
  } catch (error) {
    if (error instanceof ZipFormatError) return [damaged()];
    throw error;
  }
  const shape = checkArchiveShape(entries, hasOverlappingEntries(entries));
  if (shape.some((f) => f.severity === 'high')) return uniqueFindings(shape);

  const { parts, heads, findings: inflated } = inflateAll(bytes, entries, (e) => isInspected(e));
  if (inflated.length > 0) return uniqueFindings([...shape, ...inflated]);

  const text = (name: string) => new TextDecoder().decode(parts.get(name));
  let partFindings: Finding[];
  try {
    partFindings = [...parts.keys()].flatMap((name) => {
      if (name.endsWith('.rels')) return relationshipFindings(text(name));
      if (name === '[Content_Types].xml') return contentTypeFindings(text(name));
      if (/\.xml$/i.test(name)) return fieldFindings(text(name));
      return inspectBinaryPart(name, parts.get(name) as Uint8Array);
    });
  } catch (error) {
    if (error instanceof MarkupTooDeepError) return uniqueFindings([...shape, tooComplex(WORD)]);
    throw error;
  }
  return uniqueFindings([
    ...shape,
    ...entries.flatMap(nameFindings),
    ...[...heads].flatMap(([name, head]) => headFindings(name, head)),
    ...partFindings,
    ...linkCount(parts, text),
  ]);
}

function isInspected(entry: ZipEntry): boolean {
  if (entry.uncompressedSize > MAX_KEPT_PART) return false;
  const name = entry.name.toLowerCase();
  if (name.endsWith('.rels') || name === '[content_types].xml') return true;
  if (/^word\/.*\.xml$/.test(name))
    return !/(?:styles|fonttable|theme\d*|numbering|stylesWithEffects)\.xml$/i.test(name);
  // Binary parts: embedded objects, unexpected .bin parts, anything in an embeddings folder.
  return name.endsWith('.bin') || name.includes('/embeddings/');
}

function nameFindings(entry: ZipEntry): Finding[] {
  const name = entry.name.toLowerCase();
  const findings: Finding[] = [];
  if (/(?:^|\/)vba(?:project\.bin|data\.xml)$/.test(name)) findings.push(macros());
  if (/(?:^|\/)activex\//.test(name) || /activex\d*\.(?:xml|bin)$/.test(name)) {
    findings.push({
      severity: 'high',
      kind: 'activex',
      message: `This ${WORD} contains ActiveX controls, which can run code on your computer.`,
    });
  }
  if (executableNamePattern.test(name)) findings.push(embeddedProgram());
  if (/\/embeddings\/.*\.(?:bin|ole)$/.test(name) || /oleobject\d*\.bin$/.test(name)) {
    findings.push({
      severity: 'medium',
      kind: 'ole-object',
      message: `This ${WORD} contains embedded objects from other programs, which can hide harmful content.`,
    });
  }
  if (/\.(?:docm|dotm|xlsm|xltm|xlsb|pptm|potm|ppsm|xlam|ppam)$/.test(name)) findings.push(macros());
  else if (/\.(?:zip|jar|7z|rar|gz|tgz|cab|tar|bz2|xz|arj|lzh|iso)$/.test(name))
    findings.push(nestedArchive());
  return findings;
}

/** Whatever a part is called, its first bytes tell a Windows program or a ZIP archive. */
function headFindings(name: string, head: Uint8Array): Finding[] {
  const findings: Finding[] = [];
  if (looksExecutable(head)) findings.push(embeddedProgram());
  const isPackage = head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
  // Charts keep their data in an embedded spreadsheet package: normal. Other ZIPs inside are not.
  if (isPackage && !/\/embeddings\/[^/]+\.(?:xlsx|docx|pptx)$/i.test(name)) findings.push(nestedArchive());
  return findings;
}

function inspectBinaryPart(name: string, bytes: Uint8Array): Finding[] {
  if (/printersettings\d*\.bin$/i.test(name)) return [];
  return inspectPayload(bytes, WORD);
}

function contentTypeFindings(xml: string): Finding[] {
  return /macroEnabled|vbaProject|vbaData/i.test(xml) ? [macros()] : [];
}

/** DDE fields: `DDEAUTO` in w:instrText runs (possibly split over several runs) or w:fldSimple/@w:instr. */
function fieldFindings(xml: string): Finding[] {
  if (!/instr/i.test(xml)) return [];
  const instructions: string[] = [];
  let inInstruction = false;
  parseMarkup(
    xml,
    {
      onopentag(name, attributes) {
        if (name === 'w:instrText') {
          inInstruction = true;
        } else if (name === 'w:fldSimple') {
          instructions.push(attributes['w:instr'] ?? '', '\n');
        } else if (name === 'w:fldChar' && attributes['w:fldCharType'] === 'begin') {
          instructions.push('\n');
        }
      },
      ontext(text) {
        if (inInstruction) instructions.push(text);
      },
      onclosetag(name) {
        if (name === 'w:instrText') inInstruction = false;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const codes = instructions.join('').split('\n');
  const findings: Finding[] = [];
  if (codes.some((code) => /^\s*(?:DDE|DDEAUTO)\b/i.test(code))) {
    findings.push({
      severity: 'high',
      kind: 'dde',
      message: `This ${WORD} contains a DDE field, which can run commands on your computer when the file is opened.`,
      isScript: true,
    });
  }
  return findings;
}

function macros(): Finding {
  return {
    severity: 'high',
    kind: 'macro',
    message: `This ${WORD} contains macros, which can run code on your computer.`,
    isScript: true,
  };
}

function embeddedProgram(): Finding {
  return {
    severity: 'high',
    kind: 'embedded-executable',
    message: `This ${WORD} contains an embedded program or script file, which could harm your computer.`,
  };
}

function nestedArchive(): Finding {
  return {
    severity: 'medium',
    kind: 'nested-archive',
    message: `This ${WORD} contains another compressed archive inside it, which can hide harmful files.`,
  };
}
