import { readFileSync } from 'node:fs';
import { analyzeResume } from '@core/analysis/analyze';
const r = readFileSync('../shared/corpus/dev/resumes/txt/soupboss-sample_resume.txt','utf8');
const p = readFileSync('../shared/corpus/dev/jobs/txt/resume-matcher-e2e-backend-eng.txt','utf8');
const a = analyzeResume({ resumeText: r, jobText: p, jobTitle: 'Senior Backend Engineer', now: { year: 2026, month: 11 } });
console.log(a.evidence.skills.matched.map((t) => t.term), a.evidence.skills.missing.map((t) => t.term));
console.log(a.overallScore, a.skillsScore, a.keywordsScore, a.experienceScore);
