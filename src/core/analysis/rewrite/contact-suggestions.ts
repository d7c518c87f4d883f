import { type Candidate, impactScale } from './ranking';
import type { SuggestContext } from './suggest-input';

/** LinkedIn named in the header ("LinkedIn: jdoe", "in/jdoe" beside an icon): the profile is there, as a handle. */
const namesLinkedIn = /\blinked\s?in\b|(?:^|[\s|•·(])in\/[\w-]{2,}(?=$|[\s|•·),])/iu;
/** Where a resume names its profiles: the lines at the top, before the first section. */
const HEADER_LINES = 8;

/**
 * Missing email or phone (a recruiter must reach you), and LinkedIn as an optional extra, asked only of a
 * resume that names no LinkedIn profile in any form. Guidance only.
 */
export function contactSuggestions(context: SuggestContext): Candidate[] {
  const { contact } = context.input;
  const candidates: Candidate[] = [];
  if (!contact.email)
    candidates.push({
      title: 'Add your email address',
      description:
        'No email address was found in your resume. It is the first way a recruiter will contact you.',
      priority: 'high',
      impact: impactScale.email,
      type: 'contact',
      suggestion: 'Put a professional email address in the header, next to your name.',
      order: 0,
    });
  if (!contact.phone)
    candidates.push({
      title: 'Add your phone number',
      description:
        'No phone number was found in your resume. Many recruiters call to arrange a first interview.',
      priority: 'medium',
      impact: impactScale.phone,
      type: 'contact',
      suggestion: 'Add a phone number where you can be reached to the header.',
      order: 1,
    });
  const header = context.input.resume.text.split('\n').slice(0, HEADER_LINES).join('\n');
  if (!contact.linkedin && !namesLinkedIn.test(header))
    candidates.push({
      title: 'Consider adding your LinkedIn profile',
      description:
        'No LinkedIn link was found. Recruiters for office and professional roles often look candidates up; it is optional.',
      priority: 'low',
      impact: impactScale.linkedin,
      type: 'contact',
      suggestion: 'If you keep an up-to-date LinkedIn profile, add its address to the header.',
      order: 2,
    });
  return candidates;
}
