import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractJobPosting } from '@core/jobs/extract-job-posting';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import type { PostingBlock } from '../types';
import { postingBlocks } from './posting-blocks';

/** A corpus posting as the analysis reads it: text as is, HTML and JSON through the posting extractor. */
function posting(file: string): string {
  const body = readFileSync(path.join(corpusDir, file), 'utf8');
  if (file.startsWith('jobs/txt/')) return body;
  const contentType = file.endsWith('.json') ? 'application/json' : 'text/html';
  return extractJobPosting({ url: 'https://example.com/job', contentType, body }).description ?? '';
}

/** The block of the first line holding `fragment`. */
function blockOf(text: string, fragment: string): PostingBlock | undefined {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.includes(fragment));
  expect(index, `no line holds "${fragment}"`).toBeGreaterThanOrEqual(0);
  return postingBlocks(text)[index];
}

describe('postingBlocks: headings', () => {
  const text = [
    'Senior Payroll Specialist',
    'We are a growing firm in Leeds.',
    '',
    '## What you will do',
    '- Run the monthly payroll',
    '',
    'REQUIREMENTS',
    '- Payroll experience',
    '',
    '**Nice to have:**',
    '- CIPP qualification',
    '',
    'What we offer:',
    '- 25 days holiday',
    '',
    'About us',
    'Founded in 1990.',
  ].join('\n');

  it('gives one block per line', () => {
    expect(postingBlocks(text)).toHaveLength(text.split('\n').length);
  });

  it('reads Markdown, ALL CAPS, bold, trailing-colon and bare headings', () => {
    expect(postingBlocks(text)).toEqual([
      'title',
      'other',
      'other',
      'responsibilities',
      'responsibilities',
      'responsibilities',
      'required',
      'required',
      'required',
      'preferred',
      'preferred',
      'preferred',
      'benefits',
      'benefits',
      'benefits',
      'about',
      'about',
    ]);
  });

  it('knows the usual names of each part', () => {
    const cases: [string, PostingBlock][] = [
      ['Minimum qualifications', 'required'],
      ["What you'll need:", 'required'],
      ["WHAT WE'RE LOOKING FOR", 'required'],
      ['Must have', 'required'],
      ['Skills and experience', 'required'],
      ['Essential criteria', 'required'],
      ['Desirable criteria', 'preferred'],
      ['Preferred Qualifications', 'preferred'],
      ['Bonus points:', 'preferred'],
      ['Key responsibilities', 'responsibilities'],
      ['Main duties:', 'responsibilities'],
      ['Responsibilities/Essential Functions:', 'responsibilities'],
      ['Perks', 'benefits'],
      ['Compensation & Benefits', 'benefits'],
      ['Who we are', 'about'],
      ['About Acme Health', 'about'],
      ['About the role', 'other'],
      ['How to apply', 'hiring'],
      ['## Aufgaben', 'responsibilities'],
      ['## Ihr Profil', 'required'],
      ['## Muss-Kriterien', 'required'],
      ['Wünschenswert:', 'preferred'],
      ['Das bieten wir', 'benefits'],
      ['Requisitos:', 'required'],
      ['Deseable:', 'preferred'],
      ['Funciones:', 'responsibilities'],
      ['Ofrecemos:', 'benefits'],
    ];
    for (const [heading, block] of cases) {
      const blocks = postingBlocks(`Job title\n\n${heading}\n- something asked`);
      expect(blocks[3], heading).toBe(block);
    }
  });

  it('reads a known heading followed by its content on the same line', () => {
    const text = 'We build payment systems.\n\nRequirements: 4+ years of Python; strong SQL\nand Docker.';
    // A first line that is a sentence is not a title.
    expect(postingBlocks(text)).toEqual(['other', 'other', 'required', 'required']);
  });

  it('takes a Title Case line alone between blank lines as an unknown heading', () => {
    const text =
      'Data Scientist\n\nQualifications:\n- Statistics\n\nJoin the Workplace of the Future\n\nFree snacks.';
    expect(postingBlocks(text)[5]).toBe('other');
    expect(postingBlocks(text)[7]).toBe('other');
  });

  it('keeps a short colon sub-heading inside a requirements block', () => {
    const text = 'Engineer\n\nRequirements\nTechnical stack:\n- Go\nPeople stuff:\n- Mentoring';
    expect(postingBlocks(text).slice(2)).toEqual([
      'required',
      'required',
      'required',
      'required',
      'required',
    ]);
  });

  it('does not take content lines for headings', () => {
    const text = 'Analyst\n\nBenefits\nEducation reimbursement\nCommunication skills\nIn-office perks';
    expect(postingBlocks(text).slice(2)).toEqual(['benefits', 'benefits', 'benefits', 'benefits']);
  });

  it('reads front matter as other, its title line as the title and its "#" lines as comments', () => {
    // From the join-tts corpus postings: the template's notes to its editor.
    const text =
      '---\ntitle: "Data Analyst"\n# If you are editing this file on GitHub, first make sure you are creating a #\n---\n\n## Qualifications\n- SQL';
    expect(postingBlocks(text)).toEqual([
      'other',
      'title',
      'comment',
      'other',
      'other',
      'required',
      'required',
    ]);
  });
});

describe('postingBlocks: inline cues', () => {
  it('makes a "nice to have" line preferred inside a requirements block', () => {
    const text = [
      'Engineer',
      'Requirements',
      '- Python',
      '- Go (preferred)',
      '- Kubernetes is a plus',
      '- Terraform experience would be an advantage',
      '- AWS is a strong plus',
      '- Spanish desirable',
      '- Bonus: Rust',
      '- Excel is required. Power BI is a plus',
    ].join('\n');
    expect(postingBlocks(text).slice(2)).toEqual([
      'required',
      'preferred',
      'preferred',
      'preferred',
      'preferred',
      'preferred',
      'preferred',
      'required',
    ]);
  });

  it('makes a short "must"/"required" line a requirement outside any block, not "as required"', () => {
    const text =
      'Chef\nPrevious experience is essential.\nA food hygiene certificate is required.\nWork overtime as required.';
    expect(postingBlocks(text)).toEqual(['title', 'required', 'required', 'other']);
  });

  it('leaves benefits and company text alone', () => {
    const text = 'Sales Advisor\n\nBenefits\n- Annual bonus\n\nAbout us\nCandidates must love people.';
    expect(postingBlocks(text).slice(2)).toEqual(['benefits', 'benefits', 'benefits', 'about', 'about']);
  });

  it('takes eligibility lines out of the requirements', () => {
    const text =
      'Analyst\nQualifications\n- You must be a U.S. citizen\n- Serve a one year trial period\n- SQL';
    expect(postingBlocks(text).slice(2)).toEqual(['hiring', 'hiring', 'required']);
  });

  it('reads a short benefit line in untitled text as a benefit, not a requirement in an insurance job', () => {
    const text =
      'Analyst\n\nWe offer great things.\n• Transit and child care subsidies\n\nRequirements\n- Insurance claims';
    expect(postingBlocks(text)[3]).toBe('benefits');
    expect(postingBlocks(text)[6]).toBe('required');
  });

  it('takes the hiring process out of any part', () => {
    const text =
      'Nurse\nAbout us\nAll correspondence regarding this vacancy will be sent by e-mail.\nResponsibilities\n- Interview patients';
    expect(postingBlocks(text).slice(2)).toEqual(['hiring', 'responsibilities', 'responsibilities']);
  });

  it('reads instructions for the resume as hiring text, and a recruiter screening applicants as a duty', () => {
    const federal = posting('jobs/txt/join-tts-fedramp-technical-lead-2024.md');
    expect(blockOf(federal, 'Failure to provide required information may result in disqualification.')).toBe(
      'hiring',
    );
    const recruiter = 'Recruiter\nResponsibilities\n- Screen and disqualify applicants against the criteria';
    expect(postingBlocks(recruiter)[2]).toBe('responsibilities');
  });

  it('keeps a paragraph of skills that only closes with an invitation to apply', () => {
    const text = posting('jobs/html/usda-ars-rivers-lab-soil-microbiome-postdoc-2021-jsonld.md');
    expect(blockOf(text, 'comfortable using Python or R')).toBe('preferred');
  });

  it('reads a labelled value ("Location: ...") as its own line only', () => {
    // From an NHS posting (nhsjobs-916236210).
    const text = [
      'Support Worker',
      'What you will be doing',
      'Location: Badby Road West, Daventry, Northamptonshire, NN11 4NH',
      'You will deliver truly person-centred care where each individual is at the heart of everything you do.',
      'Salary: £18,135',
      'How to apply',
      'Send your CV.',
    ].join('\n');
    expect(postingBlocks(text).slice(1)).toEqual([
      'responsibilities',
      'hiring',
      'responsibilities',
      'benefits',
      'hiring',
      'hiring',
    ]);
  });

  it('keeps a line that asks something before its invitation to apply', () => {
    // From an NHS posting (nhsjobs-916251534).
    const asking =
      'The ability to speak Welsh is desirable for this post; Welsh and/or English speakers are equally welcome to apply.';
    const text = `Carpenter\n\n${asking}\nUS citizenship is required to apply.`;
    expect(postingBlocks(text).slice(2)).toEqual(['preferred', 'hiring']);
  });

  it('reads an untitled paragraph of what the hire will do as responsibilities', () => {
    // From the resume-matcher backend posting: the duties come before the only heading.
    const text = [
      'We are looking for a Senior Backend Engineer to join our platform team. You will design and build',
      'high-throughput Python services using FastAPI and Django REST Framework.',
      '',
      'Requirements: 4+ years of professional Python experience',
      '',
      "Join us and you'll be joining an award-winning organisation with a modern environment.",
    ].join('\n');
    expect(postingBlocks(text)).toEqual([
      'responsibilities',
      'responsibilities',
      'other',
      'required',
      'required',
      'required',
    ]);
    // From NHS postings: what the hire gets is no duty.
    const offers = [
      'Acme builds trading software.',
      '',
      "Join us and you'll be joining an award-winning team.",
      '',
      'you’ll receive training to join the team where you will be valued and supported.',
    ].join('\n');
    expect(postingBlocks(offers).slice(2)).toEqual(['other', 'other', 'other']);
  });

  it('reads an untitled paragraph presenting the employer as about the company', () => {
    // From NHS postings; "This is a Schedule A position" and "X is looking for" present the job, not the employer.
    const text = [
      'Chef',
      '',
      'Deepdene Care is a national mental healthcare provider operating five homes nationwide, offering high quality care.',
      '',
      'This is a Schedule A position under 5 CFR 213.3102(r) to hire unique technical skills to develop services.',
      '',
      'Yesler is looking for a Data Analyst to join our growing B2B agency and build our BI tools.',
      '',
      'Excel is a must.',
    ].join('\n');
    expect(postingBlocks(text).filter((_, index) => index % 2 === 0)).toEqual([
      'title',
      'about',
      'other',
      'other',
      'required',
    ]);
  });
});

describe('postingBlocks: real postings', () => {
  it('reads a schema.org posting with minimum and preferred qualifications', () => {
    const text = posting('jobs/html/samkirk-zscaler-sr-principal-solutions-architect-ai.html');
    expect(blockOf(text, 'About Zscaler')).toBe('about');
    expect(blockOf(text, 'Advise partners on integration strategies')).toBe('responsibilities');
    expect(blockOf(text, '10 years of experience in technical')).toBe('required');
    expect(blockOf(text, 'Hands-on proficiency with modern APIs')).toBe('preferred');
    expect(blockOf(text, 'Experience building prototypes')).toBe('preferred');
    expect(blockOf(text, 'Equal Opportunity Statement')).toBe('hiring');
  });

  it('reads a Markdown nursing posting with an inline "asset" cue', () => {
    const text = posting('jobs/txt/flint-ien-registered-nurse-emergency-room-austin-tx.md');
    expect(blockOf(text, 'Monitor patient')).toBe('responsibilities');
    expect(blockOf(text, 'would be an important asset')).toBe('preferred');
    expect(blockOf(text, 'Excellent knowledge of nursing care')).toBe('required');
    expect(blockOf(text, 'Valid nursing license')).toBe('required');
  });

  it('reads ALL CAPS "QUALIFICATIONS REQUIRED/PREFERRED" headings', () => {
    const text = posting(
      'jobs/txt/throneless-boulder-valley-womens-health-center_marketing-and-communications-coordinator.md',
    );
    expect(blockOf(text, 'Write a variety of different content')).toBe('responsibilities');
    expect(blockOf(text, 'Very strong writing skills')).toBe('required');
    expect(blockOf(text, 'Spanish language')).toBe('preferred');
    expect(blockOf(text, 'Graphic design')).toBe('preferred');
  });

  it('reads German Markdown headings', () => {
    const text = posting('jobs/txt/resume-matcher-german_job_long.md');
    expect(blockOf(text, 'Entwurf, Implementierung')).toBe('responsibilities');
    expect(blockOf(text, 'Sehr gute Python')).toBe('required');
    expect(blockOf(text, 'Erfahrung mit OpenTelemetry')).toBe('preferred');
    expect(blockOf(text, 'Wir sind ein wachsendes')).toBe('about');
  });

  it('reads an NHS person specification and NHS question headings', () => {
    const plumber = posting('jobs/json/nhsjobs-916259952.json');
    expect(blockOf(plumber, 'Essential -NVQ3-')).toBe('required');
    expect(blockOf(plumber, 'knowledge of domestic and commercial heating')).toBe('required');
    const pharmacy = posting('jobs/json/nhsjobs-916231952.json');
    expect(blockOf(pharmacy, 'You will hold NVQ Level 3')).toBe('required');
    expect(blockOf(pharmacy, 'Bespoke induction')).toBe('benefits');
  });

  it('reads a LinkedIn posting with a preferred degree line', () => {
    const text = posting('jobs/json/linkedin-4139186774.json');
    expect(blockOf(text, 'Supporting each child')).toBe('responsibilities');
    expect(blockOf(text, 'High school diploma required')).toBe('required');
    expect(blockOf(text, 'Early Childhood Education or related field preferred')).toBe('preferred');
    expect(blockOf(text, 'As part of a larger franchise system')).toBe('about');
  });

  it('reads a US government posting: qualifications required, eligibility not', () => {
    const text = posting('jobs/html/join-tts-archive-devops-engineer.html');
    expect(blockOf(text, 'one year of specialized experience')).toBe('required');
    expect(blockOf(text, 'Lead incident response')).toBe('responsibilities');
    expect(blockOf(text, 'Serve a one year trial period')).toBe('hiring');
    expect(blockOf(text, 'Health insurance')).not.toBe('required');
  });
});
