import type { ZooLayout } from '../layout';
import { esieecvClass, tucvClass } from './latex-article';
import { latexLayout } from './latex-compile';
import { ecvClass } from './latex-ecv';
import { europasscvClass, europecvClass } from './latex-europass';
import { komacvClass, komacvStyles, komaModerncvClassic } from './latex-koma';
import { currvitaClass, curveClass, cvStyClass, simplecvClass } from './latex-lists';
import { moderncvClass, moderncvStyles, moderntimelineClass } from './latex-moderncv';
import { harnonCvClass, readableCvClass } from './latex-pdflatex';

/**
 * The "latex" family: the resume and CV classes (and packages) Debian's TeX Live ships, each written as its
 * own documentation or template uses it (its own commands, options and look, untouched) and compiled by its
 * engine: xelatex (fontspec fonts, xeCJK with Noto CJK for Chinese, polyglossia or, where the class's example
 * loads it, babel for Spanish, German and French), or pdflatex for the classes made for it (CJKutf8 for
 * Chinese). The headings are the zoo's (headings.ts), dates "Mar 2021 – Present", parts in resumeParts order.
 *
 *   latex-common.ts    TeX escaping and the parts of a resume as entries and items
 *   latex-compile.ts   language packages, the compiler run, the layout made of a class
 *   latex-moderncv.ts  moderncv's five styles and moderntimeline
 *   latex-koma.ts      komacv's three styles, koma-moderncvclassic
 *   latex-europass.ts  europasscv, europecv;  latex-ecv.ts  ecv
 *   latex-lists.ts     CurVe, currvita, simplecv, cv (label-column lists)
 *   latex-article.ts   ESIEEcv, tucv (packages on article)
 *   latex-pdflatex.ts  harnon-cv, ReadableCV
 *
 * A resume a class cannot print whole fails rather than get a false truth: a block it cannot break running off
 * the page (ESIEEcv, moderncv fancy, for long parts), Chinese in ReadableCV.
 *
 * Left out: cv4tw (its newenviron package breaks \begin{document} under LaTeX 2022), pas-cv (its titles are
 * TikZ fadings named once, so every title repeats the first one's text, and its identity boxes print black
 * on black), mycv (pdfTeX-only \pdfmatch, and a framework of content files rather than a layout).
 */
export const latexLayouts: ZooLayout[] = [
  ...moderncvStyles.map((style) => latexLayout(moderncvClass(style))),
  latexLayout(moderntimelineClass),
  ...komacvStyles.map((style) => latexLayout(komacvClass(style))),
  latexLayout(komaModerncvClassic),
  latexLayout(europasscvClass),
  latexLayout(europecvClass),
  latexLayout(ecvClass),
  latexLayout(curveClass),
  latexLayout(currvitaClass),
  latexLayout(simplecvClass),
  latexLayout(cvStyClass),
  latexLayout(esieecvClass),
  latexLayout(tucvClass),
  latexLayout(harnonCvClass),
  latexLayout(readableCvClass),
];
