import type { ResumeDocument } from '@shared/resume-document';
import { escapeHtml } from './escape-html';
import {
  ACCENT_COLOR,
  boldParts,
  continuesList,
  type ExportBlock,
  exportBlocksOf,
  listNumberOf,
  sectionIndexOf,
} from './export-layout';
import { metadataOf } from './export-metadata';
import type { ExportOptions } from './export-options';
import { cssFontFamilyOf } from './font-family';

export { escapeHtml };

function blockStyle(block: ExportBlock, options: ExportOptions): string {
  const accent = options.optimizeForATS ? '' : `color:${ACCENT_COLOR};`;
  const size = `font-size:${(block.scale * options.customizations.fontSize).toFixed(2)}pt;`;
  const margin = `margin:${block.spaceBefore.toFixed(2)}em 0 0;`;
  switch (block.kind) {
    case 'name':
      return `${size}${margin}font-weight:bold;line-height:1.15;${accent}`;
    case 'heading': {
      const rule = options.optimizeForATS
        ? ''
        : `border-bottom:1px solid ${ACCENT_COLOR};padding-bottom:2px;`;
      return `${size}${margin}font-weight:bold;${accent}${rule}`;
    }
    case 'entry':
      return `${size}${margin}font-weight:bold;`;
    case 'bullet':
      // A number written as text ("5."): a hanging indent, as a list item's.
      return `${size}${margin}font-weight:normal;padding-left:1.5em;text-indent:-1.5em;`;
    default:
      return `${size}${margin}font-weight:normal;`;
  }
}

const tagOf: Partial<Record<ExportBlock['kind'], string>> = { name: 'h1', heading: 'h2', entry: 'h3' };

function lineHtml(block: ExportBlock, options: ExportOptions): string {
  const tag = tagOf[block.kind] ?? 'p';
  const { bold, rest } = boldParts(block);
  const content =
    block.kind === 'skills' && bold
      ? `<strong>${escapeHtml(bold)}</strong>${escapeHtml(rest)}`
      : escapeHtml(block.text);
  const marker = block.kind === 'bullet' && block.marker ? `${escapeHtml(block.marker)} ` : '';
  return `<${tag} style="${blockStyle(block, options)}">${marker}${content}</${tag}>`;
}

/** A run of bullets: a `<ul>`, or an `<ol>` whose items show their numbers as printed ("(1)"). */
function listHtml(items: ExportBlock[], options: ExportOptions): string {
  const tag = listNumberOf(items[0]?.marker) ? 'ol' : 'ul';
  const space = `margin:${(items[0]?.spaceBefore ?? 0).toFixed(2)}em 0 0;padding-left:1.5em;`;
  const lis = items.map((item) => {
    const number = listNumberOf(item.marker);
    const type = number ? `list-style-type:'${number.before}${number.value}${number.after} ';` : '';
    const style = `${type}margin:0.2em 0 0;font-size:${options.customizations.fontSize}pt;`;
    return `<li style="${style}">${escapeHtml(item.text)}</li>`;
  });
  return `<${tag} style="${space}">${lis.join('')}</${tag}>`;
}

/** The blocks as HTML, each section in a `<section>` (the name, contact line and header in a `<header>`). */
function bodyHtml(blocks: ExportBlock[], options: ExportOptions, headerSection?: number): string {
  const out: string[] = [];
  let open: number | undefined;
  let list: ExportBlock[] = [];
  const flushList = () => {
    if (list.length > 0) out.push(listHtml(list, options));
    list = [];
  };
  for (const block of blocks) {
    const section = sectionIndexOf(block) === headerSection ? -1 : sectionIndexOf(block);
    if (!continuesList(list, block)) flushList();
    if (section !== open) {
      if (open !== undefined) out.push(open === -1 ? '</header>' : '</section>');
      out.push(section === -1 ? '<header>' : '<section>');
      open = section;
    }
    if (block.isListed) list.push(block);
    else out.push(lineHtml(block, options));
  }
  flushList();
  if (open !== undefined) out.push(open === -1 ? '</header>' : '</section>');
  return out.join('\n');
}

/**
 * The resume as one self-contained HTML page: the export layout (export-layout.ts) in semantic elements (h1 name,
 * a section with an h2 per heading, h3 entries, real lists), styled inline with the chosen font, size and
 * margins, every text escaped. No script, no external resource: a Content-Security-Policy says so to the browser.
 * With `includeMetadata`, the title, author, description, keywords and generator as meta elements.
 */
export function renderHtml(document: ResumeDocument, options: ExportOptions): string {
  const meta = metadataOf(document);
  const { fontFamily, fontSize, margins } = options.customizations;
  const headerIndex = document.sections[0]?.type === 'header' ? 0 : undefined;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(options.includeMetadata ? meta.title : 'Resume')}</title>`,
    ...(options.includeMetadata
      ? [
          ...(meta.author ? [`<meta name="author" content="${escapeHtml(meta.author)}">`] : []),
          `<meta name="description" content="${escapeHtml(meta.subject)}">`,
          ...(meta.keywords.length > 0
            ? [`<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}">`]
            : []),
          `<meta name="generator" content="${escapeHtml(meta.creator)}">`,
        ]
      : []),
    // Page margins cannot be written inline: printing uses the padding of <main> below instead.
    '<style>@page { size: letter; margin: 0; }</style>',
  ];
  const padding = [margins.top, margins.right, margins.bottom, margins.left]
    .map((inches) => `${inches}in`)
    .join(' ');
  const main =
    `box-sizing:border-box;max-width:8.5in;margin:0 auto;padding:${padding};` +
    `font-family:${escapeHtml(cssFontFamilyOf(fontFamily))};font-size:${fontSize}pt;line-height:1.3;color:#111;`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(meta.language)}">`,
    `<head>\n${head.join('\n')}\n</head>`,
    '<body style="margin:0;background:#fff;">',
    `<main style="${main}">`,
    bodyHtml(exportBlocksOf(document), options, headerIndex),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
