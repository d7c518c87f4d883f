import type { Finding } from './finding';

/**
 * What a link target does when followed:
 * - web: an ordinary website, e-mail or phone link (normal in a resume);
 * - script: runs code (javascript:, vbscript:, data:text/html);
 * - local: reaches a file or a network share (file:, \\server), which can leak Windows credentials;
 * - handler: starts a program through a protocol handler (ms-msdt:, search-ms:, mhtml:...), used in attacks;
 * - other: anything else (relative paths, anchors).
 */
export type LinkKind = 'web' | 'script' | 'local' | 'handler' | 'other';

const handlerSchemes =
  /^(?:ms-[a-z-]+|search-ms|search|mhtml|its|mk|hcp|res|shell|jar|cid|mid|ldap|telnet|ssh|steam|vnd\.[a-z.-]+):/;

export function linkKind(target: string): LinkKind {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"): so must we.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const url = target.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
  if (/^(?:javascript|vbscript|livescript|data:text\/html|data:application\/(?:x-)?javascript)/.test(url))
    return 'script';
  if (/^(?:https?|mailto|tel|ftp):/.test(url)) return 'web';
  if (/^(?:file:|smb:|\\\\)/.test(url)) return 'local';
  if (handlerSchemes.test(url)) return 'handler';
  return 'other';
}

/**
 * True when a target names a file on the computer that opens the document, with no host to reach: a Windows drive
 * path (C:\Users\..., C:/Users/...), an absolute Mac or Linux path (/Users/...), or either as a file: URL with an
 * empty host (file:///C:/..., file:///Users/...). A UNC path (\\host\share), a file: URL with a host
 * (file://host/share, file:////host/share) and any other scheme reach another machine.
 */
export function isLocalDrivePath(target: string): boolean {
  let path = target.trim();
  const fileUrl = /^file:\/\/(.*)$/is.exec(path);
  if (fileUrl) {
    // After "file://" comes the host: only an empty one ("file:///...") stays on this computer.
    const rest = fileUrl[1] ?? '';
    if (!rest.startsWith('/')) return false;
    try {
      path = decodeURIComponent(rest);
    } catch {
      return false;
    }
  }
  // URL parsers skip tabs, line breaks and other controls: "/\t/host" may reach a host, so such a path is not local.
  if (/[^\S ]|\p{Cc}/u.test(path)) return false;
  if (fileUrl && /^\/[a-z]:[\\/]/i.test(path)) return true;
  return /^[a-z]:[\\/]/i.test(path) || /^\/(?![\\/])/.test(path);
}

/**
 * The template a document was made from (Normal.dotm, an Office resume template), as Word and RTF record it.
 * A path on the author's own disk, with no host, fetches nothing: it is only noted (`info`, never a warning).
 * Any other target (a web or FTP address, a network share, a bare name looked up beside the document) makes the
 * word processor fetch the template when the file opens: remote template injection.
 */
export function templateFinding(target: string, document: string): Finding {
  if (isLocalDrivePath(target)) {
    return {
      severity: 'info',
      kind: 'local-template',
      message: `This ${document} names the template it was made from, on its author's computer; it loads nothing from another location.`,
    };
  }
  return {
    severity: 'high',
    kind: 'external-template',
    message: `This ${document} loads a template from another location when opened, a known way to deliver harmful code.`,
  };
}

/** The low-severity note listing how many ordinary web links the document holds. */
export function webLinksFinding(count: number): Finding[] {
  if (count === 0) return [];
  const links = count === 1 ? '1 link' : `${count} links`;
  return [
    {
      severity: 'low',
      kind: 'external-links',
      message: `This file contains ${links} to websites or e-mail addresses; check they are the ones you mean to share.`,
    },
  ];
}
