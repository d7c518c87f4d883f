export type DemandLevel = 'Very High' | 'High' | 'Medium';

export interface SkillDemand {
  name: string;
  growthPercent: number;
  demand: DemandLevel;
  note: string;
}

export interface EmergingTechnology {
  name: string;
  description: string;
  whyItMatters: string;
}

export interface SalaryRow {
  role: string;
  junior: string;
  mid: string;
  senior: string;
  yearOverYearPercent: number;
}

export interface IndustryOutlook {
  value: string;
  label: string;
  outlook: string;
  hotRoles: readonly string[];
  keySkills: readonly string[];
}

export interface CareerTip {
  title: string;
  body: string;
}

export const lastReviewed = 'November 2026';

export const inDemandSkills: readonly SkillDemand[] = [
  {
    name: 'AI and LLM application engineering',
    growthPercent: 38,
    demand: 'Very High',
    note: 'Building, evaluating and monitoring products on top of language models and AI agents.',
  },
  {
    name: 'Cybersecurity',
    growthPercent: 22,
    demand: 'Very High',
    note: 'Identity and access management, cloud security and incident response lead demand.',
  },
  {
    name: 'Cloud architecture and platform engineering',
    growthPercent: 18,
    demand: 'Very High',
    note: 'AWS, Azure and Google Cloud, infrastructure as code and cost management.',
  },
  {
    name: 'Data engineering',
    growthPercent: 17,
    demand: 'High',
    note: 'Reliable pipelines and data quality are the bottleneck for most AI projects.',
  },
  {
    name: 'AI governance, risk and compliance',
    growthPercent: 27,
    demand: 'High',
    note: 'Driven by the EU AI Act and sector regulators asking how models are tested and audited.',
  },
  {
    name: 'Clinical and health informatics',
    growthPercent: 14,
    demand: 'High',
    note: 'EHR configuration, interoperability standards such as FHIR, and clinical data analysis.',
  },
  {
    name: 'Product management',
    growthPercent: 6,
    demand: 'Medium',
    note: 'Steady demand, strongest for candidates who combine domain knowledge with AI product experience.',
  },
  {
    name: 'Sustainability and ESG reporting',
    growthPercent: 9,
    demand: 'Medium',
    note: 'Carbon accounting and disclosure reporting, concentrated in large and listed companies.',
  },
];

export const emergingTechnologies: readonly EmergingTechnology[] = [
  {
    name: 'Agentic AI in everyday workflows',
    description: 'AI agents that carry out multi-step tasks such as triaging tickets or drafting reports.',
    whyItMatters:
      'Employers value people who can design the human review steps and measure whether agents help.',
  },
  {
    name: 'Small and on-device models',
    description:
      'Compact models that run on laptops, phones and private servers for lower cost and better privacy.',
    whyItMatters:
      'Creates work in model optimisation, evaluation and edge deployment, not only in large labs.',
  },
  {
    name: 'Post-quantum cryptography',
    description: 'Migration to encryption standards designed to resist future quantum computers.',
    whyItMatters:
      'Banks, governments and vendors are inventorying their cryptography, which needs security engineers.',
  },
  {
    name: 'Remote patient monitoring',
    description: 'Connected devices and virtual care programmes that track patients outside hospitals.',
    whyItMatters:
      'Blends clinical knowledge with data and device skills, a growing niche for nurses and analysts.',
  },
  {
    name: 'Real-time payments',
    description: 'Instant payment networks and tokenised assets replacing batch settlement.',
    whyItMatters: 'Raises demand for payments engineers, fraud analysts and compliance specialists.',
  },
  {
    name: 'Warehouse automation and robotics',
    description: 'Autonomous mobile robots, computer vision and AI demand forecasting in supply chains.',
    whyItMatters: 'Shifts retail and logistics hiring toward technicians, analysts and automation engineers.',
  },
];

export const salaryRows: readonly SalaryRow[] = [
  {
    role: 'Software Engineer',
    junior: '$85k–110k',
    mid: '$120k–160k',
    senior: '$160k–220k',
    yearOverYearPercent: 3,
  },
  {
    role: 'ML / AI Engineer',
    junior: '$110k–140k',
    mid: '$150k–200k',
    senior: '$200k–280k',
    yearOverYearPercent: 7,
  },
  {
    role: 'Data Scientist',
    junior: '$90k–115k',
    mid: '$120k–155k',
    senior: '$155k–205k',
    yearOverYearPercent: 4,
  },
  {
    role: 'Data Analyst',
    junior: '$60k–80k',
    mid: '$80k–105k',
    senior: '$105k–135k',
    yearOverYearPercent: 2,
  },
  {
    role: 'Cybersecurity Analyst',
    junior: '$75k–95k',
    mid: '$100k–135k',
    senior: '$140k–185k',
    yearOverYearPercent: 5,
  },
  {
    role: 'Product Manager',
    junior: '$90k–115k',
    mid: '$125k–165k',
    senior: '$165k–220k',
    yearOverYearPercent: 2,
  },
  { role: 'UX Designer', junior: '$70k–90k', mid: '$95k–125k', senior: '$130k–170k', yearOverYearPercent: 1 },
  {
    role: 'Financial Analyst',
    junior: '$65k–85k',
    mid: '$85k–110k',
    senior: '$115k–150k',
    yearOverYearPercent: 3,
  },
  {
    role: 'Registered Nurse',
    junior: '$70k–85k',
    mid: '$85k–105k',
    senior: '$105k–130k',
    yearOverYearPercent: 4,
  },
];

export const industries: readonly IndustryOutlook[] = [
  {
    value: 'tech',
    label: 'Tech',
    outlook:
      'Hiring has recovered but stays selective. Demand concentrates in AI, security and infrastructure, while entry-level and generalist roles remain competitive, so a portfolio of shipped work matters more than ever.',
    hotRoles: [
      'AI / ML engineer',
      'Security engineer',
      'Platform and site reliability engineer',
      'Data engineer',
    ],
    keySkills: [
      'Python or TypeScript',
      'Cloud platforms',
      'LLM evaluation',
      'System design',
      'Security basics',
    ],
  },
  {
    value: 'finance',
    label: 'Finance',
    outlook:
      'Banks and insurers are investing in fraud detection, real-time payments and regulatory reporting. Traditional back-office roles are shrinking as automation spreads, while risk, compliance and data roles grow.',
    hotRoles: ['Risk and compliance analyst', 'Fraud analyst', 'Quantitative analyst', 'FP&A analyst'],
    keySkills: ['SQL and Python', 'Financial modelling', 'Regulatory knowledge', 'Model risk management'],
  },
  {
    value: 'healthcare',
    label: 'Healthcare',
    outlook:
      'An ageing population keeps demand for clinical staff high, with persistent shortages of nurses and allied health professionals. Health IT and data roles keep growing as providers expand virtual care.',
    hotRoles: [
      'Registered nurse',
      'Nurse practitioner',
      'Clinical informatics specialist',
      'Medical coder',
      'Physical therapist',
    ],
    keySkills: ['Licensure and certifications', 'EHR systems such as Epic', 'Patient communication', 'HIPAA'],
  },
  {
    value: 'retail',
    label: 'Retail',
    outlook:
      'Store headcount is flat or falling while e-commerce, retail media and supply chain teams grow. Retailers want people who can connect customer data to pricing, inventory and marketing decisions.',
    hotRoles: [
      'E-commerce manager',
      'Supply chain analyst',
      'Retail media specialist',
      'Merchandise planner',
    ],
    keySkills: ['Data analysis', 'Inventory and demand planning', 'Digital marketing', 'Customer experience'],
  },
];

export const careerTips: readonly CareerTip[] = [
  {
    title: 'Mirror the language of the posting',
    body: 'Applicant tracking systems and recruiters both look for the terms in the job description. Use them where they truthfully describe your experience.',
  },
  {
    title: 'Show AI fluency with evidence',
    body: 'Rather than listing "AI" as a skill, describe a task you improved with AI tools and how you checked the output.',
  },
  {
    title: 'Pick certifications employers check',
    body: 'Cloud, security and healthcare credentials are often screening criteria. Read a few postings before paying for any course.',
  },
  {
    title: 'Build proof, not just a list',
    body: 'A small portfolio, case study or public project lets an interviewer see your work instead of taking your word for it.',
  },
  {
    title: 'Look at adjacent industries',
    body: 'Skills such as data analysis, compliance and project management transfer well between finance, healthcare and retail.',
  },
  {
    title: 'Use referrals',
    body: 'Referred candidates are far more likely to get an interview. Reconnect with former colleagues before applying cold.',
  },
];
