import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';

/**
 * Academic Excellence: a curriculum vitae in a book serif; the name centred over a thin rule, each section's
 * heading in a margin column on the left (small capitals in oxblood) beside its content, publications numbered.
 */
export const academicExcellenceLayout: TemplateLayout = {
  pageMargin: '0.9in',
  exportStyle: { accent: '#7f1d1d', fontFamily: 'Georgia, serif' },
  css: `
body{font-family:Palatino,"Palatino Linotype","Book Antiqua","URW Palladio L",Georgia,serif;font-size:10.5pt;line-height:1.4;color:#1c1917}
.masthead{padding-bottom:10pt;border-bottom:0.75pt solid #7f1d1d;text-align:center}
.name{font-size:22pt;font-weight:normal;letter-spacing:0.03em}
.label{margin-top:2pt;font-style:italic;color:#44403c}
.header-line{font-size:9.5pt}
ul.contact{display:flex;flex-wrap:wrap;justify-content:center;gap:2pt 12pt;margin-top:6pt;font-size:9.5pt;color:#44403c}
.link-network{font-style:italic}
.section{display:grid;grid-template-columns:1.35in 1fr;column-gap:14pt;margin-top:13pt}
.section h2{padding-top:1pt;text-align:right;font-size:10.5pt;font-weight:normal;font-variant:small-caps;letter-spacing:0.08em;color:#7f1d1d}
.section-body{grid-column:2;padding-left:12pt;border-left:0.75pt solid #d6d3d1}
.entry+.entry{margin-top:8pt}
.entry-head{display:grid;grid-template-columns:1fr auto;column-gap:10pt}
.entry-title{font-size:10.5pt;font-weight:bold}
.entry-dates{grid-column:2;grid-row:1}
.entry-sub{grid-column:1/-1;font-style:italic}
.lines{margin-top:2pt;padding-left:1.2em}
.lines li{margin-top:2pt}
.lines li.numbered{margin-left:-1.2em;padding-left:1.6em;text-indent:-1.6em}
.lines li.numbered .marker{display:inline-block;width:1.3em;text-indent:0;color:#7f1d1d}
.line+.line,.line+.lines,.lines+.line{margin-top:4pt}
.skill-label{font-style:italic}
`,
  body: (view) =>
    `<header class="masthead">${identityHtml(view)}\n${contactHtml(view)}</header>\n<main>${sectionsHtml(view.sections)}</main>`,
};
