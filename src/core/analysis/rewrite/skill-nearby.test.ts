import { describe, expect, it } from 'vitest';
import { saysSkillNearby } from './skill-nearby';

describe('saysSkillNearby (lines of corpus resumes)', () => {
  it.each([
    [
      '• Conducted comprehensive security audits and enforced compliance, ensuring 100% adherence',
      'Security compliance',
    ],
    ['• Prepare business activity reports for corporate clients', 'Business reporting'],
    ['Reconciled the monthly financial reports', 'Financial reporting'],
    ['Mapped the business processes of three clinics', 'Business process'],
  ])('finds %j saying %s', (line, skill) => {
    expect(saysSkillNearby(line, skill)).toBe(true);
  });

  it.each([
    [
      'Developed and maintained overall production schedules.',
      'Product development',
      'another noun of the family',
    ],
    [
      'Assist other areas of management in fund accounting budget preparations',
      'Account management',
      'accounting',
    ],
    [
      '• Led the deployment of Random Password Management, enhancing privileged account security.',
      'Account management',
      'a comma between',
    ],
    [
      '• Filed reports with the Securities and Exchange Commission (SEC) to share and update financial data',
      'Financial reporting',
      'too far apart',
    ],
    ['Wrote Python services', 'Python', 'one word'],
    ['Reports to the Business Unit Director', 'Business reporting', 'out of order'],
  ])('does not find %j saying %s (%s)', (line, skill) => {
    expect(saysSkillNearby(line, skill)).toBe(false);
  });
});
