import { bullet, dates, entry, onDate, plain, sampleResume, section, skills } from '../sample-parts';
import type { Template } from '../template';

/** Executive Pro: a formal serif template, with a vice president of operations' sample resume. */
export const executivePro: Template = {
  id: 'executive-pro',
  name: 'Executive Pro',
  description:
    'A refined, traditional layout for senior leaders. Puts scope, strategy and measurable results first, in the formal style boards and executive recruiters expect.',
  category: 'traditional',
  features: [
    'Classic serif typography',
    'Centred executive header',
    'Leadership-focused structure',
    'Formal section rules',
  ],
  previewText: 'Centred small-capital name over a navy double rule, headings centred between rules.',
  popularity: 88,
  recommended: ['Executives', 'Senior managers', 'Directors', 'Board candidates'],
  sample: sampleResume(
    {
      name: 'Jonathan Whitfield',
      label: 'Vice President of Operations',
      email: 'j.whitfield@example.com',
      phone: '(312) 555-0163',
      location: 'Chicago, IL',
      profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/jonathan-whitfield' }],
    },
    [
      section('summary', 'Professional Summary', [
        plain(
          'Operations executive with 20 years of experience leading manufacturing and supply chain organisations of up to 2,400 people. Turned around two underperforming divisions, delivered $90M in cumulative cost savings and built leadership benches that promoted from within.',
        ),
      ]),
      section('experience', 'Experience', [
        entry({
          title: 'Vice President of Operations',
          organisation: 'Hartwell Industrial Group',
          location: 'Chicago, IL',
          dates: dates('2017-09', 'present'),
          lines: [
            bullet('Lead operations across 6 plants and 3 distribution centres with a $410M budget'),
            bullet('Raised on-time delivery from 82% to 97% through a lean transformation programme'),
            bullet(
              'Delivered $38M in savings over four years by consolidating two plants and renegotiating freight',
            ),
            bullet('Cut the recordable injury rate by 58% with a plant-floor safety leadership programme'),
          ],
        }),
        entry({
          title: 'Director of Manufacturing',
          organisation: 'Kessler Components',
          location: 'Milwaukee, WI',
          dates: dates('2011-03', '2017-08'),
          lines: [
            bullet(
              'Ran 3 plants with 1,100 employees producing precision components for aerospace customers',
            ),
            bullet(
              'Returned the division to profit within 18 months, from an $8M loss to a $12M operating profit',
            ),
            bullet('Introduced S&OP planning that lowered inventory by $22M while improving fill rates'),
          ],
        }),
        entry({
          title: 'Plant Manager',
          organisation: 'Kessler Components',
          location: 'Racine, WI',
          dates: dates('2005-06', '2011-02'),
          lines: [
            bullet('Managed a 420-person plant; achieved ISO 9001 and AS9100 certification'),
            bullet('Reduced scrap by 41% through statistical process control and operator training'),
          ],
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'MBA, Operations and Strategy',
          organisation: 'Northwestern University, Kellogg School of Management',
          location: 'Evanston, IL',
          dates: onDate('2010-06'),
        }),
        entry({
          title: 'B.S. in Industrial Engineering',
          organisation: 'Purdue University',
          location: 'West Lafayette, IN',
          dates: onDate('2003-05'),
        }),
      ]),
      section('skills', 'Core Competencies', [
        skills('Leadership', ['P&L ownership', 'Turnarounds', 'Change management', 'Succession planning']),
        skills('Operations', [
          'Lean manufacturing',
          'Supply chain strategy',
          'S&OP',
          'Capital planning',
          'M&A integration',
        ]),
      ]),
      section('other', 'Board & Affiliations', [
        bullet('Board Member, Illinois Manufacturers’ Association (2020 – Present)'),
        bullet('Advisory Council, Purdue School of Industrial Engineering'),
      ]),
      section('other', 'Awards & Recognition', [
        bullet('Manufacturing Leadership Award, Operational Excellence category (2021)'),
        bullet('Hartwell Chairman’s Award for the plant consolidation programme (2019)'),
      ]),
    ],
  ),
};
