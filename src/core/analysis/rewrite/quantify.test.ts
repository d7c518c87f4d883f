import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasFigure, markWhereNumberBelongs, placeholderPattern } from './quantify';

describe('markWhereNumberBelongs', () => {
  it('marks a change with [X%] where the change ends (brief examples)', () => {
    expect(markWhereNumberBelongs('Reduced page load time')).toBe('Reduced page load time by [X%]');
    expect(markWhereNumberBelongs('Improved code quality through thorough testing.')).toBe(
      'Improved code quality by [X%] through thorough testing.',
    );
    expect(markWhereNumberBelongs('Reduced costs by renegotiating vendor contracts')).toBe(
      'Reduced costs by [X%] through renegotiating vendor contracts',
    );
    expect(
      markWhereNumberBelongs('Increased sales in the Midwest region, winning two new accounts'),
    ).toBeNull();
    expect(markWhereNumberBelongs('Increased repeat sales in the Midwest region and trained cashiers')).toBe(
      'Increased repeat sales in the Midwest region by [X%] and trained cashiers',
    );
  });

  it('sizes a team with [N]', () => {
    expect(markWhereNumberBelongs('Managed a team')).toBe('Managed a team of [N] people');
    expect(
      markWhereNumberBelongs(
        'Led a team of developers in building scalable and high-performing e-commerce applications.',
      ),
    ).toBe('Led a team of [N] developers in building scalable and high-performing e-commerce applications.');
    expect(markWhereNumberBelongs('Managed team of medical support personnel.')).toBe(
      'Managed team of [N] medical support personnel.',
    );
    expect(markWhereNumberBelongs('Coached a sales team, raising close rates')).toBe(
      'Coached a sales team of [N] people, raising close rates',
    );
    expect(markWhereNumberBelongs('Led a team meeting every week')).toBeNull();
    expect(
      markWhereNumberBelongs('Trained new accounting department employees with functionality demos'),
    ).toBe('Trained [N] new accounting department employees with functionality demos');
  });

  it('counts plural objects and replaces vague quantities (corpus lines)', () => {
    expect(markWhereNumberBelongs('Mentored junior developers and conducted code reviews')).toBe(
      'Mentored [N] junior developers and conducted code reviews',
    );
    expect(markWhereNumberBelongs('Built and maintained web applications using React and Django')).toBe(
      'Built and maintained [N] web applications using React and Django',
    );
    expect(
      markWhereNumberBelongs(
        'Successfully delivered multiple projects within the stipulated time and budget.',
      ),
    ).toBe('Successfully delivered [N] projects within the stipulated time and budget.');
    expect(markWhereNumberBelongs('Trained new employees for the skilled units.')).toBe(
      'Trained [N] new employees for the skilled units.',
    );
    // A plural followed by more of its noun phrase modifies it: nothing to count there.
    expect(markWhereNumberBelongs('Reconcile accounts receivable general ledger account.')).toBeNull();
    expect(markWhereNumberBelongs('Managed the annual budget for the clinic')).toBe(
      'Managed the [$X] annual budget for the clinic',
    );
  });

  it('counts past a skill the line names, never past another capitalised word', () => {
    expect(markWhereNumberBelongs('Built Power BI reports on claims volume for the operations team')).toBe(
      'Built [N] Power BI reports on claims volume for the operations team',
    );
    expect(markWhereNumberBelongs('Planned and taught Geometry units under a cooperating teacher')).toBe(
      'Planned and taught [N] Geometry units under a cooperating teacher',
    );
    // "Acme" may be an employer: "[N] Acme accounts" could read as a claim about it.
    expect(markWhereNumberBelongs('Managed Acme accounts in the region')).toBeNull();
  });

  it('leaves bullets with a figure, and objects that count nothing, alone', () => {
    expect(
      markWhereNumberBelongs('Reduced application response time by 40% through performance optimization'),
    ).toBeNull();
    expect(markWhereNumberBelongs('Obtained vitals for a floor of twenty patients per shift')).toBeNull();
    expect(
      markWhereNumberBelongs('Followed proper selection procedures as established by the company.'),
    ).toBeNull();
    expect(
      markWhereNumberBelongs('Maintained patient privacy and confidential patient information.'),
    ).toBeNull();
    expect(markWhereNumberBelongs('Reduced provisioning timelines from weeks to minutes')).toBeNull();
    expect(markWhereNumberBelongs('Experienced nurse with a caring attitude')).toBeNull();
  });

  it('never inserts at the end of a line whose sentence goes on in the next line', () => {
    const line = 'Reduced operating costs for the';
    expect(markWhereNumberBelongs(line, `${line} regional warehouses`)).toBeNull();
    const wrapped = 'Reduced operating costs through renegotiated';
    expect(markWhereNumberBelongs(wrapped, `${wrapped} carrier contracts`)).toBe(
      'Reduced operating costs by [X%] through renegotiated',
    );
  });

  it('tells a figure from none', () => {
    expect(hasFigure('Served 40 tables')).toBe(true);
    expect(hasFigure('Served hundreds of guests')).toBe(true);
    expect(hasFigure('Served [N] guests')).toBe(true);
    expect(hasFigure('Served guests')).toBe(false);
  });

  it('never writes a digit: its only additions are placeholders (property)', () => {
    const words = fc.constantFrom(
      'Reduced',
      'Managed',
      'Led',
      'a',
      'the',
      'team',
      'of',
      'costs',
      'budget',
      'projects',
      'multiple',
      'and',
      'improved',
      'by',
      'through',
      'customers',
      'new',
      'in',
      ',',
      'v2',
      '3',
    );
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 14 }), (tokens) => {
        const line = tokens.join(' ');
        const marked = markWhereNumberBelongs(line);
        if (marked === null) return true;
        return !/\d/.test(marked.replace(placeholderPattern, '')) && !/\d/.test(line);
      }),
    );
  });
});
