import { resumeAsText } from '@test/builders/resume-files';
import { samplePosting, sampleResume } from '@test/builders/resume-markup';
import { describe, expect, it } from 'vitest';
import { findSkills } from './find-skills';

const names = (text: string) => findSkills(text).map((mention) => mention.skill.name);
const matched = (text: string) =>
  findSkills(text).map((mention) => `${mention.skill.name}=${mention.matched}`);

describe('findSkills on postings and resumes', () => {
  it('finds the stack of a backend posting', () => {
    const found = new Set(names(samplePosting('backend-engineer')));
    for (const name of [
      'Go',
      'Python',
      'TypeScript',
      'PostgreSQL',
      'Apache Kafka',
      'RabbitMQ',
      'AWS',
      'Amazon EKS',
      'Docker',
      'Kubernetes',
      'Terraform',
      'CI/CD',
      'Prometheus',
      'Grafana',
      'OpenTelemetry',
      'REST APIs',
      'gRPC',
      'Distributed systems',
      'PCI DSS',
    ]) {
      expect(found, name).toContain(name);
    }
  });

  it('finds products, their short names and practices in running text', () => {
    const text = [
      'We are looking for a Senior Backend Engineer to join our platform team. You will design and build',
      'high-throughput Python services using FastAPI and Django REST Framework, deployed on AWS (ECS, RDS).',
      'Requirements: 4+ years of professional Python experience; deep knowledge of async programming with asyncio;',
      'strong SQL and PostgreSQL; event streaming with Kafka; microservices on Docker and Kubernetes.',
      'Nice to have: Redis, CI/CD with GitHub Actions or CircleCI, observability with Datadog and OpenTelemetry,',
      'and blameless postmortems.',
    ].join('\n');
    const found = new Set(names(text));
    for (const name of [
      'FastAPI',
      'Django REST Framework',
      'Amazon ECS',
      'Amazon RDS',
      'asyncio',
      'SQL',
      'Apache Kafka',
      'Microservices',
      'Redis',
      'GitHub Actions',
      'CircleCI',
      'Datadog',
      'Postmortems',
    ]) {
      expect(found, name).toContain(name);
    }
  });

  it('finds the skills of a plumber, a chef and a solicitor', () => {
    const plumber = [
      'Maintain plumbing systems; carry out preventive and reactive maintenance in line with health and safety rules.',
      'A full clean driving licence is essential. Abrasive wheels certificate desirable.',
    ].join('\n');
    expect(names(plumber)).toEqual(
      expect.arrayContaining([
        'Plumbing',
        'Preventive maintenance',
        'Reactive maintenance',
        'Health and safety',
        "Driver's license",
        'Abrasive wheels',
      ]),
    );
    // "work as a chef", "Chef - Part Time": the cook, never the configuration tool.
    const chef = names(
      'Chef - Part Time\nYou will work as a chef in our hospital kitchen: food preparation and good communication with the ward teams.',
    );
    expect(chef).toEqual(['Food preparation', 'Communication']);
    expect(names('Advising managers on employment law and tribunal claims.')).toContain('Employment law');
  });

  it('reads the skills lists of a resume, with Go among other languages', () => {
    const skillLines = resumeAsText(sampleResume('software-engineer'))
      .split('\n')
      .filter((line) => /^(Languages|Frameworks|Data|Infrastructure):/.test(line));
    const found = new Set(names(skillLines.join('\n')));
    for (const name of [
      'Python',
      'Go',
      'TypeScript',
      'SQL',
      'Bash',
      'FastAPI',
      'Django',
      'Node.js',
      'gRPC',
      'PostgreSQL',
      'Redis',
      'Amazon S3',
      'Amazon DynamoDB',
      'AWS',
      'Amazon EKS',
      'AWS Lambda',
      'Docker',
      'Kubernetes',
      'Helm',
    ]) {
      expect(found, name).toContain(name);
    }
  });

  it('reads a lawyer resume', () => {
    expect(names('Legal writing, family law, litigation, employment law and banking disputes.')).toEqual([
      'Legal writing',
      'Family law',
      'Litigation',
      'Employment law',
      'Banking',
    ]);
  });

  it('reads no skill in the proper name of an office', () => {
    expect(names('Reported weekly to the Program Management Office.')).toEqual([]);
    expect(names('Data Analysis for the Program Management Office')).toEqual(['Data analysis']);
  });

  it('reads a skill said in other words as paraphrased', () => {
    // "preventive and reactive maintenance": the first skill shares the second's last word.
    const mentions = findSkills('Carry out preventive and reactive maintenance');
    expect(mentions.map((mention) => [mention.skill.name, Boolean(mention.paraphrased)])).toEqual([
      ['Reactive maintenance', false],
      ['Preventive maintenance', true],
    ]);
  });

  // A practice named by one -ing word is said by its verb's past tense too.
  it('reads a practice written in the past tense ("Mentored", "Debugged")', () => {
    expect(names('Mentored 3 junior engineers and ran the design review process')).toContain('Mentoring');
    expect(names('Debugged memory leaks in the billing service')).toContain('Debugging');
    // "mentor" is an alias of Mentoring; "accounted for" is no past tense of a practice (Accounting is a field).
    expect(names('Served as a mentor to new hires')).toContain('Mentoring');
    expect(names('Accounted for 40% of regional revenue')).not.toContain('Accounting');
  });

  // A phrase naming two skills ("Data Structures and Algorithms") is no alias of one of them.
  it('reads both skills of "Data Structures and Algorithms"', () => {
    expect(names('Relevant coursework: Data Structures and Algorithms, Operating Systems')).toEqual(
      expect.arrayContaining(['Data structures', 'Algorithms']),
    );
  });

  // Initials glued from a name of single letters (A/P read as "AP") need other initials beside them.
  it('reads AP as Accounts payable only beside other initials, never in an Advanced Placement course', () => {
    expect(names('Teach Algebra I, Geometry and AP Precalculus')).not.toContain('Accounts payable');
    expect(names('Taught AP Calculus and AP Statistics')).not.toContain('Accounts payable');
    expect(names('Reconciled AP/AR balances each month')).toEqual(
      expect.arrayContaining(['Accounts payable', 'Accounts receivable']),
    );
    expect(names('Processed A/P invoices for 40 vendors')).toContain('Accounts payable');
    expect(names('reconciled ap and ar')).not.toContain('Accounts payable');
  });
});

describe('findSkills: phrases and spellings', () => {
  it.each([
    // Lines as Spanish postings write them, and German the way German postings say it.
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
    // Sentences from real postings.
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

  it('reads Agile as the method, not the everyday adjective (sentences of real postings)', () => {
    expect(names('You will be working for an established, stable and agile company')).toEqual([]);
    expect(names('Work within a distributed, multidisciplinary agile team')).toContain('Agile');
    expect(names('Agile, Scrum and Kanban')).toEqual(['Agile', 'Scrum', 'Kanban']);
  });

  it('reads "reporting" and "cloud-based" as skills only beside a technical one', () => {
    expect(names('Reporting to the Finance Director')).toEqual([]);
    expect(names('Implemented a cloud-based project management system')).not.toContain('Cloud computing');
    expect(names('Build cloud-based data analytics solutions')).toContain('Cloud computing');
  });

  it('finds the practices of a platform posting (sentences of real postings)', () => {
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
