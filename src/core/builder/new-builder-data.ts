import {
  type BuilderData,
  type BuilderEducation,
  type BuilderExperience,
  builderDataSchema,
} from './builder-data';
import { generateId } from './generate-id';

/** A new experience card: every field blank, one empty achievement row (spec §5: at least one row). */
export function newExperience(): BuilderExperience {
  return {
    id: generateId(),
    jobTitle: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    current: false,
    achievements: [''],
  };
}

/** A new education card: every field blank. */
export function newEducation(): BuilderEducation {
  return {
    id: generateId(),
    degree: '',
    institution: '',
    location: '',
    graduationDate: '',
    gpa: '',
    honors: [],
    relevantCoursework: [],
  };
}

/**
 * The builder's data before the visitor types anything: one experience card and one education card (spec §5:
 * at least one card of each always remains), no skills, no summary.
 *
 * The profile's defaults are our decision (the spec names none): a mid-career professional staying in the same
 * field with a corporate background is the most common visitor and the neutral choice, as it recommends the
 * Modern layout and general suggestions rather than an entry-level or executive one.
 */
export function emptyBuilderData(): BuilderData {
  return {
    profile: {
      careerStage: 'mid',
      transitionType: 'same-field',
      backgroundCategory: 'corporate',
      targetIndustry: '',
      targetRole: '',
    },
    contact: {
      fullName: '',
      email: '',
      phone: '',
      location: '',
      linkedin: '',
      github: '',
      portfolio: '',
      website: '',
    },
    experience: [newExperience()],
    education: [newEducation()],
    skills: { technical: [], soft: [], languages: [], certifications: [] },
    summary: { text: '' },
  };
}

/**
 * Builder data read back from browser storage (already JSON-parsed): the data when it fits `builderDataSchema`,
 * else undefined, so a corrupt or outdated storage entry starts the wizard afresh instead of crashing the page.
 */
export function readBuilderData(value: unknown): BuilderData | undefined {
  const parsed = builderDataSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
