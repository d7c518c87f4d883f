import { analyzeResume } from '@core/analysis/analyze';
import { stem } from '@core/analysis/text/stem';
import { isStopword, isGenericWord } from '@core/analysis/text/stopwords';
import { canonicalStem } from '@core/analysis/text/synonyms';
import { words } from '@core/analysis/text/words';
import { loadPostings, loadResumes } from '../bench/corpus-documents';
const now = { year: 2026, month: 11 };
const resumes = (await loadResumes()).filter((r) => !r.placeholder);
const postings = (await loadPostings()).filter((p) => p.family !== 'other');
function vec(text: string) {
  const m = new Map<string, number>();
  for (const w of words(text)) { if (isStopword(w) || isGenericWord(w) || w.length < 3 || /\d/.test(w)) continue; const s = canonicalStem(stem(w)); m.set(s, (m.get(s) ?? 0) + 1); }
  for (const [k, v] of m) m.set(k, 1 + Math.log(v));
  return m;
}
function cos(a: Map<string, number>, b: Map<string, number>) { let d = 0, na = 0, nb = 0; for (const [k, v] of a) { na += v * v; const u = b.get(k); if (u) d += v * u; } for (const v of b.values()) nb += v * v; return d / Math.sqrt(na * nb || 1); }
const rv = resumes.map((r) => vec(r.text));
type Row = { fam: string; s: number; k: number; e: number; c: number };
const table: { fam: string; rows: Row[] }[] = [];
for (const p of postings) {
  if (!resumes.some((r) => r.family === p.family)) continue;
  const pv = vec(`${p.title}\n${p.text}`);
  table.push({ fam: p.family, rows: resumes.map((r, i) => { const a = analyzeResume({ resumeText: r.text, sections: r.sections, jobTitle: p.title, jobText: p.text, now }); return { fam: r.family, s: a.skillsScore, k: a.keywordsScore, e: a.experienceScore, c: 100 * cos(pv, rv[i]!) }; }) });
}
function pairAuc(f: (r: Row) => number) { let ok = 0, n = 0; for (const t of table) { const same = t.rows.filter((r) => r.fam === t.fam), oth = t.rows.filter((r) => r.fam !== t.fam); for (const a of same) for (const b of oth) { n++; const x = f(a), y = f(b); ok += x > y ? 1 : x === y ? 0.5 : 0; } } return (ok / n).toFixed(3); }
console.log('s', pairAuc((r) => r.s), 'k', pairAuc((r) => r.k), 'e', pairAuc((r) => r.e), 'c', pairAuc((r) => r.c));
for (const [ws, wk, we, wc] of [[0.45,0.15,0.25,0.15],[0.45,0.1,0.25,0.2],[0.5,0.1,0.2,0.2],[0.5,0.15,0.2,0.15],[0.55,0.1,0.15,0.2]]) console.log(ws,wk,we,wc, pairAuc((r) => ws*r.s + wk*r.k + we*r.e + wc*r.c));
