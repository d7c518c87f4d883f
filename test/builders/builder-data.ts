import type { BuilderData } from '@core/builder/builder-data';
import { emptyBuilderData } from '@core/builder/new-builder-data';

/**
 * Real-looking builder data that the builder's tests share (only tests import this file): a mid-career
 * engineer with every step filled in, and a sparse one with only what the contact step requires.
 */
export function fullBuilderData(): BuilderData {
  return {
    profile: {
      careerStage: 'mid',
      transitionType: 'same-field',
      backgroundCategory: 'technical',
      targetIndustry: 'Logistics',
      targetRole: 'Staff Data Engineer',
    },
    contact: {
      fullName: 'Priya Raman',
      email: 'priya.raman@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX',
      linkedin: 'https://www.linkedin.com/in/priyaraman',
      github: 'https://github.com/praman-data',
      portfolio: 'https://priyaraman.dev/work',
      website: 'https://priyaraman.dev',
    },
    experience: [
      {
        id: 'exp-meridian',
        jobTitle: 'Senior Data Engineer',
        company: 'Meridian Freight',
        location: 'Austin, TX',
        startDate: '2021-03',
        endDate: '',
        current: true,
        achievements: [
          'Rebuilt the nightly shipment pipeline on Spark Structured Streaming, bringing data freshness from 24 hours to 5 minutes',
          'Moved 40 TB of warehouse tables to Delta Lake, cutting query costs by 35%',
        ],
      },
      {
        id: 'exp-lumen',
        jobTitle: 'Data Engineer',
        company: 'Lumen Health Partners',
        location: 'Dallas, TX',
        startDate: '2017-06',
        endDate: '2021-02',
        current: false,
        achievements: ['Built HIPAA-compliant ingestion for 30 clinic systems with Airflow and dbt'],
      },
    ],
    education: [
      {
        id: 'edu-ut',
        degree: 'M.S. in Computer Science',
        institution: 'University of Texas at Austin',
        location: 'Austin, TX',
        graduationDate: '2017-05',
        gpa: '3.9',
        honors: ['Graduate Fellowship', "Dean's List"],
        relevantCoursework: ['Distributed Systems', 'Machine Learning'],
      },
    ],
    skills: {
      technical: ['Python', 'SQL', 'Spark', 'Airflow'],
      soft: ['Mentoring', 'Stakeholder Communication'],
      languages: ['English (Native)', 'Tamil (Fluent)'],
      certifications: ['Databricks Certified Data Engineer Professional', 'AWS Certified Data Analytics'],
    },
    summary: {
      text: 'Data engineer with eight years of experience building batch and streaming pipelines for logistics and healthcare companies.',
    },
  };
}

/** Only the contact step's required fields, and one role with one achievement; the other cards left blank. */
export function sparseBuilderData(): BuilderData {
  const data = emptyBuilderData();
  data.contact = {
    ...data.contact,
    fullName: 'Sam Lee',
    email: 'sam.lee@example.com',
    phone: '555-0100',
    location: 'Denver, CO',
  };
  data.experience = [
    {
      id: 'exp-cafe',
      jobTitle: 'Shift Supervisor',
      company: 'Blue Bottle Coffee',
      location: '',
      startDate: '',
      endDate: '',
      current: false,
      achievements: ['', 'Trained 6 new baristas in their first month', ''],
    },
    ...data.experience,
  ];
  return data;
}
