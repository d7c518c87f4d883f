import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';
import { splitSections } from '../template-view';

/** The sections the sidebar holds; the others go in the main column. */
const SIDEBAR = ['skills', 'education', 'certifications'] as const;

/**
 * Creative Impact: two columns, a deep plum sidebar (contact, skills as tags, education, certifications) beside a
 * main column opened by a large heavy name over a coral bar; rounded sans-serif type.
 */
export const creativeImpactLayout: TemplateLayout = {
  pageMargin: '0.45in',
  exportStyle: { accent: '#3b1f5e', fontFamily: 'Arial, sans-serif' },
  css: `
body{font-family:"Avenir Next",Avenir,"Trebuchet MS","Segoe UI",sans-serif;font-size:10pt;line-height:1.45;color:#2b2233}
.page{display:grid;grid-template-columns:2.3in 1fr;padding:0}
.sidebar{padding:0.5in 0.25in 0.5in 0.35in;background:#3b1f5e;color:#f3ecfa}
.main{padding:0.5in 0.45in 0.5in 0.35in}
.name{font-size:32pt;font-weight:800;line-height:1.05;letter-spacing:-0.02em;color:#3b1f5e}
.name::after{content:"";display:block;width:1.1in;height:5pt;margin-top:8pt;border-radius:3pt;background:#ff5a5f}
.label{margin-top:8pt;font-size:12pt;font-weight:600;color:#c2323a}
.header-line{color:#5b4e66}
.sidebar ul.contact li{margin-bottom:5pt;font-size:9pt;word-break:break-word}
.link-network{display:block;font-size:7.5pt;letter-spacing:0.12em;text-transform:uppercase;color:#ffb3b5}
.section{margin-top:16pt}
.section h2{margin-bottom:7pt;font-size:11pt;font-weight:800;letter-spacing:0.08em;text-transform:uppercase;color:#3b1f5e}
.sidebar .section h2{font-size:9pt;letter-spacing:0.16em;color:#ffb3b5}
.entry+.entry{margin-top:10pt}
.entry-title{font-size:11pt;font-weight:700}
.entry-dates{font-size:8.5pt;font-weight:600;letter-spacing:0.06em;text-transform:uppercase;color:#c2323a}
.sidebar .entry-dates{color:#ffb3b5}
.entry-sub{color:#6b5a78}
.sidebar .entry-sub{color:#d9c9ea}
.entry-org{font-weight:600}
.lines{margin-top:3pt;padding-left:1.1em}
.lines li{margin-top:2pt}
.lines li::marker{color:#ff5a5f}
.line+.line,.line+.lines,.lines+.line{margin-top:4pt}
.sidebar .skill-group{margin-bottom:8pt}
.sidebar .skill-label{display:block;margin-bottom:3pt;font-size:8.5pt;font-weight:700}
.sidebar .skill-list{display:flex;flex-wrap:wrap;gap:3pt}
.sidebar .skill{padding:1pt 6pt;border-radius:8pt;background:#5a3785;font-size:8.5pt}
.sidebar .skill-list .sep{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.main .skill-label{font-weight:700}
@media print{.sidebar,.main{padding-top:0;padding-bottom:0}}
`,
  body: (view) => {
    const { main, side } = splitSections(view.sections, SIDEBAR);
    return [
      `<aside class="sidebar">${contactHtml(view)}\n${sectionsHtml(side)}</aside>`,
      `<main class="main"><header class="masthead">${identityHtml(view)}</header>\n${sectionsHtml(main)}</main>`,
    ].join('\n');
  },
};
