import { bullet, dates, entry, onDate, plain, sampleResume, section, skills } from '../sample-parts';
import type { Template } from '../template';

/** Modern Minimal: the gallery's most picked template, with a marketing manager's sample resume. */
export const modernMinimal: Template = {
  id: 'modern-minimal',
  name: 'Modern Minimal',
  description:
    'A clean, single-column layout with generous white space and one accent colour. Lets your results speak without visual noise.',
  category: 'modern',
  features: [
    'Single-column, ATS-friendly structure',
    'Generous white space and clear hierarchy',
    'Right-aligned dates for quick scanning',
    'Subtle teal accent on headings',
  ],
  previewText: 'Light sans-serif type, spaced capital headings with a hairline rule, one teal accent.',
  popularity: 95,
  recommended: [
    'Marketing professionals',
    'Project managers',
    'Mid-career professionals',
    'Recent graduates',
  ],
  sample: sampleResume(
    {
      name: 'Priya Raman',
      label: 'Senior Marketing Manager',
      email: 'priya.raman@example.com',
      phone: '(512) 555-0187',
      location: 'Austin, TX',
      profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/priya-raman' }],
    },
    [
      section('summary', 'Professional Summary', [
        plain(
          'Marketing manager with 9 years of experience growing B2B software brands through lifecycle campaigns, content and paid acquisition. Known for tying every campaign to pipeline and for building small teams that ship weekly.',
        ),
      ]),
      section('experience', 'Experience', [
        entry({
          title: 'Senior Marketing Manager',
          organisation: 'Brightline Analytics',
          location: 'Austin, TX',
          dates: dates('2021-04', 'present'),
          lines: [
            bullet('Lead a team of 5 across demand generation, content and marketing operations'),
            bullet('Grew marketing-sourced pipeline from $4.2M to $11.8M in two years'),
            bullet('Rebuilt the nurture program in HubSpot, lifting MQL-to-SQL conversion from 14% to 23%'),
            bullet('Launched a customer webinar series that now brings 1,200 registrants a quarter'),
          ],
        }),
        entry({
          title: 'Marketing Manager',
          organisation: 'Clearwater Software',
          location: 'Dallas, TX',
          dates: dates('2018-02', '2021-03'),
          lines: [
            bullet('Owned a $1.1M annual paid media budget across Google Ads, LinkedIn and Capterra'),
            bullet('Cut cost per lead by 31% through landing page tests and tighter audience targeting'),
            bullet('Planned the rebrand and website relaunch with an agency, on time and under budget'),
          ],
        }),
        entry({
          title: 'Marketing Coordinator',
          organisation: 'Pecan Street Media',
          location: 'Austin, TX',
          dates: dates('2015-06', '2018-01'),
          lines: [
            bullet('Wrote and scheduled social content for 12 client accounts'),
            bullet(
              'Produced the monthly email newsletter, growing the list from 8,000 to 21,000 subscribers',
            ),
          ],
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'B.B.A. in Marketing',
          organisation: 'The University of Texas at Austin',
          location: 'Austin, TX',
          dates: onDate('2015-05'),
          lines: [plain('Honors: Business Honors Program, Dean’s List (6 semesters)')],
        }),
      ]),
      section('skills', 'Skills', [
        skills('Marketing', [
          'Demand generation',
          'Lifecycle and email marketing',
          'Content strategy',
          'Paid search and social',
          'Brand positioning',
        ]),
        skills('Tools', ['HubSpot', 'Salesforce', 'Google Analytics 4', 'Looker Studio', 'Figma', 'Asana']),
        skills('Leadership', ['Team building', 'Budget ownership', 'Agency management']),
      ]),
      section('certifications', 'Certifications', [
        entry({
          title: 'HubSpot Inbound Marketing Certification',
          organisation: 'HubSpot Academy',
          dates: onDate('2023'),
        }),
        entry({ title: 'Google Ads Search Certification', organisation: 'Google', dates: onDate('2022') }),
      ]),
    ],
  ),
};
