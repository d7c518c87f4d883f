import { type Finding, uniqueFindings } from './finding';
import { linkKind, webLinksFinding } from './link-kinds';
import { MarkupTooDeepError, parseMarkup, tooComplex } from './parse-markup';

const PAGE = 'web page';

/** Attributes whose value is a URL the browser loads or follows. */
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'background',
  'poster',
  'codebase',
  'srcdoc',
  'lowsrc',
  'dynsrc',
  'ping',
]);

const findingsByKind = {
  script: {
    severity: 'high',
    kind: 'script',
    message: `This ${PAGE} contains scripts, which can run code when it is opened.`,
    isScript: true,
  },
  handler: {
    severity: 'high',
    kind: 'event-handler',
    message: `This ${PAGE} contains event handlers (such as onload), which run code when it is opened or clicked.`,
    isScript: true,
  },
  scriptUrl: {
    severity: 'high',
    kind: 'script-link',
    message: `This ${PAGE} contains links that run code (javascript: or similar) instead of opening a page.`,
    isScript: true,
  },
  frame: {
    severity: 'medium',
    kind: 'frame',
    message: `This ${PAGE} embeds other pages (iframes), which can load content from anywhere.`,
  },
  plugin: {
    severity: 'medium',
    kind: 'plugin',
    message: `This ${PAGE} embeds objects or plug-ins, which can run content from other programs.`,
  },
  form: {
    severity: 'medium',
    kind: 'form',
    message: `This ${PAGE} contains a form that sends what you type to another website.`,
  },
  refresh: {
    severity: 'medium',
    kind: 'redirect',
    message: `This ${PAGE} sends you to another address automatically when it is opened.`,
  },
  base: {
    severity: 'medium',
    kind: 'base-url',
    message: `This ${PAGE} changes where all of its links point (a base address), which can hide where they lead.`,
  },
  localLink: {
    severity: 'medium',
    kind: 'local-link',
    message: `This ${PAGE} links to files on a computer or network share, which can reveal your Windows sign-in.`,
  },
} satisfies Record<string, Finding>;

/**
 * Security scan of an HTML document: <script>, on* event handlers, javascript:/vbscript:/data:text/html
 * URLs, iframes, plug-ins, forms posting elsewhere, meta refresh and <base>. Ordinary web links are
 * counted as a low note.
 */
export function scanHtml(html: string): Finding[] {
  const findings: Finding[] = [];
  let webLinks = 0;
  try {
    parseMarkup(
      html,
      {
        onopentag(name, attributes) {
          if (name === 'script') findings.push(findingsByKind.script);
          if (name === 'iframe' || name === 'frame' || name === 'frameset')
            findings.push(findingsByKind.frame);
          if (name === 'object' || name === 'embed' || name === 'applet')
            findings.push(findingsByKind.plugin);
          if (name === 'base' && attributes.href) findings.push(findingsByKind.base);
          if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
            const target = /url\s*=\s*['"]?([^'";]+)/i.exec(attributes.content ?? '')?.[1] ?? '';
            findings.push(linkKind(target) === 'script' ? findingsByKind.scriptUrl : findingsByKind.refresh);
          }
          if (name === 'form' && linkKind(attributes.action ?? '') === 'web')
            findings.push(findingsByKind.form);
          for (const [attribute, value] of Object.entries(attributes)) {
            if (/^on[a-z]/.test(attribute)) findings.push(findingsByKind.handler);
            if (attribute === 'style' && /expression\s*\(|(?:java|vb)script:/i.test(value)) {
              findings.push(findingsByKind.scriptUrl);
            }
            if (!urlAttributes.has(attribute)) continue;
            const kind = linkKind(value);
            if (kind === 'script' || kind === 'handler') findings.push(findingsByKind.scriptUrl);
            else if (kind === 'local') findings.push(findingsByKind.localLink);
            else if (kind === 'web' && name === 'a' && attribute === 'href') webLinks++;
          }
        },
      },
      {
        decodeEntities: true,
        lowerCaseTags: true,
        lowerCaseAttributeNames: true,
        recognizeSelfClosing: true,
      },
    );
  } catch (error) {
    if (!(error instanceof MarkupTooDeepError)) throw error;
    findings.push(tooComplex(PAGE));
  }
  return uniqueFindings([...findings, ...webLinksFinding(webLinks)]);
}

/** True when decoded text starts like an HTML document. */
export function looksLikeHtml(text: string): boolean {
  const head = text
    .slice(0, 2048)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) return false;
  return /<(?:!doctype\s+html|html|head|body)[\s>/]/i.test(head);
}
