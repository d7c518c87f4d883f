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
