import { describe, expect, it } from 'vitest';
import { splitSections } from '../../ingest/sections';
import { profileResume } from '../resume-profile';
import { titleSimilarity } from './title-similarity';

const now = { year: 2026, month: 11 };
const profile = (text: string) => profileResume({ text, sections: splitSections(text) }, now);
const accountManager = { title: 'Account Manager', englishTitle: 'Account Manager' };

describe('titleSimilarity', () => {
  it('reads a role line, not an achievement bullet that happens to hold the words', () => {
    // After soupboss-mickey01.docx: a security engineer whose bullet names "account" and "Management".
    const engineer = profile(
      [
        'Mickey Mouse',
        'Experience',
        'Senior Security Engineer, Acme Corp, 2019 - Present',
        '• Led the enterprise-wide deployment of Random Password Management, enhancing privileged account security',
      ].join('\n'),
    );
    const seller = profile(
      ['Minnie Mouse', 'Experience', 'Account Manager, Globex, 2018 - Present', '• Grew 40 accounts'].join(
        '\n',
      ),
    );
    const forEngineer = titleSimilarity(accountManager, engineer);
    const forSeller = titleSimilarity(accountManager, seller);
    expect(forSeller.score).toBe(1);
    expect(forSeller.note).toContain('Account Manager, Globex');
    expect(forEngineer.score).toBeLessThan(0.5);
    expect(forEngineer.note).not.toContain('Password');
  });
});
