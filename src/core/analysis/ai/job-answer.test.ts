import { describe, expect, it } from 'vitest';
import { modelJobAnswerSchema } from './answers';
import { guardJobAnswer } from './job-answer';

const page = [
  'Home  Jobs  Sign in',
  'Senior Data Engineer',
  'Harbor & Pine Logistics — Rotterdam',
  'About the role',
  'You will build and run the batch and streaming pipelines that feed our route planning.',
  'What you will do',
  '- Design data models for shipment events',
  '- Own the Airflow deployment and its on-call',
  'What we ask',
  '5+ years building data pipelines in Python',
  '© 2025 Harbor & Pine',
].join('\n');

describe('guardJobAnswer: a model’s reading of a page, kept where the page says it', () => {
  it('keeps the fields and lines the page holds, forgiving case, white space and list markers', () => {
    const fields = guardJobAnswer(
      {
        title: 'Senior  Data Engineer',
        company: 'Harbor & Pine Logistics',
        description: [
          'About the role',
          'You will build and run the batch and streaming pipelines that feed our route planning.',
          '',
          'What you will do',
          '• Design data models for shipment events',
          '* Own the Airflow deployment and its on-call',
        ].join('\n'),
      },
      page,
    );
    expect(fields).toEqual({
      title: 'Senior Data Engineer',
      company: 'Harbor & Pine Logistics',
      description: [
        'About the role',
        'You will build and run the batch and streaming pipelines that feed our route planning.',
        '',
        'What you will do',
        '• Design data models for shipment events',
        '• Own the Airflow deployment and its on-call',
      ].join('\n'),
    });
  });

  it('leaves out what the model made up or reworded: a title, an employer, a summary, a figure', () => {
    const fields = guardJobAnswer(
      {
        title: 'Lead Data Engineer',
        company: 'Google',
        description: [
          'What we ask',
          '10+ years building data pipelines in Python',
          'Competitive salary of $180,000 and a Master’s degree required',
          '5+ years building data pipelines in Python',
        ].join('\n'),
      },
      page,
    );
    expect(fields).toEqual({ description: 'What we ask\n5+ years building data pipelines in Python' });
  });

  it('answers no field for a page without a posting', () => {
    expect(guardJobAnswer({ title: null, company: null, description: null }, page)).toEqual({});
    expect(modelJobAnswerSchema.parse({})).toEqual({});
    expect(modelJobAnswerSchema.safeParse({ title: 42 }).success).toBe(false);
  });
});
