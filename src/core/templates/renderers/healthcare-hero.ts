import { contactHtml, identityHtml, sectionsHtml, type TemplateLayout } from '../template-html';

/**
 * Healthcare Hero: calm and clear; a pale teal header panel with a strong left edge, headings underlined by a
 * short teal stroke, and licences and certifications in a framed panel a recruiter's eye finds at once.
 */
export const healthcareHeroLayout: TemplateLayout = {
  pageMargin: '0.65in',
  exportStyle: { accent: '#0e7490', fontFamily: 'Arial, sans-serif' },
  css: `
body{font-family:"Segoe UI",Verdana,Tahoma,"DejaVu Sans",sans-serif;font-size:9.5pt;line-height:1.5;color:#1f2937}
.masthead{padding:12pt 14pt;border-left:6pt solid #0e7490;border-radius:0 6pt 6pt 0;background:#ecfeff}
.name{font-size:24pt;font-weight:600;color:#164e63}
.label{font-size:11pt;color:#0e7490}
.header-line{color:#374151}
ul.contact{display:flex;flex-wrap:wrap;gap:2pt 16pt;margin-top:6pt;font-size:8.5pt;color:#374151}
.link-network{font-weight:600;color:#0e7490}
.section{margin-top:15pt}
.section h2{margin-bottom:8pt;font-size:11.5pt;font-weight:600;color:#164e63}
.section h2::after{content:"";display:block;width:36pt;height:2.5pt;margin-top:3pt;border-radius:2pt;background:#0e7490}
.section-certifications .section-body{padding:8pt 12pt;border:1pt solid #99f6e4;border-radius:6pt;background:#f0fdfa}
.entry+.entry{margin-top:10pt}
.entry-head{display:grid;grid-template-columns:1fr auto;column-gap:12pt}
.entry-title{font-size:10.5pt;font-weight:600;color:#111827}
.entry-dates{grid-column:2;grid-row:1;font-size:8.5pt;color:#0e7490}
.entry-sub{grid-column:1/-1;color:#4b5563}
.entry-org{font-weight:600}
.lines{margin-top:3pt;padding-left:1.2em}
.lines li{margin-top:2pt}
.lines li::marker{color:#0e7490}
.line+.line,.line+.lines,.lines+.line{margin-top:4pt}
.skill-group+.skill-group{margin-top:3pt}
.skill-label{font-weight:600;color:#164e63}
`,
  body: (view) =>
    `<header class="masthead">${identityHtml(view)}\n${contactHtml(view)}</header>\n<main>${sectionsHtml(view.sections)}</main>`,
};
