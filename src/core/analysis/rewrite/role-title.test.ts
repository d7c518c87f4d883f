import { describe, expect, it } from 'vitest';
import { roleOfTitle } from './role-title';

describe('roleOfTitle (titles of the corpus postings)', () => {
  it.each([
    ['Senior Backend Engineer (m/w/d)', 'Senior Backend Engineer'],
    ['Login.gov: Data Analyst', 'Data Analyst'],
    ['Office of Solutions: FedRAMP Cyber Data Engineer', 'FedRAMP Cyber Data Engineer'],
    ['IEN - Registered Nurse Emergency Room', 'Registered Nurse'],
    ['Plumber - Bethlem Royal Hospital £12.88ph', 'Plumber'],
    ['Teacher - Special Education - General - Elementary 2025-2026', 'Teacher'],
    ['Pharmacy Technician - HMP Oakwood', 'Pharmacy Technician'],
    ['DevOps/Site Reliability Engineer (IT Specialist)', 'DevOps/Site Reliability Engineer'],
    [
      'Postdoctoral Fellow in locality sensitive hashing for petabyte-scale metagenomic search',
      'Postdoctoral Fellow',
    ],
    ['Desarrollador Full Stack', 'Desarrollador Full Stack'],
    ['Staff Accountant', 'Staff Accountant'],
    ['Scientist I/II, Biology', 'Scientist I/II, Biology'],
    ['Head of Marketing', 'Head of Marketing'],
    ['Associate Director of Operations', 'Associate Director of Operations'],
    ['Senior Manager, Data Engineering', 'Senior Manager, Data Engineering'],
    ['Amazon Partner Network - Solutions Architect', 'Solutions Architect'],
    ['Software Engineer/Developer', 'Software Engineer/Developer'],
    ['REGISTERED NURSE', 'Registered Nurse'],
    ['Barista', 'Barista'],
  ])('reads %j as %j', (title, role) => {
    expect(roleOfTitle(title)).toBe(role);
  });

  it('names no role for the default title, a blank one, or one without a role noun', () => {
    expect(roleOfTitle('Position')).toBeUndefined();
    expect(roleOfTitle('  ')).toBeUndefined();
    expect(roleOfTitle('TechToGov - TTS: GS 13 Term Limited Various Roles')).toBeUndefined();
  });
});
