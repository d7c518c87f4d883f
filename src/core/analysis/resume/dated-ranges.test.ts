import { describe, expect, it } from 'vitest';
import { datedRanges } from './dated-ranges';

const now = { year: 2025, month: 6 };
/** "2019-01..2021-12" for each range found. */
const spans = (lines: string[]) =>
  datedRanges(lines, now).map((range) => {
    const month = (value: number) => `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, '0')}`;
    return `${month(range.startMonth)}..${month(range.endMonth)}`;
  });
const span = (line: string) => spans([line]);

describe('datedRanges: formats', () => {
  it.each([
    ['Jan 2019 – Present', '2019-01..2025-06'],
    ['January 2019 - Dec 2021', '2019-01..2021-12'],
    ['2018 - 2020', '2018-01..2020-12'],
    ['03/2017 – 06/2019', '2017-03..2019-06'],
    ['2017.03 - 2019.06', '2017-03..2019-06'],
    ['2017-03 – 2019-06', '2017-03..2019-06'],
    ['Sept. 2015 to Current', '2015-09..2025-06'],
    ['Summer 2019', '2019-06..2019-08'],
    ['Fall 2013 – Spring 2014', '2013-09..2014-05'],
    ['2020–now', '2020-01..2025-06'],
    ['08/2014 - Current', '2014-08..2025-06'],
    ['01/2011 to 01/2013', '2011-01..2013-01'],
    ["Jan '19 – Mar '21", '2019-01..2021-03'],
    ['15.03.2018 - 30.06.2019', '2018-03..2019-06'],
    ['Since 2021', '2021-01..2025-06'],
    ['seit 2020', '2020-01..2025-06'],
    ['März 2019 – heute', '2019-03..2025-06'],
    ['von 04/2016 bis 12/2019', '2016-04..2019-12'],
    ['Okt. 2018 - Dez. 2019', '2018-10..2019-12'],
    ['sept. 2015 – déc. 2017', '2015-09..2017-12'],
    ['2019 - actualidad', '2019-01..2025-06'],
    ['ene. 2020 - presente', '2020-01..2025-06'],
    ['enero de 2019 a marzo de 2020', '2019-01..2020-03'],
    ['desde 2019 hasta 2021', '2019-01..2021-12'],
    ['Software Engineer, Acme, Anywhere, USA, June 2018 - Present', '2018-06..2025-06'],
    ['Nov 2005 - Feb 2022 · 16 yrs 4 mos', '2005-11..2022-02'],
  ])('%s -> %s', (line, expected) => {
    expect(span(line)).toEqual([expected]);
  });

  it('reads two dates side by side as a range when both give the month (dash lost in a PDF)', () => {
    expect(span('Software Architect Jun. 2017 May 2018')).toEqual(['2017-06..2018-05']);
    expect(span('Founding Member Mar. 2021 Present')).toEqual(['2021-03..2025-06']);
    expect(span('Researcher Mar. 2016 Exp. Jun. 2017')).toEqual(['2016-03..2017-06']);
    expect(span('Freelance Penetration Tester Sep. 2013, Mar. 2011 Oct. 2011')).toEqual(['2011-03..2011-10']);
  });

  it('finds every range of a line', () => {
    expect(span('Feb 2022 - Jul 2024 · 2 yrs Feb 2022 to Jul 2024')).toEqual([
      '2022-02..2024-07',
      '2022-02..2024-07',
    ]);
  });

  it('reads ranges split over lines', () => {
    expect(spans(['June 2020 – MERN Stack Developer, OpenAI', 'Present Working on the development'])).toEqual(
      ['2020-06..2025-06'],
    );
    expect(spans(['July 2015 – Full Stack Developer, Uber', 'May 2020 Developed web applications'])).toEqual([
      '2015-07..2020-05',
    ]);
    expect(spans(['December 2015', 'to', 'August 2016', 'Company Name City , State Sous Chef'])).toEqual([
      '2015-12..2016-08',
    ]);
  });

  it('gives the line of the start and that line, trimmed', () => {
    expect(datedRanges(['Experience', '  Cook, Diner  Jan 2019 – Dec 2020 '], now)).toEqual([
      { startMonth: 2019 * 12, endMonth: 2020 * 12 + 11, line: 1, text: 'Cook, Diner  Jan 2019 – Dec 2020' },
    ]);
  });
});

describe('datedRanges: what is not a range', () => {
  it.each([
    'B.S. Computer Science | University of California | 2018',
    'Graduated May 2016',
    'Summer 2013, 2014 are years',
    'ISO27001 certified 2019',
    'Tel 555-2019-2020',
    '2020 - 2010',
    '1900 - 2020',
    'Supported 2,000 - 3,000 users',
  ])('%s', (line) => {
    const found = span(line);
    // "Summer 2013" alone is a range; the bare year after it is not.
    expect(found.length <= 1 && found.every((range) => range === '2013-06..2013-08')).toBe(true);
  });

  it('ends nothing after now, and starts nothing after now', () => {
    expect(span('Jan 2024 – Dec 2027')).toEqual(['2024-01..2025-06']);
    expect(span('Jul 2025 – Present')).toEqual([]);
  });
});
