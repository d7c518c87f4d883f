import type { BuilderData } from '@core/builder/builder-data';
import { emptyBuilderData } from '@core/builder/new-builder-data';
import { QueryClientProvider } from '@tanstack/react-query';
import { NewestToast } from '@test/web/newest-toast';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { paths } from '../../config/paths';
import { createQueryClient } from '../../lib/query-client';

/** For the builder's component tests only: providers, the newest toast, and a filled-in resume. */

/** Renders `node` under a query client and a memory router at /resume-builder, with the newest toast. */
export function renderBuilder(node: ReactNode) {
  const location = memoryLocation({ path: paths.resumeBuilder, record: true });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {node}
        <NewestToast />
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, location, queryClient };
}

/** A designer changing into UX research, every step filled in. */
export function filledBuilderData(): BuilderData {
  const data = emptyBuilderData();
  return {
    ...data,
    profile: {
      careerStage: 'changer',
      transitionType: 'role-change',
      backgroundCategory: 'creative',
      targetIndustry: 'Healthcare',
      targetRole: 'UX Researcher',
    },
    contact: {
      ...data.contact,
      fullName: 'Mariana Costa Silva',
      email: 'mariana.costa@example.com',
      phone: '+1 (617) 555-0182',
      location: 'Boston, MA',
      portfolio: 'https://marianacosta.design',
    },
    experience: [
      {
        id: 'exp-studio',
        jobTitle: 'Graphic Designer',
        company: 'Northwind Studio',
        location: 'Boston, MA',
        startDate: '2019-09',
        endDate: '',
        current: true,
        achievements: ['Ran 14 usability sessions that reshaped the client onboarding flow'],
      },
    ],
    education: [
      {
        id: 'edu-risd',
        degree: 'BFA Graphic Design',
        institution: 'Rhode Island School of Design',
        location: 'Providence, RI',
        graduationDate: '2019-05',
        gpa: '',
        honors: ['Honors Thesis'],
        relevantCoursework: [],
      },
    ],
    skills: {
      technical: ['Figma', 'Adobe Illustrator'],
      soft: ['Empathy'],
      languages: ['Portuguese'],
      certifications: [],
    },
    summary: {
      text: 'Designer moving into UX research, with five years of studio work for healthcare clients.',
    },
  };
}
