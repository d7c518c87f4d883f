import { describe, expect, it } from 'vitest';
import { dutyAsTask, rewriteWeakOpening } from './weak-openings';

/** Real lines of the corpus resumes (livecareer, resume-matcher, soupboss), and what they become. */
const realLines: readonly (readonly [string, 'past' | 'present', string | null])[] = [
  [
    'Responsible for ordering needed materials/supplies for factory production floor.',
    'past',
    'Ordered needed materials/supplies for factory production floor.',
  ],
  [
    'Responsible for receiving deliveries and following all security procedures.',
    'past',
    'Received deliveries and followed all security procedures.',
  ],
  ['In charge of monitoring religious freedom in Africa', 'past', 'Monitored religious freedom in Africa'],
  [
    'Responsible for primary care, case management and medication management.',
    'past',
    'Provided primary care, case management and medication management.',
  ],
  [
    'Responsible for all PO and non PO payable entry/coding for all companies.',
    'present',
    'Manage all PO and non PO payable entry/coding for all companies.',
  ],
  ['Assisted in the training of all new employees.', 'past', 'Supported the training of all new employees.'],
  ['Assisted in weekly teller line scheduling', 'past', 'Supported weekly teller line scheduling'],
  [
    'Assisted in migrating the legacy system to a modern MERN stack architecture.',
    'past',
    'Contributed to migrating the legacy system to a modern MERN stack architecture.',
  ],
  [
    'Helped develop a variety of menu items catering to customers with food allergies.',
    'past',
    'Co-developed a variety of menu items catering to customers with food allergies.',
  ],
  [
    'Helped facilitate roll of purchasing manager during turnover period from September 2013 - December 2013.',
    'past',
    'Co-facilitated roll of purchasing manager during turnover period from September 2013 - December 2013.',
  ],
  [
    'Helped troubleshoot software and hardware issues for law office employees',
    'past',
    'Contributed to troubleshooting software and hardware issues for law office employees',
  ],
  [
    'Helped clients organize their finances and compute their taxes during tax season',
    'past',
    'Enabled clients to organize their finances and compute their taxes during tax season',
  ],
  ['Help customers try on or fit merchandise.', 'present', 'Enable customers to try on or fit merchandise.'],
  [
    'Helped 15+ other Junior developers on the team with technical issue resolution',
    'past',
    'Supported 15+ other Junior developers on the team with technical issue resolution',
  ],
  [
    'Participated in unit based Quality Assurance Program.',
    'past',
    'Contributed to unit based Quality Assurance Program.',
  ],
  [
    'Worked with vendors to resolve any situations that arose.',
    'past',
    'Collaborated with vendors to resolve any situations that arose.',
  ],
  [
    'Work directly with vendors to resolve and discrepancy with payables.',
    'present',
    'Collaborate directly with vendors to resolve and discrepancy with payables.',
  ],
  [
    'Handled products and equipment in accordance with safety and sanitation guidelines.',
    'past',
    'Managed products and equipment in accordance with safety and sanitation guidelines.',
  ],
  ['Handle insurance billing and compliance', 'present', 'Manage insurance billing and compliance'],
  // A list mixing gerunds and nouns cannot be rewritten without breaking its grammar.
  [
    'Responsible for maintaining cash flow, all payables, and setting up credit accounts with vendors.',
    'past',
    null,
  ],
  // "Worked with" a tool is no collaboration.
  ['Worked with PostgreSQL databases and wrote optimized queries', 'past', null],
  ['Participated in weekly staff meetings', 'past', null],
  ['Reduced application response time by 40% through performance optimization', 'past', null],
];

describe('rewriteWeakOpening on corpus lines', () => {
  it.each(realLines)('%s', (line, tense, expected) => {
    expect(rewriteWeakOpening(line, tense)).toBe(expected);
  });
});

describe('rewriteWeakOpening grammar', () => {
  it('conjugates the gerund after "Responsible for" (brief examples)', () => {
    expect(rewriteWeakOpening('Responsible for managing the budget')).toBe('Managed the budget');
    expect(rewriteWeakOpening('Responsible for managing the budget', 'present')).toBe('Manage the budget');
    expect(rewriteWeakOpening('Was responsible for training new staff')).toBe('Trained new staff');
    expect(rewriteWeakOpening('Helped with onboarding new hires')).toBe(
      'Contributed to onboarding new hires',
    );
    expect(rewriteWeakOpening('Helped with the onboarding of new hires')).toBe(
      'Supported the onboarding of new hires',
    );
  });

  it('converts every gerund that heads an item of the list, not adjectives', () => {
    expect(
      rewriteWeakOpening('Duties included answering phones, filing records and scheduling appointments.'),
    ).toBe('Answered phones, filed records and scheduled appointments.');
    expect(rewriteWeakOpening('Responsible for greeting new and returning customers')).toBe(
      'Greeted new and returning customers',
    );
    expect(rewriteWeakOpening('Responsible for ordering paper, pens, and toner')).toBe(
      'Ordered paper, pens, and toner',
    );
  });

  it('picks the verb a noun calls for', () => {
    expect(rewriteWeakOpening('Responsible for the front desk team')).toBe('Supervised the front desk team');
    expect(rewriteWeakOpening('Responsible for building maintenance')).toBe('Performed building maintenance');
    expect(rewriteWeakOpening('Responsible for monthly reports to the board')).toBe(
      'Prepared monthly reports to the board',
    );
    expect(rewriteWeakOpening('Handled customer complaints and returns')).toBe(
      'Resolved customer complaints and returns',
    );
    expect(rewriteWeakOpening('Handled cash and card payments')).toBe('Processed cash and card payments');
    expect(rewriteWeakOpening('Handled the front office')).toBe('Managed the front office');
    expect(rewriteWeakOpening('Worked on the checkout redesign')).toBe(
      'Contributed to the checkout redesign',
    );
    expect(rewriteWeakOpening('Worked on developing a new intake form')).toBe('Developed a new intake form');
  });

  it('keeps who was helped whole, to its first people noun (the users’ "internal to audit team")', () => {
    expect(rewriteWeakOpening('Helped the internal audit team complete annual audits')).toBe(
      'Enabled the internal audit team to complete annual audits',
    );
    expect(rewriteWeakOpening('Helped management prepare the annual budget')).toBe(
      'Enabled management to prepare the annual budget',
    );
    expect(rewriteWeakOpening('Help the new hires learn the register', 'present')).toBe(
      'Enable the new hires to learn the register',
    );
  });

  it('says a single duty as a task managed, as a second choice', () => {
    expect(dutyAsTask('Responsible for scheduling the night shift for the unit')).toBe(
      'Managed the scheduling of the night shift for the unit',
    );
    expect(dutyAsTask('Responsible for ordering office supplies', 'present')).toBe(
      'Manage the ordering of office supplies',
    );
    // A list of duties would need each verb turned; "managing" would say manage twice.
    expect(
      dutyAsTask('Responsible for receiving deliveries and following all security procedures'),
    ).toBeNull();
    expect(dutyAsTask('Responsible for managing the budget')).toBeNull();
    expect(dutyAsTask('Responsible for the front desk team')).toBeNull();
  });

  it('never rewrites a line that does not open weakly', () => {
    expect(rewriteWeakOpening('Managed a team of 6 nurses')).toBeNull();
    expect(rewriteWeakOpening('Responsible')).toBeNull();
    expect(rewriteWeakOpening('Help desk support for 300 users')).toBeNull();
  });
});
