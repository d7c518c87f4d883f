export * from './analyses';
export * from './candidate-profiles';
export * from './job-descriptions';
export * from './rate-limits';
export * from './resume-versions';
export * from './resumes';
export * from './sessions';
export * from './users';
