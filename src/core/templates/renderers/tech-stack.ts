import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';
import { splitSections } from '../template-view';

/** The sections of the right-hand column; the others go in the main column. */
const SIDE_COLUMN = ['skills', 'certifications', 'education'] as const;

/**
 * Tech Stack: a dark slate header band with the name in monospace, then two columns: experience and projects on
 * the left, the stack (skills as code-style tags), certifications and education in a grey column on the right.
 */
export const techStackLayout: TemplateLayout = {
  pageMargin: '0.5in',
  exportStyle: { accent: '#047857', fontFamily: 'Arial, sans-serif' },
  css: `
body{font-family:system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:9.5pt;line-height:1.45;color:#1e293b}
.page{display:flex;flex-direction:column;padding:0}
.masthead{padding:0.4in 0.5in 0.3in;background:#0f172a;color:#e2e8f0}
.name{font-family:"SFMono-Regular",Menlo,Consolas,"Liberation Mono","DejaVu Sans Mono",monospace;font-size:22pt;font-weight:700;color:#fff}
.label{margin-top:3pt;font-family:"SFMono-Regular",Menlo,Consolas,"Liberation Mono",monospace;font-size:10.5pt;color:#34d399}
.header-line{color:#cbd5e1}
ul.contact{display:flex;flex-wrap:wrap;gap:2pt 14pt;margin-top:8pt;font-size:8.5pt;color:#cbd5e1}
.link-network{color:#34d399}
.columns{flex:1;display:grid;grid-template-columns:1fr 2.35in}
.main{padding:0.1in 0.3in 0.4in 0.5in}
.side{padding:0.1in 0.4in 0.4in 0.25in;background:#f1f5f9}
.section{margin-top:14pt}
.section h2{margin-bottom:6pt;padding-bottom:2pt;border-bottom:1.5pt solid #10b981;font-family:"SFMono-Regular",Menlo,Consolas,"Liberation Mono",monospace;font-size:10pt;font-weight:700;text-transform:lowercase;color:#0f172a}
.entry+.entry{margin-top:9pt}
.entry-head{display:grid;grid-template-columns:1fr auto;column-gap:10pt}
.entry-title{font-size:10.5pt;font-weight:700}
.entry-dates{grid-column:2;grid-row:1;font-family:"SFMono-Regular",Menlo,Consolas,"Liberation Mono",monospace;font-size:8pt;color:#475569}
.side .entry-head{display:block}
.side .entry-title{font-size:9.5pt}
.entry-sub{grid-column:1/-1;color:#0f766e}
.lines{margin-top:3pt;padding-left:1.1em}
.lines li{margin-top:2pt}
.lines li::marker{content:"\\25B8  ";color:#10b981}
.line+.line,.line+.lines,.lines+.line{margin-top:4pt}
.skill-group{margin-bottom:7pt}
.skill-label{display:block;margin-bottom:3pt;font-size:8pt;font-weight:700;letter-spacing:0.08em;text-transform:uppercase;color:#475569}
.skill-list{display:flex;flex-wrap:wrap;gap:3pt}
.skill{padding:0.5pt 5pt;border:0.75pt solid #cbd5e1;border-radius:3pt;background:#fff;font-family:"SFMono-Regular",Menlo,Consolas,"Liberation Mono",monospace;font-size:8pt}
.skill-list .sep{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media print{.masthead{padding:14pt 16pt}.main{padding:0 0.2in 0 0}.side{padding:2pt 0.15in}}
`,
  body: (view) => {
    const { main, side } = splitSections(view.sections, SIDE_COLUMN);
    return [
      `<header class="masthead">${identityHtml(view)}\n${contactHtml(view)}</header>`,
      `<div class="columns"><main class="main">${sectionsHtml(main)}</main>\n<aside class="side">${sectionsHtml(side)}</aside></div>`,
    ].join('\n');
  },
};
