import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';

/**
 * Executive Pro: a classic serif page, centred name in small capitals over a navy double rule, headings centred
 * between two rules, organisations in italics: the formal look of a board-level resume.
 */
export const executiveProLayout: TemplateLayout = {
  pageMargin: '0.8in',
  exportStyle: { accent: '#1b2a4a', fontFamily: 'Georgia, serif' },
  css: `
body{font-family:Georgia,"Times New Roman",Times,serif;font-size:10.5pt;line-height:1.4;color:#1a1a1a}
.masthead{text-align:center;padding-bottom:8pt;border-bottom:3pt double #1b2a4a}
.name{font-size:26pt;font-weight:normal;font-variant:small-caps;letter-spacing:0.06em;color:#1b2a4a}
.label{margin-top:2pt;font-size:11.5pt;font-style:italic;color:#3b4a6b}
.header-line{font-size:9.5pt}
ul.contact{display:flex;flex-wrap:wrap;justify-content:center;gap:2pt 0;margin-top:6pt;font-size:9.5pt}
ul.contact li+li::before{content:"\\2022";margin:0 8pt;color:#8a94a8}
.link-network{font-variant:small-caps}
.section{margin-top:14pt}
.section h2{margin-bottom:8pt;padding:2pt 0;border-top:0.75pt solid #1b2a4a;border-bottom:0.75pt solid #1b2a4a;text-align:center;font-size:11pt;font-weight:normal;font-variant:small-caps;letter-spacing:0.18em;color:#1b2a4a}
.entry+.entry{margin-top:10pt}
.entry-head{display:grid;grid-template-columns:1fr auto;column-gap:12pt}
.entry-title{font-size:11pt;font-weight:bold}
.entry-dates{grid-column:2;grid-row:1;font-style:italic}
.entry-sub{grid-column:1/-1;font-style:italic;color:#333}
.lines{margin-top:3pt;padding-left:1.4em}
.lines li{margin-top:2pt}
.line+.line,.line+.lines,.lines+.line{margin-top:4pt}
.section-summary .line{text-align:justify}
.skill-label{font-weight:bold}
`,
  body: (view) =>
    `<header class="masthead">${identityHtml(view)}\n${contactHtml(view)}</header>\n<main>${sectionsHtml(view.sections)}</main>`,
};
