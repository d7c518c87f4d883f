import type { BackgroundCategory, BuilderProfile, BuilderSkills, CareerStage } from './builder-data';

/**
 * The builder's fixed suggestion lists (platform spec §9: "fixed lists exist for suggested skills by background
 * and by career stage, and for suggested achievement openers per career stage"). The spec does not print them:
 * these are ours, skills employers ask for today in each background, and openers that match each stage's scope.
 */

/** Technical skills suggested by background. */
export const technicalSkillsByBackground: Record<BackgroundCategory, readonly string[]> = {
  corporate: [
    'Microsoft Excel',
    'Power BI',
    'Salesforce',
    'SAP',
    'SQL',
    'Tableau',
    'Jira',
    'Financial Modeling',
    'Agile Methodologies',
  ],
  startup: [
    'Product Roadmapping',
    'Figma',
    'Google Analytics',
    'HubSpot',
    'A/B Testing',
    'SQL',
    'Notion',
    'Zapier',
    'Growth Marketing',
  ],
  academic: [
    'Research Design',
    'Statistical Analysis',
    'R',
    'Python',
    'SPSS',
    'LaTeX',
    'Grant Writing',
    'Qualitative Methods',
    'NVivo',
  ],
  technical: [
    'Python',
    'TypeScript',
    'React',
    'Node.js',
    'SQL',
    'AWS',
    'Docker',
    'Kubernetes',
    'Git',
    'CI/CD',
  ],
  creative: [
    'Adobe Photoshop',
    'Adobe Illustrator',
    'Adobe InDesign',
    'Adobe Premiere Pro',
    'After Effects',
    'Figma',
    'Typography',
    'Brand Identity',
    'Canva',
  ],
};

/** Soft skills suggested by career stage. */
export const softSkillsByStage: Record<CareerStage, readonly string[]> = {
  entry: [
    'Communication',
    'Teamwork',
    'Time Management',
    'Adaptability',
    'Attention to Detail',
    'Problem Solving',
    'Eagerness to Learn',
  ],
  mid: [
    'Cross-functional Collaboration',
    'Project Management',
    'Mentoring',
    'Stakeholder Communication',
    'Prioritization',
    'Decision Making',
    'Problem Solving',
  ],
  senior: [
    'Strategic Planning',
    'Executive Leadership',
    'Change Management',
    'Stakeholder Management',
    'Team Building',
    'Budget Management',
    'Negotiation',
  ],
  changer: [
    'Adaptability',
    'Quick Learning',
    'Transferable Problem Solving',
    'Cross-functional Communication',
    'Relationship Building',
    'Analytical Thinking',
    'Resilience',
  ],
};

/** Openers for an achievement, by career stage: the verbs of an entry's support, a senior's direction. */
export const achievementOpenersByStage: Record<CareerStage, readonly string[]> = {
  entry: [
    'Assisted in',
    'Contributed to',
    'Supported',
    'Collaborated on',
    'Participated in',
    'Completed',
    'Researched',
  ],
  mid: [
    'Managed',
    'Developed',
    'Improved',
    'Implemented',
    'Delivered',
    'Streamlined',
    'Coordinated',
    'Increased',
  ],
  senior: ['Led', 'Directed', 'Spearheaded', 'Oversaw', 'Established', 'Transformed', 'Scaled', 'Drove'],
  changer: ['Applied', 'Adapted', 'Leveraged', 'Translated', 'Bridged', 'Introduced', 'Built'],
};

const key = (skill: string) => skill.trim().toLowerCase();

/**
 * The list with the skill added at its end (trimmed). An empty skill, or one already in the list, is ignored
 * (spec §5) and the same array is returned, so a caller can tell nothing changed. "Already in" is compared
 * case-insensitively: "python" is not added beside "Python", as a resume listing both reads as a slip.
 */
export function addSkill(list: string[], text: string): string[] {
  const skill = text.trim();
  if (!skill || list.some((item) => key(item) === key(skill))) return list;
  return [...list, skill];
}

/** The list without the skill (as listed); the same array when it is not there. */
export function removeSkill(list: string[], skill: string): string[] {
  return list.includes(skill) ? list.filter((item) => item !== skill) : list;
}

const notChosen = (suggested: readonly string[], chosen: string[]) => {
  const taken = new Set(chosen.map(key));
  return suggested.filter((skill) => !taken.has(key(skill)));
};

/**
 * The clickable suggestions of the skills step: technical skills for the visitor's background, soft skills for
 * their career stage, each without the ones already in that list (case-insensitively): spec §5, "suggestions
 * hide once chosen".
 */
export function skillSuggestions(
  profile: BuilderProfile,
  skills: BuilderSkills,
): { technical: string[]; soft: string[] } {
  return {
    technical: notChosen(technicalSkillsByBackground[profile.backgroundCategory], skills.technical),
    soft: notChosen(softSkillsByStage[profile.careerStage], skills.soft),
  };
}

/** Suggested openers for an achievement at this career stage ("Led", "Assisted in"), without a trailing space. */
export function achievementOpeners(stage: CareerStage): string[] {
  return [...achievementOpenersByStage[stage]];
}
