import { stem } from '@core/analysis/text/stem';
import { isStopword, isGenericWord } from '@core/analysis/text/stopwords';
import { canonicalStem } from '@core/analysis/text/synonyms';
import { words } from '@core/analysis/text/words';
import { loadPostings, loadResumes } from '../bench/corpus-documents';
const resumes = (await loadResumes()).filter((r) => !r.placeholder);
const postings = await loadPostings();
function vec(text: string) {
  const m = new Map<string, number>();
  for (const w of words(text)) { if (isStopword(w) || isGenericWord(w) || w.length < 3 || /\d/.test(w)) continue; const s = canonicalStem(stem(w)); m.set(s, (m.get(s) ?? 0) + 1); }
  for (const [k, v] of m) m.set(k, 1 + Math.log(v));
  return m;
}
// document frequency over resumes+postings (in-corpus idf, diagnostic only)
const docs = [...resumes.map((r) => vec(r.text)), ...postings.map((p) => vec(p.text))];
const df = new Map<string, number>(); for (const d of docs) for (const k of d.keys()) df.set(k, (df.get(k) ?? 0) + 1);
const useIdf = process.argv[2] === 'idf';
const idf = (k: string) => useIdf ? Math.log((docs.length + 1) / ((df.get(k) ?? 0) + 1)) : 1;
function cos(a: Map<string, number>, b: Map<string, number>) { let d = 0, na = 0, nb = 0; for (const [k, v] of a) { const w = v * idf(k); na += w * w; const u = b.get(k); if (u) d += w * u * idf(k); } for (const [k, v] of b) { const w = v * idf(k); nb += w * w; } return d / Math.sqrt(na * nb || 1); }
const rv = resumes.map((r) => vec(r.text));
let tot = 0, n = 0;
for (const p of postings) {
  if (p.family === 'other') continue;
  const pv = vec(`${p.title}\n${p.text}`);
  const sc = resumes.map((r, i) => ({ r, s: cos(pv, rv[i]!) }));
  const same = sc.filter((x) => x.r.family === p.family); if (!same.length) continue;
  const oth = sc.filter((x) => x.r.family !== p.family);
  let ok = 0, m = 0; for (const a of same) for (const b of oth) { m++; ok += a.s > b.s ? 1 : a.s === b.s ? 0.5 : 0; }
  tot += ok / m; n++;
}
console.log('cosine AUC', (tot / n).toFixed(3));
