import type {
  DocumentLine,
  DocumentSection,
  Entry,
  ResumeDocument,
  SectionItem,
  SkillGroup,
} from '@shared/resume-document';
import { describe, expect, it } from 'vitest';
import { applyOptimizations as applyWithReport, type Optimizations } from './apply-optimizations';
import { addSkills } from './apply-skills';
import { renderText } from './render-text';

const bullet = (text: string, line = -1): DocumentLine => ({ kind: 'line', text, isBullet: true, line });
const plain = (text: string, line = -1): DocumentLine => ({ kind: 'line', text, isBullet: false, line });
const group = (label: string | undefined, skills: string[], separator = ', ', line = -1): SkillGroup => ({
  kind: 'skills',
  ...(label ? { label } : {}),
  skills,
  separator,
  line,
});
const section = (type: DocumentSection['type'], heading: string, items: SectionItem[]): DocumentSection => ({
  type,
  heading,
  line: -1,
  isEdited: false,
  items,
});
const entry = (fields: Partial<Entry>): Entry => ({ kind: 'entry', headerLines: [], lines: [], ...fields });
const documentOf = (...sections: DocumentSection[]): ResumeDocument => ({
  basics: { name: 'Jane Doe', email: 'jane@example.com', profiles: [] },
  // The builder leaves out the header lines the basics hold.
  sections: [section('header', '', []), ...sections],
});
const none: Optimizations = { skills: [], replacements: [], bullets: [] };
const applyOptimizations = (document: ResumeDocument, chosen: Optimizations) =>
  applyWithReport(document, chosen).document;
const withSkills = (document: ResumeDocument, skills: string[]) =>
  applyOptimizations(document, { ...none, skills });
const groupsOf = (document: ResumeDocument) =>
  document.sections.flatMap((s) =>
    s.items.flatMap((item) =>
      item.kind === 'skills' ? [`${item.label ?? ''}: ${item.skills.join(', ')}`] : [],
    ),
  );

const engineer = documentOf(
  section('experience', 'Experience', [
    entry({
      title: 'Backend Engineer',
      organisation: 'Brightwave',
      dates: { text: '2019 – Present', start: { year: 2019 }, isCurrent: true },
      headerLines: [{ text: 'Backend Engineer, Brightwave, 2019 – Present', line: 4 }],
      lines: [bullet('Responsible for managing the billing service', 5), bullet('Reduced costs', 6)],
    }),
  ]),
  section('skills', 'Skills', [
    group('Languages', ['Python', 'Go'], ', ', 8),
    group('Web Frameworks', ['Flask', 'Django'], ', ', 9),
    group('Tools', ['Git', 'Docker'], ', ', 10),
  ]),
);

describe('applyOptimizations: skills go into the list they belong to', () => {
  it('puts a tool with the tools, a framework with the frameworks, a language with the languages', () => {
    const result = withSkills(engineer, ['Kubernetes', 'FastAPI', 'Kotlin']);
    expect(groupsOf(result)).toEqual([
      'Languages: Python, Go, Kotlin',
      'Web Frameworks: Flask, Django, FastAPI',
      'Tools: Git, Docker, Kubernetes',
    ]);
    expect(renderText(result)).not.toMatch(/Django, Kubernetes/);
  });

  it('puts a cloud service beside the tools when no group lists cloud services', () => {
    expect(groupsOf(withSkills(engineer, ['AWS']))).toContain('Tools: Git, Docker, AWS');
  });

  it('reads a group by its label when its skills are unknown, and not a spoken-languages label for code', () => {
    const document = documentOf(
      section('skills', 'Skills', [group('Programming', ['Frobnicate']), group('Misc', ['Java'])]),
      section('skills', 'Languages', [group(undefined, ['English (native)', 'Spanish (fluent)'])]),
    );
    const result = withSkills(document, ['Rust', 'French']);
    // Java shows the "Misc" group holds a programming language: that beats the "Programming" label alone.
    expect(groupsOf(result)).toEqual([
      'Programming: Frobnicate',
      'Misc: Java, Rust',
      ': English (native), Spanish (fluent), French',
    ]);
  });

  it('puts a skill no group holds into the general group of the skills section', () => {
    const nurse = documentOf(
      section('skills', 'SKILLS', [
        group('Systems', ['Epic', 'Pyxis']),
        group('General', ['patient assessment', 'IV therapy']),
        group('Languages', ['English', 'Spanish (conversational)']),
      ]),
    );
    expect(groupsOf(withSkills(nurse, ['Salesforce', 'bedside manner', 'Python']))).toEqual([
      'Systems: Epic, Pyxis, Salesforce',
      'General: patient assessment, IV therapy, bedside manner, Python',
      'Languages: English, Spanish (conversational)',
    ]);
    const unlabelled = documentOf(
      section('skills', 'Skills', [
        group(undefined, ['Curriculum design', 'lesson planning']),
        group('Technology', ['Google Classroom']),
      ]),
    );
    expect(groupsOf(withSkills(unlabelled, ['growth mindset']))).toEqual([
      ': Curriculum design, lesson planning, growth mindset',
      'Technology: Google Classroom',
    ]);
  });

  it('never puts a skill into a list of spoken languages, labelled or not, and prefers the list of known skills', () => {
    const document = documentOf(
      section('skills', 'Skills', [
        group(undefined, ['Curriculum design', 'Lesson planning', 'Classroom management']),
        group(undefined, ['Team spirit']),
        // The last unlabelled list: spoken languages.
        group(undefined, ['English', 'Spanish (fluent)', 'French']),
      ]),
    );
    expect(groupsOf(withSkills(document, ['Desmos', 'Mandarin']))).toEqual([
      ': Curriculum design, Lesson planning, Classroom management, Desmos',
      ': Team spirit',
      // A spoken language joins the spoken languages.
      ': English, Spanish (fluent), French, Mandarin',
    ]);
    const onlyLanguages = documentOf(section('skills', 'Skills', [group(undefined, ['English', 'German'])]));
    expect(groupsOf(withSkills(onlyLanguages, ['Desmos']))).toEqual([': English, German', 'Skills: Desmos']);
  });

  it('adds a "Skills" group beside labelled groups none of which fits, and the next such skill joins it', () => {
    const document = documentOf(
      section('skills', 'Technical Skills', [
        group('Languages', ['Python']),
        group('Databases', ['PostgreSQL'], ' | '),
      ]),
    );
    const result = withSkills(document, ['Payroll', 'Desmos']);
    expect(result.sections.at(-1)?.items.at(-1)).toEqual({
      kind: 'skills',
      label: 'Skills',
      skills: ['Payroll', 'Desmos'],
      separator: ', ',
      line: -1,
    });
  });

  it('adds one line per skill where the section lists one skill a line', () => {
    const document = documentOf(section('skills', 'Skills', [bullet('Typing'), bullet('Filing')]));
    const result = withSkills(document, ['Scheduling', 'Payroll']);
    expect(result.sections.at(-1)?.items).toEqual([
      bullet('Typing'),
      bullet('Filing'),
      bullet('Scheduling'),
      bullet('Payroll'),
    ]);
  });

  it('adds a skills section at the end when there is none, in the style of the headings (core spec §7)', () => {
    const capitals = documentOf(section('experience', 'EXPERIENCE', [bullet('Triaged patients')]));
    const result = withSkills(capitals, ['Triage', 'EHR']);
    expect(result.sections.at(-1)).toEqual({
      type: 'skills',
      heading: 'SKILLS',
      line: -1,
      isEdited: false,
      items: [{ kind: 'skills', skills: ['Triage', 'EHR'], separator: ' • ', line: -1 }],
    });
    expect(renderText(result).endsWith('\nSKILLS\nTriage • EHR\n')).toBe(true);
    const capitalised = documentOf(section('experience', 'Work History', []));
    expect(withSkills(capitalised, ['Triage']).sections.at(-1)?.heading).toBe('Skills');
  });

  it('skips skills listed already, in any case, and is idempotent', () => {
    expect(withSkills(engineer, ['python', ' DOCKER '])).toEqual(engineer);
    const once = withSkills(engineer, ['Kubernetes', 'kubernetes', 'Salesforce']);
    expect(withSkills(once, ['Kubernetes', 'Salesforce'])).toEqual(once);
  });

  it('leaves the document given unchanged', () => {
    const before = structuredClone(engineer);
    withSkills(engineer, ['Kubernetes']);
    expect(engineer).toEqual(before);
  });

  it('addSkills works in place for callers that build a document', () => {
    const document = structuredClone(engineer);
    addSkills(document, ['Helm']);
    expect(groupsOf(document)).toContain('Tools: Git, Docker, Helm');
  });
});

describe('applyOptimizations: rewrites', () => {
  const chosen: Optimizations = {
    skills: [],
    replacements: [
      {
        original: '• Responsible for managing the billing service',
        replacement: '• Managed the billing service',
      },
    ],
    bullets: [{ original: '• Reduced costs', selected: 'Reduced costs by [X%]' }],
  };

  it('replaces the bullet a rewrite names; the item keeps its line and its bullet', () => {
    const result = applyOptimizations(engineer, chosen);
    const [role] = result.sections[1]?.items ?? [];
    expect(role?.kind === 'entry' && role.lines).toEqual([
      bullet('Managed the billing service', 5),
      bullet('Reduced costs by [X%]', 6),
    ]);
  });

  it('changes only the chosen lines of the text', () => {
    const before = renderText(engineer).split('\n');
    const after = renderText(applyOptimizations(engineer, chosen)).split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, at) => (after[at] === line ? [] : [`${line} -> ${after[at]}`]));
    expect(changed).toEqual([
      '• Responsible for managing the billing service -> • Managed the billing service',
      '• Reduced costs -> • Reduced costs by [X%]',
    ]);
  });

  it('matches a bullet named without its mark or with another, and skips lines it cannot find', () => {
    const { document: result, applied } = applyWithReport(engineer, {
      skills: [],
      replacements: [{ original: 'Led the board', replacement: 'Chaired the board' }],
      bullets: [{ original: '- Reduced costs', selected: '- Cut costs' }],
    });
    expect(renderText(result)).toContain('\n• Cut costs\n');
    expect(renderText(result)).not.toContain('Chaired');
    expect(applied).toEqual({ rewrites: 0, bullets: 1, skills: 0, skipped: 1 });
  });

  it('keeps a numbered item’s number when its line is rewritten', () => {
    const numbered = documentOf(
      section('experience', 'Experience', [{ ...bullet('Sold 120 cars a year', 4), marker: '1.' }]),
    );
    const result = applyOptimizations(numbered, {
      ...none,
      replacements: [{ original: '1. Sold 120 cars a year', replacement: '1. Sold [N] cars a year' }],
    });
    expect(renderText(result)).toContain('\n1. Sold [N] cars a year\n');
  });

  it('rewrites a line once: a picked bullet variation wins over a suggestion, which is counted skipped', () => {
    const { document: result, applied } = applyWithReport(engineer, {
      skills: [],
      replacements: [{ original: '• Reduced costs', replacement: '• Reduced costs by [X%]' }],
      bullets: [{ original: '• Reduced costs', selected: 'Cut costs' }],
    });
    expect(renderText(result)).toContain('\n• Cut costs\n');
    expect(applied).toEqual({ rewrites: 0, bullets: 1, skills: 0, skipped: 1 });
  });

  it('changes the one line a rewrite names: the first copy not yet rewritten, so copies can differ', () => {
    const twice = documentOf(
      section('experience', 'Experience', [
        entry({ title: 'Analyst', organisation: 'Acme', lines: [bullet('Prepared weekly reports', 5)] }),
        entry({ title: 'Analyst', organisation: 'Beta', lines: [bullet('Prepared weekly reports', 8)] }),
      ]),
    );
    const one = applyWithReport(twice, {
      ...none,
      replacements: [
        { original: '• Prepared weekly reports', replacement: '• Prepared weekly sales reports' },
      ],
    });
    expect(renderText(one.document)).toContain(
      'Analyst | Acme\n• Prepared weekly sales reports\n\nAnalyst | Beta\n• Prepared weekly reports\n',
    );
    expect(one.applied).toEqual({ rewrites: 1, bullets: 0, skills: 0, skipped: 0 });
    const both = applyWithReport(twice, {
      ...none,
      bullets: [
        { original: '• Prepared weekly reports', selected: 'Prepared weekly sales reports' },
        { original: 'Prepared weekly reports', selected: 'Automated the weekly reports' },
      ],
      replacements: [{ original: '• Prepared weekly reports', replacement: '• Wrote reports' }],
    });
    expect(renderText(both.document)).toContain(
      'Analyst | Acme\n• Prepared weekly sales reports\n\nAnalyst | Beta\n• Automated the weekly reports\n',
    );
    // A third rewrite of the same line finds no copy left: it is skipped, and said so.
    expect(both.applied).toEqual({ rewrites: 0, bullets: 2, skills: 0, skipped: 1 });
  });

  it('says what it applied, and what it could not: lines no longer in the document', () => {
    const { applied } = applyWithReport(engineer, {
      skills: ['Kubernetes', 'kubernetes', 'Python'],
      replacements: [
        {
          original: '• Responsible for managing the billing service',
          replacement: '• Managed the billing service',
        },
        { original: '• Led the board', replacement: '• Chaired the board' },
        { original: 'Skills', replacement: 'Technical Skills' },
      ],
      bullets: [{ original: '• Reduced costs', selected: 'Reduced costs by [X%]' }],
    });
    // Skills count once each, listed already or added; a heading is never rewritten.
    expect(applied).toEqual({ rewrites: 1, bullets: 1, skills: 2, skipped: 2 });
  });

  it('rewrites an entry header written as printed, and reads its fields again from the new line', () => {
    const project = documentOf(
      section('projects', 'Projects', [
        entry({
          title: 'WeatherNow',
          headerLines: [{ text: 'WeatherNow – mobile app (Flutter, Firebase)', line: 4 }],
          lines: [bullet('Shipped to 2,000 users', 5)],
        }),
      ]),
    );
    expect(renderText(project)).toContain('\nWeatherNow – mobile app (Flutter, Firebase)\n');
    const { document: result, applied } = applyWithReport(project, {
      ...none,
      replacements: [
        {
          original: 'WeatherNow – mobile app (Flutter, Firebase)',
          replacement: 'WeatherNow – mobile app (Flutter, Firebase, Dart)',
        },
      ],
    });
    expect(applied.rewrites).toBe(1);
    expect(renderText(result)).toContain('\nWeatherNow – mobile app (Flutter, Firebase, Dart)\n');
    expect(result.sections[1]?.items[0]).toMatchObject({
      title: 'WeatherNow',
      headerLines: [{ text: 'WeatherNow – mobile app (Flutter, Firebase, Dart)', line: 4 }],
    });
  });

  it('keeps a rewritten header written as fields, whatever words it changes', () => {
    const { document: result } = applyWithReport(engineer, {
      ...none,
      replacements: [
        {
          original: 'Backend Engineer | Brightwave | 2019 – Present',
          replacement: 'Platform Developer | Brightwave | 2019 – Present',
        },
      ],
    });
    expect(renderText(result)).toContain('\nPlatform Developer | Brightwave | 2019 – Present\n');
  });

  it('ignores a rewrite of another rewrite’s result, so a second pass changes nothing', () => {
    const document = documentOf(section('experience', 'Experience', [bullet('A did'), bullet('B did')]));
    const input = {
      skills: [],
      replacements: [
        { original: '• A did', replacement: '• B did' },
        { original: '• B did', replacement: '• C did' },
      ],
      bullets: [],
    };
    const once = applyOptimizations(document, input);
    expect(renderText(once)).toContain('• B did\n• B did\n');
    expect(applyOptimizations(once, input)).toEqual(once);
  });

  it('rewrites a paragraph, a skills line (label and list read back), an entry header field by field, the name', () => {
    const document = documentOf(
      section('summary', 'Summary', [plain('Backend engineer with 6 years of experience.')]),
      ...engineer.sections.slice(1),
    );
    const result = applyOptimizations(document, {
      skills: [],
      replacements: [
        {
          original: 'Backend engineer with 6 years of experience.',
          replacement: 'Senior Backend Engineer — Backend engineer with 6 years of experience.',
        },
        { original: 'Tools: Git, Docker', replacement: 'Tools: Git, Docker, Terraform' },
        {
          original: 'Backend Engineer | Brightwave | 2019 – Present',
          replacement: 'Senior Backend Engineer | Brightwave | 2019 – Present',
        },
        { original: 'Jane Doe', replacement: 'Jane Q. Doe' },
      ],
      bullets: [],
    });
    expect(result.basics.name).toBe('Jane Q. Doe');
    expect(result.sections[1]?.items[0]).toEqual(
      plain('Senior Backend Engineer — Backend engineer with 6 years of experience.'),
    );
    const role = result.sections[2]?.items[0];
    expect(role?.kind === 'entry' && [role.title, role.organisation, role.dates]).toEqual([
      'Senior Backend Engineer',
      'Brightwave',
      { text: '2019 – Present', start: { year: 2019 }, isCurrent: true },
    ]);
    expect(result.sections[3]?.items[2]).toEqual(group('Tools', ['Git', 'Docker', 'Terraform'], ', ', 10));
  });

  it('leaves the contact line and headings alone, and an entry header whose fields do not line up', () => {
    const result = applyOptimizations(engineer, {
      skills: [],
      replacements: [
        { original: 'jane@example.com', replacement: 'jane@example.com | linkedin.com/in/jane' },
        { original: 'Skills', replacement: 'Technical Skills' },
        {
          original: 'Backend Engineer | Brightwave | 2019 – Present',
          replacement: 'Backend Engineer at Brightwave',
        },
      ],
      bullets: [],
    });
    expect(result).toEqual(engineer);
  });

  it('applies rewrites and skills together and is idempotent', () => {
    const input = { ...chosen, skills: ['Kubernetes', 'SAP', 'Payroll'] };
    const once = applyOptimizations(engineer, input);
    expect(applyOptimizations(once, input)).toEqual(once);
    expect(renderText(applyOptimizations(once, input))).toBe(renderText(once));
  });
});
