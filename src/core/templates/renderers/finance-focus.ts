import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';

/**
 * Finance Focus: dense and conservative; the name in capitals on the left with the contact block set right,
 * headings on full-width shaded bands in a dark green, compact type that fits a long track record on one page.
 */
export const financeFocusLayout: TemplateLayout = {
  pageMargin: '0.6in',
  exportStyle: { accent: '#14532d', fontFamily: 'Calibri, Arial, sans-serif' },
  css: `
body{font-family:Calibri,Carlito,Arial,"Helvetica Neue",sans-serif;font-size:10pt;line-height:1.35;color:#111827}
.masthead{display:grid;grid-template-columns:1fr auto;column-gap:20pt;align-items:end;padding-bottom:6pt;border-bottom:2pt solid #14532d}
.name{font-size:21pt;font-weight:700;letter-spacing:0.05em;text-transform:uppercase;color:#14532d}
.label{font-size:10.5pt;font-weight:600;color:#374151}
.header-line{grid-column:1;font-size:9pt}
ul.contact{grid-column:2;grid-row:1/span 4;text-align:right;font-size:9pt;line-height:1.4}
.link-network{font-weight:600}
.section{margin-top:10pt}
.section h2{margin-bottom:5pt;padding:2pt 6pt;background:#e6efe9;font-size:9.5pt;font-weight:700;letter-spacing:0.1em;text-transform:uppercase;color:#14532d}
.entry+.entry{margin-top:7pt}
.entry-head{display:grid;grid-template-columns:1fr auto;column-gap:10pt}
.entry-title{font-size:10pt;font-weight:700}
.entry-dates{grid-column:2;grid-row:1;font-weight:600}
.entry-sub{grid-column:1/-1;font-style:italic;color:#374151}
.lines{margin-top:2pt;padding-left:1.2em}
.lines li{margin-top:1pt}
.lines li::marker{content:"\\25AA  ";color:#14532d}
.line+.line,.line+.lines,.lines+.line{margin-top:3pt}
.skill-group+.skill-group{margin-top:2pt}
.skill-label{font-weight:700}
`,
  body: (view) =>
    `<header class="masthead">${identityHtml(view)}\n${contactHtml(view)}</header>\n<main>${sectionsHtml(view.sections)}</main>`,
};
