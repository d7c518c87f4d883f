import type { BuilderStep } from '@core/builder/builder-data';

/**
 * The Pro Tip card's advice for each of steps 1 to 6 (platform spec §2; the preview step has the Export Tips
 * card instead). One concrete habit per step, the kind a recruiter notices, kept here so every tip reads in one
 * voice and in one place.
 */
export const proTips: Record<Exclude<BuilderStep, 'preview'>, string> = {
  profile:
    'Choose the career stage employers will see in you, not only your years at work: it decides the skills, achievement openers and summary we suggest, and the layout we recommend.',
  contact:
    'Use a professional email address and give your city and region rather than a street address: recruiters only need to know whether you are local. A LinkedIn URL with your name in it reads better than one full of numbers.',
  experience:
    'Start each achievement with a strong verb and end it with a result you can measure: "Cut report turnaround from 3 days to 4 hours by automating the data pipeline" says more than "Responsible for reports". Three to five per role is plenty.',
  education:
    'Put your highest degree first. After a few years of work, the degree, school and year are enough; leave the GPA out unless it is 3.5 or higher or the employer asks for it.',
  skills:
    'Mirror the wording of the job posting: applicant tracking systems match exact terms, so write "JavaScript" if the posting does, not "JS". List only skills you could talk about in an interview.',
  summary:
    'Keep it to two to four sentences: who you are, your strongest evidence (a number helps) and what you want next. Name the role you are applying for, and tailor it for each application.',
};

/** The Export Tips card on the preview step: what makes each export land well. */
export const exportTips: readonly string[] = [
  'Export as PDF opens your browser’s print dialog: choose “Save as PDF” as the destination, and turn off headers and footers for a clean page.',
  'Send the text (ATS) version when an application form asks you to paste your resume, or when a job portal struggles with PDFs.',
  'Name the file after yourself (the text export already does), so a recruiter can find it among hundreds.',
  'Read the preview once more before sending: dates, spelling of company names and your phone number are the usual slips.',
];
