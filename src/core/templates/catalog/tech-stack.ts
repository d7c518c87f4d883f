import { bullet, dates, entry, onDate, plain, sampleResume, section, skills } from '../sample-parts';
import type { Template } from '../template';

/** Tech Stack: a developer-focused template, with a backend engineer's sample resume, projects and certifications. */
export const techStack: Template = {
  id: 'tech-stack',
  name: 'Tech Stack',
  description:
    'Made for engineers: a dedicated column for your stack, room for projects and open source, and a code-inspired look that stays readable for recruiters and ATS.',
  category: 'technical',
  features: [
    'Dedicated skills column for your stack',
    'Projects and open-source section',
    'Monospace accents for a technical feel',
    'Compact two-column layout',
  ],
  previewText: 'Dark slate header with a monospace name, a grey stack column with code-style tags.',
  popularity: 91,
  recommended: ['Software engineers', 'Data scientists', 'DevOps engineers', 'IT professionals'],
  sample: sampleResume(
    {
      name: 'Daniel Okafor',
      label: 'Senior Backend Engineer',
      email: 'daniel.okafor@example.com',
      phone: '(206) 555-0148',
      location: 'Seattle, WA',
      profiles: [
        { network: 'GitHub', url: 'github.com/dokafor' },
        { network: 'LinkedIn', url: 'linkedin.com/in/daniel-okafor' },
      ],
    },
    [
      section('summary', 'Professional Summary', [
        plain(
          'Backend engineer with 7 years of experience designing distributed systems in Go and Python. I build services that stay fast under load, and I care about observability, clear APIs and on-call that lets people sleep.',
        ),
      ]),
      section('experience', 'Experience', [
        entry({
          title: 'Senior Backend Engineer',
          organisation: 'Cascade Payments',
          location: 'Seattle, WA',
          dates: dates('2021-01', 'present'),
          lines: [
            bullet(
              'Designed the ledger service in Go that settles 14M transactions a day at p99 latency under 40 ms',
            ),
            bullet(
              'Led the move from a monolith to 12 services on Kubernetes with zero customer-facing downtime',
            ),
            bullet(
              'Introduced OpenTelemetry tracing, cutting mean time to resolution from 3 hours to 35 minutes',
            ),
            bullet('Interview and onboard backend engineers; mentor 4 mid-level engineers'),
          ],
        }),
        entry({
          title: 'Software Engineer',
          organisation: 'Northbeam Logistics',
          location: 'Portland, OR',
          dates: dates('2018-03', '2020-12'),
          lines: [
            bullet('Built a route optimisation API in Python and PostgreSQL serving 2,000 dispatchers'),
            bullet('Replaced nightly batch jobs with Kafka streams, making shipment status near real time'),
            bullet('Reduced AWS spend by 27% by right-sizing instances and moving cold data to S3'),
          ],
        }),
        entry({
          title: 'Junior Developer',
          organisation: 'Ridgeway Health IT',
          location: 'Portland, OR',
          dates: dates('2016-07', '2018-02'),
          lines: [bullet('Maintained HL7 integrations between hospital systems in Java and Spring')],
        }),
      ]),
      section('projects', 'Projects', [
        entry({
          title: 'pgqueue',
          lines: [
            plain('Open-source job queue on PostgreSQL with exactly-once processing; 2,300 GitHub stars.'),
            plain('Technologies: Go, PostgreSQL, Docker'),
            plain('Link: github.com/dokafor/pgqueue'),
          ],
        }),
        entry({
          title: 'Load test harness',
          lines: [
            plain('A k6-based harness that replays production traffic shapes against staging.'),
            plain('Technologies: k6, TypeScript, Grafana'),
          ],
        }),
      ]),
      section('skills', 'Technical Skills', [
        skills('Languages', ['Go', 'Python', 'TypeScript', 'SQL', 'Java']),
        skills('Infrastructure', ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'Kafka']),
        skills('Data', ['PostgreSQL', 'Redis', 'DynamoDB']),
        skills('Practices', ['Distributed systems', 'Observability', 'API design', 'CI/CD']),
      ]),
      section('certifications', 'Certifications', [
        entry({
          title: 'AWS Certified Solutions Architect – Associate',
          organisation: 'Amazon Web Services',
          dates: onDate('2022'),
        }),
        entry({
          title: 'Certified Kubernetes Application Developer (CKAD)',
          organisation: 'The Linux Foundation',
          dates: onDate('2021'),
        }),
      ]),
      section('education', 'Education', [
        entry({
          title: 'B.S. in Computer Science',
          organisation: 'Oregon State University',
          location: 'Corvallis, OR',
          dates: onDate('2016-06'),
          lines: [plain('GPA: 3.7/4.0')],
        }),
      ]),
    ],
  ),
};
