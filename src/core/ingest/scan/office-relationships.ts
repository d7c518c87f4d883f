import type { Finding } from './finding';
import { linkKind, templateFinding, webLinksFinding } from './link-kinds';
import { parseMarkup } from './parse-markup';

const WORD = 'Word file';

/** Relationship types that make Word fetch something when the file opens (remote template injection etc.). */
const autoFetchedRelationships = /\/(?:attachedTemplate|oleObject|frame|subDocument|package)$/;

interface Relationship {
  type: string;
  target: string;
  external: boolean;
}

function parseRelationships(xml: string): Relationship[] {
  const relationships: Relationship[] = [];
  parseMarkup(
    xml,
    {
      onopentag(name, attributes) {
        if (name.toLowerCase().replace(/^\w+:/, '') !== 'relationship') return;
        relationships.push({
          type: attributes.Type ?? '',
          target: attributes.Target ?? '',
          external: (attributes.TargetMode ?? '').toLowerCase() === 'external',
        });
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  return relationships;
}

/**
 * Findings from one relationships part (.rels): macro projects, remote templates, linked objects and
 * frames (fetched when the file opens), links to network shares or programs. Web hyperlinks are normal; a
 * template named by a path on the author's own disk (no host) is only noted, with an `info` finding.
 */
export function relationshipFindings(xml: string): Finding[] {
  const findings: Finding[] = [];
  for (const { type, target, external } of parseRelationships(xml)) {
    if (/\/vbaProject$|\/activeXControl/.test(type)) {
      findings.push({
        severity: 'high',
        kind: 'macro',
        message: `This ${WORD} contains macros, which can run code on your computer.`,
        isScript: true,
      });
    }
    if (!external) continue;
    const kind = linkKind(target);
    if (/\/attachedTemplate$/.test(type)) {
      findings.push(templateFinding(target, WORD));
    } else if (autoFetchedRelationships.test(type)) {
      findings.push({
        severity: 'high',
        kind: 'external-object',
        message: `This ${WORD} loads an object or document from another location when opened, a known way to deliver harmful code.`,
      });
    } else if (/\/hyperlink$/.test(type)) {
      if (kind === 'script' || kind === 'handler') findings.push(dangerousLink('high'));
      else if (kind === 'local') findings.push(dangerousLink('medium'));
    } else if (kind === 'local' || kind === 'handler' || kind === 'script') {
      findings.push({
        severity: 'high',
        kind: 'external-object',
        message: `This ${WORD} loads content from a network share or program when opened, which can leak your Windows sign-in.`,
      });
    } else {
      findings.push({
        severity: 'medium',
        kind: 'remote-content',
        message: `This ${WORD} loads pictures or other content from the internet when opened, which can reveal that you opened it.`,
      });
    }
  }
  return findings;
}

/** The low note counting web hyperlinks across all relationship parts. */
export function linkCount(parts: Map<string, Uint8Array>, text: (name: string) => string): Finding[] {
  let count = 0;
  for (const name of parts.keys()) {
    if (!name.endsWith('.rels')) continue;
    for (const r of parseRelationships(text(name))) {
      if (r.external && /\/hyperlink$/.test(r.type) && linkKind(r.target) === 'web') count++;
    }
  }
  return webLinksFinding(count);
}

function dangerousLink(severity: 'high' | 'medium'): Finding {
  return {
    severity,
    kind: severity === 'high' ? 'dangerous-link' : 'local-link',
    message:
      severity === 'high'
        ? `This ${WORD} contains a link that runs code or starts a program instead of opening a web page.`
        : `This ${WORD} links to files on a network share, which can reveal your Windows sign-in when clicked.`,
    isScript: severity === 'high' ? true : undefined,
  };
}
