import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';

/**
 * Modern Minimal: one column, a light sans-serif, wide white space and one teal accent; small spaced capitals
 * for the headings with a hairline running after them, dates set right.
 */
export const modernMinimalLayout: TemplateLayout = {
  pageMargin: '0.75in',
  exportStyle: { accent: '#0f766e', fontFamily: 'Arial, sans-serif' },
  css: `
body{font-family:"Helvetica Neue",Helvetica,Arial,sans-serif;font-size:10pt;line-height:1.45;color:#222}
.name{font-size:28pt;font-weight:300;letter-spacing:-0.01em;color:#111}
.label{margin-top:2pt;font-size:11pt;color:#0f766e;letter-spacing:0.08em;text-transform:uppercase}
.header-line{color:#555}
ul.contact{display:flex;flex-wrap:wrap;gap:2pt 14pt;margin-top:8pt;font-size:9pt;color:#555}
.link-network{color:#0f766e}
.section{margin-top:18pt}
.section h2{display:flex;align-items:center;gap:8pt;margin-bottom:8pt;font-size:8.5pt;font-weight:600;letter-spacing:0.2em;text-transform:uppercase;color:#0f766e}
.section h2::after{content:"";flex:1;border-top:0.5pt solid #cbd5d1}
.entry+.entry{margin-top:10pt}
.entry-head{display:grid;grid-template-columns:1fr auto;column-gap:12pt}
.entry-title{font-size:10.5pt;font-weight:600}
.entry-dates{grid-column:2;grid-row:1;font-size:9pt;color:#666}
.entry-sub{grid-column:1/-1;color:#555}
.entry-org{font-weight:500}
.lines{margin-top:3pt}
.lines li{margin-top:2pt}
.line+.line,.line+.lines,.lines+.line{margin-top:4pt}
.skill-group+.skill-group{margin-top:3pt}
.skill-label{font-weight:600}
`,
  body: (view) =>
    `<header class="masthead">${identityHtml(view)}\n${contactHtml(view)}</header>\n<main>${sectionsHtml(view.sections)}</main>`,
};
