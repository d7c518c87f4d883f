import { bullet, dates, entry, onDate, plain, sampleResume, section, skills } from '../sample-parts';
import type { Template } from '../template';

/** Healthcare Hero: a calm, clear template, with a registered nurse's sample resume, licences and awards. */
export const healthcareHero: Template = {
  id: 'healthcare-hero',
  name: 'Healthcare Hero',
  description:
    'A calm, clear layout for clinical careers. Makes licences and certifications easy to find, and presents patient-care results with credibility.',
  category: 'traditional',
  features: [
    'Highlighted licences and certifications',
    'Clinical experience focus',
    'Calm, readable colour palette',
    'Clear structure for busy hiring managers',
  ],
  previewText: 'Pale teal header panel with a strong left edge, certifications in a framed panel.',
  popularity: 83,
  recommended: ['Nurses', 'Physicians', 'Allied health professionals', 'Healthcare administrators'],
  sample: sampleResume(
    {
      name: 'Angela Torres',
      label: 'Registered Nurse, BSN, CCRN',
      email: 'angela.torres@example.com',
      phone: '(602) 555-0158',
      location: 'Phoenix, AZ',
      profiles: [{ network: 'LinkedIn', url: 'linkedin.com/in/angela-torres-rn' }],
    },
    [
      section('summary', 'Professional Summary', [
        plain(
          'Critical care nurse with 8 years of experience in cardiac and medical ICUs at Level I trauma centres. Calm in emergencies, precise with high-risk medications, and a charge nurse and preceptor who helps new nurses find their feet.',
        ),
      ]),
      section('certifications', 'Licenses & Certifications', [
        entry({
          title: 'Registered Nurse, Arizona (compact licence)',
          organisation: 'Arizona State Board of Nursing',
          dates: onDate('2016'),
        }),
        entry({
          title: 'Critical Care Registered Nurse (CCRN)',
          organisation: 'AACN',
          dates: onDate('2019'),
        }),
        entry({
          title: 'Advanced Cardiovascular Life Support (ACLS)',
          organisation: 'American Heart Association',
          dates: onDate('2024'),
        }),
        entry({
          title: 'Basic Life Support (BLS)',
          organisation: 'American Heart Association',
          dates: onDate('2024'),
        }),
      ]),
      section('experience', 'Clinical Experience', [
        entry({
          title: 'Charge Nurse, Cardiac ICU',
          organisation: 'Desert Valley Medical Center',
          location: 'Phoenix, AZ',
          dates: dates('2020-03', 'present'),
          lines: [
            bullet('Coordinate care for a 24-bed cardiac ICU and a team of up to 12 nurses per shift'),
            bullet('Care for post-operative cardiac surgery patients, including those on ECMO and IABP'),
            bullet('Led a sepsis bundle initiative that raised 3-hour compliance from 71% to 94%'),
            bullet('Precepted 15 new graduate nurses, all retained past their first year'),
          ],
        }),
        entry({
          title: 'Staff Nurse, Medical ICU',
          organisation: 'St. Agnes Regional Hospital',
          location: 'Tucson, AZ',
          dates: dates('2016-06', '2020-02'),
          lines: [
            bullet('Cared for 1–2 critically ill patients per shift, including ventilated and CRRT patients'),
            bullet(
              'Helped cut central line infections to zero for 14 months as a unit infection-control champion',
            ),
            bullet('Member of the rapid response team for 300 beds'),
          ],
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'Bachelor of Science in Nursing (BSN)',
          organisation: 'Arizona State University',
          location: 'Phoenix, AZ',
          dates: onDate('2016-05'),
          lines: [plain('Honors: Sigma Theta Tau International Honor Society of Nursing')],
        }),
      ]),
      section('skills', 'Clinical Skills', [
        skills('Critical care', [
          'Hemodynamic monitoring',
          'Ventilator management',
          'ECMO',
          'CRRT',
          'Titration of vasoactive drips',
        ]),
        skills('Systems', ['Epic', 'Pyxis', 'Alaris pumps']),
        skills('Languages', ['English', 'Spanish (fluent)']),
      ]),
      section('other', 'Awards & Recognition', [
        bullet('DAISY Award for Extraordinary Nurses (2022)'),
        bullet('Desert Valley Nursing Excellence Award, Critical Care (2021)'),
      ]),
    ],
  ),
};
