import type {
  BackgroundCategory,
  BuilderStep,
  CareerStage,
  SkillListName,
  TransitionType,
} from '@core/builder/builder-data';

/**
 * The wizard's words beyond the spec's messages (those are in `builderMessages`): the step names of the
 * indicator, each step's heading and lead, and the profile's choices. The profile and preview headings are the
 * spec's (platform spec §2); the others are ours.
 */
export const stepTexts: Record<BuilderStep, { label: string; heading: string; lead: string }> = {
  profile: {
    label: 'Profile',
    heading: 'Tell us about your career stage',
    lead: 'We tailor the suggestions and the recommended layout to where you are in your career.',
  },
  contact: {
    label: 'Contact',
    heading: 'Contact information',
    lead: 'How employers reach you. Fields marked * are required.',
  },
  experience: {
    label: 'Experience',
    heading: 'Work experience',
    lead: 'Your roles, newest first. Entries without a job title, a company and an achievement are left out.',
  },
  education: {
    label: 'Education',
    heading: 'Education',
    lead: 'Your degrees and schools. Entries without a degree and an institution are left out.',
  },
  skills: {
    label: 'Skills',
    heading: 'Skills',
    lead: 'Type a skill and press Enter or Add. Click a suggestion to add it.',
  },
  summary: {
    label: 'Summary',
    heading: 'Professional summary',
    lead: 'A short pitch at the top of your resume. Start from a suggestion or write your own.',
  },
  preview: {
    label: 'Preview',
    heading: 'Review and export',
    lead: 'Pick a layout, check every line, then export your resume.',
  },
};

export const careerStageLabels: Record<CareerStage, { label: string; hint: string }> = {
  entry: { label: 'Entry level', hint: '0-2 years of experience' },
  mid: { label: 'Mid-career', hint: '3-10 years of experience' },
  senior: { label: 'Senior', hint: '10+ years of experience' },
  changer: { label: 'Career changer', hint: 'Moving into a new field' },
};

export const transitionTypeLabels: Record<TransitionType, string> = {
  'same-field': 'Staying in the same field',
  'industry-switch': 'Switching industry',
  'role-change': 'Changing role',
  'academic-to-industry': 'Academia to industry',
};

export const backgroundLabels: Record<BackgroundCategory, string> = {
  corporate: 'Corporate',
  startup: 'Startup',
  academic: 'Academic',
  technical: 'Technical',
  creative: 'Creative',
};

/** Each skill list's heading, and what one item of it is called (the Add button's and the input's name). */
export const skillListTexts: Record<SkillListName, { heading: string; item: string; placeholder: string }> = {
  technical: { heading: 'Technical Skills', item: 'technical skill', placeholder: 'e.g. Python' },
  soft: { heading: 'Soft Skills', item: 'soft skill', placeholder: 'e.g. Stakeholder management' },
  languages: { heading: 'Languages', item: 'language', placeholder: 'e.g. Spanish (fluent)' },
  certifications: {
    heading: 'Certifications',
    item: 'certification',
    placeholder: 'e.g. AWS Certified Solutions Architect',
  },
};
