export * from './analyses';
export * from './candidate-profiles';
export * from './job-descriptions';
export * from './resumes';
export * from './sessions';
export * from './users';
