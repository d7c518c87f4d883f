import { bullet, dates, entry, onDate, plain, sampleResume, section, skills } from '../sample-parts';
import type { Template } from '../template';

/** Startup Hustle: an energetic modern template, with a product generalist's sample resume and side projects. */
export const startupHustle: Template = {
  id: 'startup-hustle',
  name: 'Startup Hustle',
  description:
    'An energetic, modern layout for people who wear many hats. Shows impact, speed and range, with room for side projects and launches.',
  category: 'modern',
  features: [
    'Bold, high-energy header',
    'Impact-first role layout',
    'Side projects and launches section',
    'Fast to scan in six seconds',
  ],
  previewText: 'Heavy name under a yellow highlighter stroke, orange heading blocks, dates in badges.',
  popularity: 85,
  recommended: ['Startup employees', 'Product managers', 'Entrepreneurs', 'Generalists'],
  sample: sampleResume(
    {
      name: 'Marcus Bell',
      label: 'Product Lead',
      email: 'marcus.bell@example.com',
      phone: '(415) 555-0116',
      location: 'San Francisco, CA',
      profiles: [
        { network: 'LinkedIn', url: 'linkedin.com/in/marcus-bell' },
        { network: 'Website', url: 'marcusbell.example.com' },
      ],
    },
    [
      section('summary', 'Professional Summary', [
        plain(
          'Product generalist with 6 years at seed to Series C startups. I have shipped products from zero to $5M ARR, run growth experiments, written SQL and support macros on the same day, and hired the teams that took over.',
        ),
      ]),
      section('experience', 'Experience', [
        entry({
          title: 'Product Lead',
          organisation: 'Loopcart',
          location: 'San Francisco, CA',
          dates: dates('2022-02', 'present'),
          lines: [
            bullet('First product hire at a Series A checkout startup; grew ARR from $1.2M to $5.4M'),
            bullet('Shipped one-click reorders, now 38% of all orders, in six weeks from idea to launch'),
            bullet('Set up the experimentation stack and ran 45 A/B tests in the first year'),
            bullet('Hired and lead a team of 2 product managers and 1 designer'),
          ],
        }),
        entry({
          title: 'Growth Product Manager',
          organisation: 'Kitewing',
          location: 'Oakland, CA',
          dates: dates('2019-06', '2022-01'),
          lines: [
            bullet('Owned activation for a scheduling app; raised week-1 activation from 22% to 35%'),
            bullet('Launched a referral program that drove 18% of new sign-ups'),
            bullet('Built self-serve dashboards in Metabase used by the whole company'),
          ],
        }),
        entry({
          title: 'Operations Associate',
          organisation: 'Pantry Run',
          location: 'San Francisco, CA',
          dates: dates('2018-01', '2019-05'),
          lines: [
            bullet('Employee #9: ran customer support, vendor onboarding and city launches in 3 markets'),
          ],
        }),
      ]),
      section('projects', 'Side Projects', [
        entry({
          title: 'Standup Bot',
          lines: [
            plain('A Slack bot for async standups used by 300 teams; reached #3 on Product Hunt.'),
            plain('Technologies: Node.js, Slack API, Supabase'),
            plain('Link: standupbot.example.com'),
          ],
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'B.A. in Economics',
          organisation: 'University of California, Berkeley',
          location: 'Berkeley, CA',
          dates: onDate('2017-05'),
        }),
      ]),
      section('skills', 'Skills', [
        skills('Product', ['Discovery', 'Roadmapping', 'Experimentation', 'Pricing', 'Go-to-market']),
        skills('Technical', ['SQL', 'Amplitude', 'Metabase', 'Figma', 'Basic JavaScript']),
        skills('Ways of working', ['Zero-to-one launches', 'Hiring', 'Customer interviews']),
      ]),
    ],
  ),
};
