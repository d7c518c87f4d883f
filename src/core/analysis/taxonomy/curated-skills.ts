import type { Skill, SkillCategory } from '../types';
import { cloudDevops, data } from './curated-data-cloud';
import { domains } from './curated-domains';
import { methods } from './curated-methods';
import { certifications, softSkills, spokenLanguages } from './curated-people';
import { type Entry, frameworks, programming, tools } from './curated-tech';
import type { Guard } from './guard';

const toSkills = (category: SkillCategory, entries: readonly Entry[]): Skill[] =>
  entries.map(([name, ...aliases]) => ({ name, category, aliases }));

/**
 * The backbone of the taxonomy: the skills that matter most across fields, with their usual spellings.
 * The builder merges O*NET and ESCO around these; a curated entry always wins over a generated one.
 */
export const curatedSkills: readonly Skill[] = [
  ...toSkills('programming', programming),
  ...toSkills('framework', frameworks),
  ...toSkills('tool', tools),
  ...toSkills('cloud-devops', cloudDevops),
  ...toSkills('data', data),
  ...toSkills('method', methods),
  ...toSkills('certification', certifications),
  ...toSkills('soft', softSkills),
  ...toSkills('language', spokenLanguages),
  ...toSkills('domain', domains),
];

const exactCaseWithContext = [
  // Languages and frameworks named after ordinary words or people.
  ...[
    'C',
    'R',
    'Go',
    'Rust',
    'Swift',
    'Ruby',
    'Julia',
    'Dart',
    'Pascal',
    'Delphi',
    'Apex',
    'Scratch',
    'Lisp',
  ],
  ...[
    'Elixir',
    'Groovy',
    'Zig',
    'Sass',
    'Spring',
    'Express',
    'Node',
    'Flask',
    'Rails',
    'Bootstrap',
    'Tailwind',
  ],
  ...[
    'Electron',
    'Ionic',
    'Cypress',
    'Playwright',
    'Puppeteer',
    'Jest',
    'Mocha',
    'Storybook',
    'Shiny',
    'Celery',
  ],
  ...['Alembic', 'Babel', 'Vite', 'Hibernate', 'Unity', 'Unreal', 'pandas'],
  // Tools named after ordinary words.
  ...[
    'Word',
    'Access',
    'Teams',
    'Windows',
    'Canvas',
    'Blackboard',
    'Epic',
    'Sage',
    'Gusto',
    'Segment',
    'Sketch',
  ],
  ...[
    'Notion',
    'Amplitude',
    'Zephyr',
    'Sentry',
    'Yarn',
    'Maven',
    'Vault',
    'Consul',
    'Helm',
    'Puppet',
    'Chef',
  ],
  ...[
    'Packer',
    'Rancher',
    'Bamboo',
    'Snort',
    'Blender',
    'Maya',
    'Rhino',
    'Storyline',
    'axe',
    'Lambda',
    'Spark',
  ],
  ...['Hive', 'Airflow', 'Snowflake', 'Cassandra', 'Mongo', 'dbt', 'Anaconda', 'Dash', 'Vagrant', 'Looker'],
];
const exactCase = [
  ...['Excel', 'Outlook', 'Slack', 'Zoom', 'React', 'Angular', 'Oracle', 'Tableau', 'Jenkins', 'Prometheus'],
  ...['Selenium', 'Flutter', 'Qt', 'Haskell', 'Lean', 'SAFe'],
];

/** Names that are also everyday words: how sure the finder must be (see guard.ts). Keys are exact spellings. */
export const curatedGuards: ReadonlyMap<string, Guard> = new Map<string, Guard>([
  ...exactCaseWithContext.map((surface) => [surface, 'exact-case+context'] as const),
  ...exactCase.map((surface) => [surface, 'exact-case'] as const),
  ['Chrome', 'exact-case+context'],
  ...['REST', 'SOAP', 'ARIA', 'WAVE', 'JAWS', 'SEND', 'PALS', 'ELK', 'SAS', 'ATO'].map(
    (surface) => [surface, 'exact-case'] as const,
  ),
  ['bash', 'context'],
  ['Bash', 'context'],
  // "Erfahrungen mit Cloud und Kubernetes", not "cloud-based benefits portal".
  ['cloud', 'context'],
  ['cloud-based', 'context'],
  // "Agile, Scrum" or "agile teams", not "an established, stable and agile company".
  ['Agile', 'exact-case'],
  // "SQL and Tableau reporting", not "reporting to the Finance Director".
  ['reporting', 'context'],
]);

/**
 * Names the public data sets carry that read as skills but mostly are not one in a posting: generic
 * software classes, whole companies or sites, everyday words.
 */
export const excludedNames: readonly string[] = [
  ...['Google', 'LinkedIn', 'Twitter', 'Facebook', 'Instagram', 'YouTube', 'Pinterest', 'Blink', 'Eko', 'J'],
  ...['Scheme', 'Seesaw', 'Canu', 'Compris', 'Appletree', 'Tadpoles', 'Ethereal', 'Desmos', 'HMS', 'DOC Cop'],
  ...['The General Store', 'Loom', 'Padlet', 'Eiffel', 'MUMPS M', 'Delphi Technology', 'Bloomz'],
  ...['Microsoft operating system', 'Social media sites', 'Online databases', 'Operational databases'],
  ...['logic', 'securities', 'emergency cases', 'geographic areas', 'financial products', 'coining'],
  ...['consultation', 'history', 'literature', 'migration', 'politics', 'spelling', 'ethics', 'terminology'],
  ...[
    'information technology',
    'electronic communication',
    'organisational structure',
    'operational monitoring',
  ],
  ...['emergent technologies', 'Web Services AWS', 'Simple Storage Service S3', 'Chatbot', 'Firewall'],
];
