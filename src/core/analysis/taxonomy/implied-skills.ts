import { allSkills } from './taxonomy';

/**
 * Skills a resume shows by naming a more specific one: Amazon EC2 shows AWS, Django shows Python, Tableau
 * shows data visualization. Only what the specific skill cannot be used without; never the other way
 * round (knowing Python shows nothing about Django). [specific, ...what it shows].
 */
const curated: readonly (readonly string[])[] = [
  // Cloud services and their platforms.
  ['Amazon EKS', 'Kubernetes'],
  ['Amazon ECS', 'Docker'],
  ['AWS CloudFormation', 'Infrastructure as code'],
  ['AWS CDK', 'Infrastructure as code'],
  ['Azure Kubernetes Service', 'Microsoft Azure', 'Kubernetes'],
  ['Azure Functions', 'Microsoft Azure'],
  ['Azure DevOps', 'Microsoft Azure', 'CI/CD'],
  ['Google Kubernetes Engine', 'Google Cloud Platform', 'Kubernetes'],
  ['Google BigQuery', 'Google Cloud Platform', 'SQL'],
  ['Red Hat OpenShift', 'Kubernetes'],
  ['Helm', 'Kubernetes'],
  // Infrastructure, delivery and operations.
  ['Terraform', 'Infrastructure as code'],
  ['Ansible', 'Configuration management'],
  ['Chef', 'Configuration management'],
  ['Puppet', 'Configuration management'],
  ['CI/CD', 'Continuous integration', 'Continuous delivery', 'Continuous deployment'],
  ['Jenkins', 'CI/CD'],
  ['GitHub Actions', 'CI/CD'],
  ['GitLab CI', 'CI/CD'],
  ['CircleCI', 'CI/CD'],
  ['Docker', 'Containerization'],
  ['Kubernetes', 'Containerization'],
  ['Git', 'Version control'],
  ['GitHub', 'Git'],
  ['GitLab', 'Git'],
  ['Prometheus', 'Observability'],
  ['Grafana', 'Observability'],
  ['Datadog', 'Observability'],
  ['ELK Stack', 'Observability'],
  ['Splunk', 'Observability'],
  // Languages under their frameworks and libraries.
  ['Django REST Framework', 'Django', 'REST APIs'],
  ['pandas', 'Python'],
  ['NumPy', 'Python'],
  ['scikit-learn', 'Python', 'Machine learning'],
  ['TensorFlow', 'Deep learning'],
  ['PyTorch', 'Deep learning'],
  ['Keras', 'Deep learning'],
  ['Deep learning', 'Machine learning'],
  ['TypeScript', 'JavaScript'],
  ['React Native', 'React'],
  ['Next.js', 'React'],
  ['Angular', 'TypeScript', 'Front-end development'],
  ['AngularJS', 'JavaScript', 'Front-end development'],
  ['jQuery', 'JavaScript', 'Front-end development'],
  ['Node.js', 'JavaScript'],
  ['Spring', 'Java'],
  ['ASP.NET', '.NET'],
  // Databases.
  ['PostgreSQL', 'SQL', 'Relational databases'],
  ['MySQL', 'SQL', 'Relational databases'],
  ['Microsoft SQL Server', 'SQL', 'Relational databases'],
  ['Oracle Database', 'SQL', 'Relational databases'],
  ['MongoDB', 'NoSQL'],
  ['Apache Cassandra', 'NoSQL'],
  ['Amazon DynamoDB', 'NoSQL'],
  ['PySpark', 'Apache Spark', 'Python'],
  // Analytics and office tools.
  ['Power BI', 'Data visualization', 'Business intelligence'],
  ['Looker', 'Business intelligence'],
  ['Microsoft Excel', 'Microsoft Office'],
  ['Microsoft Word', 'Microsoft Office'],
  ['Microsoft PowerPoint', 'Microsoft Office'],
  ['Microsoft Outlook', 'Microsoft Office'],
  // The kind of development a framework is used for.
  ['React', 'JavaScript', 'Front-end development'],
  ['Vue.js', 'JavaScript', 'Front-end development'],
  ['Svelte', 'JavaScript', 'Front-end development'],
  ['Redux', 'React'],
  ['Sass', 'CSS'],
  ['CSS', 'Front-end development'],
  ['Django', 'Python', 'Back-end development'],
  ['Flask', 'Python', 'Back-end development'],
  ['FastAPI', 'Python', 'REST APIs', 'Back-end development'],
  ['Express.js', 'Node.js', 'Back-end development'],
  ['Spring Boot', 'Spring', 'Back-end development'],
  ['Ruby on Rails', 'Ruby', 'Back-end development'],
  ['Laravel', 'PHP', 'Back-end development'],
  ['asyncio', 'Python', 'Asynchronous programming'],
  ['pytest', 'Python', 'Unit testing'],
  ['JUnit', 'Java', 'Unit testing'],
  ['Jest', 'JavaScript', 'Unit testing'],
  ['OpenTelemetry', 'Observability'],
  ['AWS', 'Cloud infrastructure'],
  ['Microsoft Azure', 'Cloud infrastructure'],
  ['Google Cloud Platform', 'Cloud infrastructure'],
  ['Tableau', 'Data visualization', 'Business intelligence'],
  ['Looker Studio', 'Data visualization', 'Business intelligence'],
  ['Statistical analysis', 'Statistics'],
  ['Regression analysis', 'Statistics'],
  // Security.
  ['Penetration testing', 'Cybersecurity'],
  ['Network security', 'Cybersecurity'],
  ['Cloud security', 'Cybersecurity'],
  ['Application security', 'Cybersecurity'],
  ['Vulnerability management', 'Cybersecurity'],
  ['SIEM', 'Cybersecurity'],
  ['Zero trust', 'Cybersecurity'],
  // Finance, sales, marketing, care and office work: the field a specific practice belongs to.
  ['Bookkeeping', 'Accounting'],
  ['Accounts payable', 'Accounting'],
  ['Accounts receivable', 'Accounting'],
  ['General ledger', 'Accounting'],
  ['Month-end close', 'Accounting'],
  ['Financial reporting', 'Accounting'],
  ['Cold calling', 'Sales'],
  ['Lead generation', 'Sales'],
  ['Prospecting', 'Sales'],
  ['Retail sales', 'Sales'],
  ['Digital marketing', 'Marketing'],
  ['Social media marketing', 'Marketing'],
  ['Email marketing', 'Marketing'],
  ['Content marketing', 'Marketing'],
  ['Search engine optimization', 'Digital marketing'],
  ['Google Ads', 'Digital marketing'],
  ['Phlebotomy', 'Patient care'],
  ['Vital signs', 'Patient care'],
  ['Medication administration', 'Patient care'],
  ['Appointment scheduling', 'Scheduling'],
  ['Calendar management', 'Scheduling'],
  // Methods.
  ['Scrum', 'Agile'],
  ['SAFe', 'Agile'],
  ['Kanban', 'Agile'],
  ['Sprint planning', 'Agile'],
  ['Epic', 'Electronic health records'],
  ['Cerner', 'Electronic health records'],
];

let implied: Map<string, readonly string[]> | undefined;

/** What each skill shows, followed through ("Next.js" shows React, and so JavaScript), built on first use. */
function impliedIndex(): Map<string, readonly string[]> {
  if (implied) return implied;
  const direct = new Map<string, string[]>(curated.map(([skill, ...shown]) => [skill as string, shown]));
  // Every named service of a cloud shows the cloud: Amazon S3, AWS Lambda -> AWS.
  for (const { name } of allSkills()) {
    const platform = /^(Amazon|AWS) /.test(name)
      ? 'AWS'
      : /^Azure /.test(name)
        ? 'Microsoft Azure'
        : undefined;
    if (platform) direct.set(name, [...new Set([platform, ...(direct.get(name) ?? [])])]);
  }
  const follow = (skill: string, seen: Set<string>): string[] => {
    for (const next of direct.get(skill) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      follow(next, seen);
    }
    return [...seen];
  };
  implied = new Map([...direct.keys()].map((skill) => [skill, follow(skill, new Set())]));
  return implied;
}

/** The broader skills a named skill shows: "Amazon EC2" -> ["AWS"]; "Next.js" -> ["React", "JavaScript"]. */
export function impliedSkills(name: string): readonly string[] {
  return impliedIndex().get(name) ?? [];
}

/** Every name the curated list uses, for the test that keeps it in step with the taxonomy. */
export const curatedImplicationNames = [...new Set(curated.flat())];
