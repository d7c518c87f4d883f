import { bullet, dates, entry, onDate, plain, sampleResume, section, skills } from '../sample-parts';
import type { Template } from '../template';

/** Creative Impact: a bold two-column template, with a product designer's sample resume and projects. */
export const creativeImpact: Template = {
  id: 'creative-impact',
  name: 'Creative Impact',
  description:
    'A bold two-column design with a coloured sidebar that shows personality while keeping the content readable. Built to put your projects and craft on show.',
  category: 'creative',
  features: [
    'Two-column layout with a coloured sidebar',
    'Skills shown as tags',
    'Projects section for your portfolio',
    'Strong typographic hierarchy',
  ],
  previewText: 'Deep plum sidebar beside a large heavy name underlined by a coral bar.',
  popularity: 82,
  recommended: ['Designers', 'Creative directors', 'Content creators', 'Art and media professionals'],
  sample: sampleResume(
    {
      name: 'Sofia Marchetti',
      label: 'Senior Product Designer',
      email: 'sofia.marchetti@example.com',
      phone: '(718) 555-0129',
      location: 'Brooklyn, NY',
      profiles: [
        { network: 'Portfolio', url: 'sofiamarchetti.design' },
        { network: 'Dribbble', url: 'dribbble.com/sofiamarchetti' },
        { network: 'LinkedIn', url: 'linkedin.com/in/sofia-marchetti' },
      ],
    },
    [
      section('summary', 'Professional Summary', [
        plain(
          'Product designer with 8 years of experience shaping consumer apps from first sketch to launch. I pair research with bold visual systems, and I have led design for products used by more than 3 million people.',
        ),
      ]),
      section('experience', 'Experience', [
        entry({
          title: 'Senior Product Designer',
          organisation: 'Tidepool Music',
          location: 'New York, NY',
          dates: dates('2020-08', 'present'),
          lines: [
            bullet('Lead design for the listening experience used by 3.2M monthly listeners'),
            bullet('Redesigned onboarding, raising day-7 retention from 31% to 44%'),
            bullet('Built the Wave design system of 140 components, adopted by 5 product squads'),
            bullet('Mentor 3 designers and run the weekly design critique'),
          ],
        }),
        entry({
          title: 'Product Designer',
          organisation: 'Fernway Travel',
          location: 'New York, NY',
          dates: dates('2017-05', '2020-07'),
          lines: [
            bullet('Designed the trip planner that became the app’s most used feature within a year'),
            bullet('Ran 60+ usability sessions and turned the findings into a quarterly research report'),
            bullet('Partnered with brand on an illustration style used across app, web and print'),
          ],
        }),
        entry({
          title: 'Visual Designer',
          organisation: 'Studio Lanterna',
          location: 'Milan, Italy',
          dates: dates('2015-09', '2017-04'),
          lines: [bullet('Created identities and packaging for 20+ food and fashion clients')],
        }),
      ]),
      section('projects', 'Selected Projects', [
        entry({
          title: 'Wave Design System',
          lines: [
            plain('An open design system for audio apps: tokens, components and motion guidelines.'),
            plain('Technologies: Figma, Storybook, Style Dictionary'),
            plain('Link: wave.tidepool.example.com'),
          ],
        }),
        entry({
          title: 'Quiet Hours',
          lines: [
            plain('A side project: a calm-technology phone launcher, downloaded 85,000 times.'),
            plain('Technologies: Figma, Principle, Swift UI prototypes'),
          ],
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'BFA in Communication Design',
          organisation: 'Politecnico di Milano',
          location: 'Milan, Italy',
          dates: onDate('2015-07'),
          lines: [plain('Honors: Graduated cum laude')],
        }),
      ]),
      section('skills', 'Skills', [
        skills('Design', ['Interaction design', 'Visual design', 'Design systems', 'Prototyping', 'Motion']),
        skills('Research', ['Usability testing', 'Interviews', 'Journey mapping']),
        skills('Tools', ['Figma', 'Adobe Creative Cloud', 'Principle', 'Framer']),
      ]),
      section('other', 'Awards & Recognition', [
        bullet('Apple Design Award finalist, Tidepool Music (2022)'),
        bullet('Webby Honoree, Fernway trip planner (2019)'),
      ]),
    ],
  ),
};
