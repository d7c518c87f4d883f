import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';

/**
 * Startup Hustle: loud and quick to scan; a heavy name under a yellow highlighter stroke, contact details as
 * pills, headings marked with an orange block, each role on a left rule with its dates in a badge.
 */
export const startupHustleLayout: TemplateLayout = {
  pageMargin: '0.6in',
  exportStyle: { accent: '#c2410c', fontFamily: 'Arial, sans-serif' },
  css: `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:10pt;line-height:1.45;color:#18181b}
.name{display:inline;font-size:30pt;font-weight:800;letter-spacing:-0.03em;background:linear-gradient(transparent 58%,#fde047 58%,#fde047 92%,transparent 92%)}
.label{margin-top:6pt;font-size:12.5pt;font-weight:700;color:#c2410c}
.header-line{color:#52525b}
ul.contact{display:flex;flex-wrap:wrap;gap:4pt;margin-top:8pt;font-size:8.5pt}
ul.contact li{padding:1.5pt 8pt;border-radius:10pt;background:#f4f4f5}
.link-network{font-weight:700}
.section{margin-top:16pt}
.section h2{display:flex;align-items:center;gap:7pt;margin-bottom:8pt;font-size:13pt;font-weight:800;letter-spacing:-0.01em}
.section h2::before{content:"";width:10pt;height:10pt;border-radius:2pt;background:#ea580c}
.entry{padding-left:10pt;border-left:2pt solid #fed7aa}
.entry+.entry{margin-top:10pt}
.entry-head{display:flex;flex-wrap:wrap;align-items:baseline;gap:2pt 8pt}
.entry-title{font-size:11pt;font-weight:800}
.entry-dates{order:3;padding:0 6pt;border-radius:8pt;background:#ffedd5;font-size:8pt;font-weight:700;color:#9a3412}
.entry-sub{order:2;font-weight:600;color:#52525b}
.lines{margin-top:3pt;padding-left:1.1em}
.lines li{margin-top:2pt}
.lines li::marker{color:#ea580c}
.line+.line,.line+.lines,.lines+.line{margin-top:4pt}
.skill-group+.skill-group{margin-top:4pt}
.skill-label{font-weight:800}
`,
  body: (view) =>
    `<header class="masthead">${identityHtml(view)}\n${contactHtml(view)}</header>\n<main>${sectionsHtml(view.sections)}</main>`,
};
