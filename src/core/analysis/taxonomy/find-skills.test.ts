import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@core/testing/corpus-dir';
import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from '../../jobs/html-to-plain';
import { findSkills } from './find-skills';

const read = (file: string) => readFileSync(path.join(corpusDir, file), 'utf8');
const jsonDescription = (file: string) =>
  htmlToPlainText((JSON.parse(read(file)) as { description: string }).description);
const names = (text: string) => findSkills(text).map((mention) => mention.skill.name);
const matched = (text: string) =>
  findSkills(text).map((mention) => `${mention.skill.name}=${mention.matched}`);

describe('findSkills on real postings and resumes', () => {
  it('finds the stack of a backend posting', () => {
    const found = new Set(names(read('jobs/txt/resume-matcher-e2e-backend-eng.txt')));
    const stack = [
      'Python',
      'FastAPI',
      'Django REST Framework',
      'AWS',
      'Amazon ECS',
      'Apache Kafka',
      'PostgreSQL',
    ];
    const more = [
      'Docker',
      'Kubernetes',
      'Redis',
      'CI/CD',
      'GitHub Actions',
      'CircleCI',
      'Datadog',
      'OpenTelemetry',
    ];
    for (const name of [...stack, ...more, 'SQL', 'asyncio', 'Microservices', 'Postmortems']) {
      expect(found, name).toContain(name);
    }
  });

  it('finds the skills of a plumber, a chef and a solicitor (NHS postings)', () => {
    const plumber = new Set(names(jsonDescription('jobs/json/nhsjobs-916259952.json')));
    for (const name of ['Plumbing', 'Preventive maintenance', 'Reactive maintenance', 'Health and safety']) {
      expect(plumber, name).toContain(name);
    }
    expect(plumber).toContain("Driver's license");
    expect(plumber).toContain('Abrasive wheels');
    const chef = new Set(names(jsonDescription('jobs/json/nhsjobs-916245074.json')));
    expect(chef).toContain('Food preparation');
    expect(chef).toContain('Communication');
    // "work as a chef", "Chef - Part Time": the cook, never the configuration tool.
    expect(chef).not.toContain('Chef');
    const solicitor = new Set(names(jsonDescription('jobs/json/nhsjobs-916242134.json')));
    expect(solicitor).toContain('Employment law');
  });

  it('reads a resume skills list, with Go among other languages', () => {
    const found = new Set(names(read('resumes/txt/soupboss-sample_resume.txt')));
    for (const name of [
      'Python',
      'JavaScript',
      'TypeScript',
      'Go',
      'SQL',
      'Django',
      'React',
      'Node.js',
      'Flask',
    ]) {
      expect(found, name).toContain(name);
    }
    for (const name of ['FastAPI', 'AWS', 'Google Cloud Platform', 'Microsoft Azure', 'MongoDB', 'Redis']) {
      expect(found, name).toContain(name);
    }
  });

  it('reads a lawyer resume', () => {
    const found = new Set(names(read('resumes/txt/updatedresumedataset-row092-advocate.txt')));
    for (const name of ['Legal writing', 'Family law', 'Litigation', 'Employment law', 'Banking']) {
      expect(found, name).toContain(name);
    }
  });
});

describe('findSkills: phrases and spellings', () => {
  it.each([
    // Lines of the corpus's Spanish postings, and German the way German postings say it.
    ['• Realizar pruebas unitarias y revisión de código', ['Unit testing', 'Code review']],
    [
      '• Excelentes habilidades de comunicación y capacidad para trabajar en equipo.',
      ['Communication', 'Teamwork'],
    ],
    [
      '• Mantener y optimizar bases de datos relacionales y no relacionales.',
      ['Relational databases', 'NoSQL'],
    ],
    [
      'Teamfähigkeit, Kommunikationsstärke und Erfahrung mit Code-Reviews',
      ['Teamwork', 'Communication', 'Code review'],
    ],
  ])('reads the common skills of Spanish and German postings: "%s"', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('takes the longest phrase, once', () => {
    expect(names('Machine learning engineer')).toEqual(['Machine learning']);
    expect(matched('Advanced Microsoft Excel')).toEqual(['Microsoft Excel=Microsoft Excel']);
    expect(names('Spring Boot services')).toEqual(['Spring Boot']);
  });

  it('keeps C, C# and C++ apart and reads names with punctuation', () => {
    expect(names('C, C++, C# and .NET; also C/C++')).toEqual(['C', 'C++', 'C#', '.NET', 'C', 'C++']);
    expect(names('CI/CD, A/B testing, TCP/IP and ASP.NET')).toEqual([
      'CI/CD',
      'A/B testing',
      'TCP/IP',
      'ASP.NET',
    ]);
  });

  it('tolerates spelling variants', () => {
    for (const text of ['Node.js', 'node.js', 'Node JS', 'NodeJS', 'node-js'])
      expect(names(text), text).toEqual(['Node.js']);
    expect(names('health-care data pipelines')).toContain('Data pipelines');
    expect(names('Health & Safety and health and safety')).toEqual([
      'Health and safety',
      'Health and safety',
    ]);
    expect(names('Kubernetes (k8s)')).toEqual(['Kubernetes', 'Kubernetes']);
  });

  it('reports the line, its trimmed text and the words as written', () => {
    const mentions = findSkills('Summary\n  Skilled in PostgreSQL and k8s.  \n');
    expect(mentions.map(({ line, text, matched }) => ({ line, text, matched }))).toEqual([
      { line: 1, text: 'Skilled in PostgreSQL and k8s.', matched: 'PostgreSQL' },
      { line: 1, text: 'Skilled in PostgreSQL and k8s.', matched: 'k8s' },
    ]);
  });

  it('does not run a phrase across a bracket or a comma', () => {
    expect(names('Our stack runs on AWS (ECS, RDS)')).toEqual(['AWS', 'Amazon ECS', 'Amazon RDS']);
  });
});

describe('findSkills: names that are also everyday words', () => {
  it.each([
    // Sentences from corpus postings.
    ['Responsible for data processing, interpreting and reporting', 'Language interpreting'],
    ['Lead service design using journey mapping and service blueprints', 'Blueprint reading'],
  ])('reads "%s" without %s', (text, absent) => {
    expect(findSkills(text).map((mention) => mention.skill.name)).not.toContain(absent);
  });

  it.each([
    'Go to the store and let us go.',
    'We excel at customer care. Excel in a fast-paced team.',
    'Our R&D team works with C-level executives.',
    'Grade C in English. Vitamin C.',
    'The chef prepares meals. Our head chef is great.',
    'Spring and summer hours. Express delivery. Make a difference.',
    'Rust on the pipes; a swift response.',
    'Word of mouth; access to the building; teams of four.',
    'Learn more at https://github.com/18F or email jobs@example.com',
    'Your payslips are kept in the cloud.',
    '{% include job/status_alert.html %} and notes.md',
  ])('invents no technical skill in "%s"', (text) => {
    const technical = findSkills(text).filter((mention) =>
      ['programming', 'framework', 'tool', 'cloud-devops', 'data'].includes(mention.skill.category),
    );
    expect(technical.map((mention) => mention.matched)).toEqual([]);
  });

  it('counts them when casing and neighbours show the skill', () => {
    expect(names('Python, Go and Rust')).toEqual(['Python', 'Go', 'Rust']);
    expect(names('Statistics in Python or R')).toEqual(['Statistics', 'Python', 'R']);
    expect(names('Chef, Puppet or Ansible')).toEqual(['Chef', 'Puppet', 'Ansible']);
    expect(names('Proficient in Excel and PowerPoint')).toEqual(['Microsoft Excel', 'Microsoft PowerPoint']);
    expect(names('Microsoft Office (Word, Excel, Outlook)')).toEqual([
      'Microsoft Office',
      'Microsoft Word',
      'Microsoft Excel',
      'Microsoft Outlook',
    ]);
    expect(names('Golang microservices')).toEqual(['Go', 'Microservices']);
    expect(names('Experience with cloud and Kubernetes')).toEqual(['Cloud computing', 'Kubernetes']);
    expect(names('Builds SQL and Tableau reporting')).toEqual(['SQL', 'Tableau', 'Business reporting']);
  });

  it('reads Agile as the method, not the everyday adjective (corpus sentences)', () => {
    expect(names('You will be working for an established, stable and agile company')).toEqual([]);
    expect(names('Work within a distributed, multidisciplinary agile team')).toContain('Agile');
    expect(names('Agile, Scrum and Kanban')).toEqual(['Agile', 'Scrum', 'Kanban']);
  });

  it('reads "reporting" and "cloud-based" as skills only beside a technical one', () => {
    expect(names('Reporting to the Finance Director')).toEqual([]);
    expect(names('Implemented a cloud-based project management system')).not.toContain('Cloud computing');
    expect(names('Build cloud-based data analytics solutions')).toContain('Cloud computing');
  });

  it('finds the practices of a platform posting (corpus sentences)', () => {
    expect(names('Develop identity fraud monitoring and alerting solutions.')).toEqual([
      'Monitoring and alerting',
    ]);
    expect(names('May require knowledge of scripting language related to data and integration.')).toEqual([
      'Scripting',
    ]);
  });

  it('lets a short list line lean on the line next to it', () => {
    expect(names('Languages:\n• Python\n• Go')).toEqual(['Python', 'Go']);
  });
});

describe('where a mention sits', () => {
  it('gives the column of its own words, not of an earlier look-alike ("NoSQL and SQL")', () => {
    const line = 'Experience with NoSQL and SQL databases; we analyze data daily';
    const columns = findSkills(line).map((mention) => [mention.skill.name, mention.column, mention.matched]);
    expect(columns).toContainEqual(['NoSQL', line.indexOf('NoSQL'), 'NoSQL']);
    expect(columns).toContainEqual(['SQL', line.indexOf(' SQL') + 1, 'SQL']);
    expect(columns).toContainEqual(['Data analysis', line.indexOf('analyze data'), 'analyze data']);
  });
});
