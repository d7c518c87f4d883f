import { bullet, dates, entry, onDate, plain, sampleResume, section, skills } from '../sample-parts';
import type { Template } from '../template';

/** Finance Focus: a dense, conservative template, with a financial analyst's sample resume and certifications. */
export const financeFocus: Template = {
  id: 'finance-focus',
  name: 'Finance Focus',
  description:
    'A precise, conservative layout for finance and accounting. Puts numbers, licences and deal experience up front in a compact format banks and firms recognise.',
  category: 'traditional',
  features: [
    'Compact, information-dense layout',
    'Quantified results highlighted',
    'Licences and certifications section',
    'Conservative styling for regulated industries',
  ],
  previewText: 'Capitalised name with contact set right, headings on shaded green bands, compact type.',
  popularity: 87,
  recommended: ['Financial analysts', 'Accountants', 'Investment bankers', 'Consultants'],
  sample: sampleResume(
    {
      name: 'Rachel Goldberg',
      label: 'Senior Financial Analyst',
      email: 'rachel.goldberg@example.com',
      phone: '(646) 555-0134',
      location: 'New York, NY',
      profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/rachel-goldberg-cfa' }],
    },
    [
      section('summary', 'Professional Summary', [
        plain(
          'Financial analyst with 6 years in corporate FP&A and equity research. Builds the models leadership uses to allocate capital, and explains them plainly. CFA charterholder.',
        ),
      ]),
      section('experience', 'Experience', [
        entry({
          title: 'Senior Financial Analyst, FP&A',
          organisation: 'Meridian Consumer Brands',
          location: 'New York, NY',
          dates: dates('2021-07', 'present'),
          lines: [
            bullet('Own the $1.8B revenue forecast and monthly variance reporting to the CFO'),
            bullet('Built a driver-based planning model that cut the budget cycle from 10 weeks to 6'),
            bullet('Modelled a $240M acquisition; identified $18M in synergies confirmed after closing'),
            bullet(
              'Automated 30 recurring reports with Power Query and SQL, saving 25 analyst hours a month',
            ),
          ],
        }),
        entry({
          title: 'Equity Research Associate',
          organisation: 'Whitestone Securities',
          location: 'New York, NY',
          dates: dates('2018-07', '2021-06'),
          lines: [
            bullet('Covered 14 consumer staples companies with a combined market cap of $420B'),
            bullet('Wrote initiation reports and quarterly earnings notes for institutional clients'),
            bullet('Maintained three-statement and DCF models for the covered companies'),
          ],
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'B.S. in Finance, minor in Statistics',
          organisation: 'New York University, Stern School of Business',
          location: 'New York, NY',
          dates: onDate('2018-05'),
          lines: [plain('GPA: 3.81/4.0'), plain('Honors: magna cum laude, Beta Gamma Sigma')],
        }),
      ]),
      section('certifications', 'Licenses & Certifications', [
        entry({
          title: 'Chartered Financial Analyst (CFA)',
          organisation: 'CFA Institute',
          dates: onDate('2022'),
        }),
        entry({
          title: 'Financial Modeling & Valuation Analyst (FMVA)',
          organisation: 'Corporate Finance Institute',
          dates: onDate('2019'),
        }),
      ]),
      section('skills', 'Skills', [
        skills('Finance', [
          'Financial modelling',
          'DCF and comparables',
          'Forecasting',
          'Variance analysis',
          'M&A analysis',
        ]),
        skills('Tools', ['Excel', 'Power Query', 'SQL', 'Anaplan', 'Bloomberg Terminal', 'Tableau']),
      ]),
      section('other', 'Awards & Recognition', [
        bullet('Meridian CFO Award for the planning model redesign (2023)'),
        bullet('Institutional Investor Rising Star, consumer staples research team (2020)'),
      ]),
    ],
  ),
};
