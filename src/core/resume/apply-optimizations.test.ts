import type {
  DocumentLine,
  DocumentSection,
  Entry,
  ResumeDocument,
  SectionItem,
  SkillGroup,
} from '@shared/resume-document';
import { describe, expect, it } from 'vitest';
import { applyOptimizations, type Optimizations } from './apply-optimizations';
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
    expect(groupsOf(withSkills(nurse, ['Salesforce', 'Desmos', 'Python']))).toEqual([
      'Systems: Epic, Pyxis, Salesforce',
      'General: patient assessment, IV therapy, Desmos, Python',
      'Languages: English, Spanish (conversational)',
    ]);
    const unlabelled = documentOf(
      section('skills', 'Skills', [
        group(undefined, ['Curriculum design', 'lesson planning']),
        group('Technology', ['Google Classroom']),
      ]),
    );
    expect(groupsOf(withSkills(unlabelled, ['Desmos']))).toEqual([
      ': Curriculum design, lesson planning, Desmos',
      'Technology: Google Classroom',
    ]);
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
    const result = applyOptimizations(engineer, {
      skills: [],
      replacements: [{ original: 'Led the board', replacement: 'Chaired the board' }],
      bullets: [{ original: '- Reduced costs', selected: '- Cut costs' }],
    });
    expect(renderText(result)).toContain('\n• Cut costs\n');
    expect(renderText(result)).not.toContain('Chaired');
  });

  it('rewrites a line once: a picked bullet variation wins over a suggestion', () => {
    const result = applyOptimizations(engineer, {
      skills: [],
      replacements: [{ original: '• Reduced costs', replacement: '• Reduced costs by [X%]' }],
      bullets: [{ original: '• Reduced costs', selected: 'Cut costs' }],
    });
    expect(renderText(result)).toContain('\n• Cut costs\n');
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
