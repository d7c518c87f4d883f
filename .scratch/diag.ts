import { analyzeResume } from '@core/analysis/analyze';
import { loadPostings, loadResumes } from '../bench/corpus-documents';
const now = { year: 2026, month: 11 };
const resumes = (await loadResumes()).filter((r) => !r.placeholder);
const postings = await loadPostings();
const parts = ['overallScore', 'skillsScore', 'keywordsScore', 'experienceScore'] as const;
const auc: Record<string, number[]> = { overallScore: [], skillsScore: [], keywordsScore: [], experienceScore: [] };
for (const p of postings) {
  if (p.family === 'other') continue;
  const same = resumes.filter((r) => r.family === p.family);
  if (!same.length) continue;
  const res = resumes.map((r) => ({ r, a: analyzeResume({ resumeText: r.text, sections: r.sections, jobTitle: p.title, jobText: p.text, now }) }));
  const line: string[] = [];
  for (const k of parts) {
    let ok = 0, n = 0;
    for (const s of res.filter((x) => x.r.family === p.family)) for (const o of res.filter((x) => x.r.family !== p.family)) { n++; ok += s.a[k] > o.a[k] ? 1 : s.a[k] === o.a[k] ? 0.5 : 0; }
    auc[k]!.push(ok / n);
    line.push(`${k.replace('Score','')}=${(ok/n).toFixed(2)}`);
  }
  const worst = res.filter((x) => x.r.family !== p.family).sort((a, b) => b.a.overallScore - a.a.overallScore).slice(0, 3).map((x) => `${x.r.file.split('/').pop()?.slice(0,25)}(${x.r.family.slice(0,8)}):${x.a.overallScore}`);
  const sameScores = res.filter((x) => x.r.family === p.family).map((x) => x.a.overallScore).join(',');
  console.log(`${p.family.slice(0,12)} ${p.title.slice(0,30).padEnd(30)} ${line.join(' ')} same=[${sameScores}] top-others=${worst.join(' ')}`);
}
for (const k of parts) console.log(k, (auc[k]!.reduce((a, b) => a + b, 0) / auc[k]!.length).toFixed(3));
