/**
 * Every user-facing string of the spec, verbatim: one source for server, client and tests.
 * Grouped by where the spec lists them.
 */

/** Core spec §5: validation rules. */
export const validationMessages = {
  invalidFileType: 'Invalid file type. Please upload PDF, DOCX, or TXT files only.',
  fileTooLarge: 'File size must be less than 5MB.',
  missingResume: 'Missing Resume: Please upload your resume first.',
  missingJobDescription: 'Missing Job Description: Please provide a job description first.',
  noOptimizedResume: 'No Optimized Resume: Please apply optimizations first before downloading.',
  selectAtLeastOne: 'Please select at least one improvement to apply',
  tooManySkills: 'Too many skills selected. Please limit to 10 or fewer.',
  tooManySuggestions: 'Too many suggestions selected. Please limit to 15 or fewer.',
  tooManyBullets: 'Too many bullet points selected. Please limit to 20 or fewer.',
  /** Issue 15: a description too short to analyse (src/shared/job-description-rules.ts); browser and server. */
  jobDescriptionTooShort: "Add the job's duties and requirements (at least 50 characters)",
} as const;

/** Core spec §8: toasts, as { title, fallback message }. */
export const toastMessages = {
  uploadFailed: { title: 'Upload Failed', fallback: 'Upload failed' },
  jobSaveFailed: { title: 'Error', fallback: 'Failed to create job description' },
  jobSaveFailedInAnalysis: { title: 'Error', fallback: 'Failed to save job description. Please try again.' },
  extractionFailed: { title: 'Extraction Failed', fallback: 'Failed to extract job description' },
  analysisFailed: { title: 'Analysis Failed', fallback: 'Analysis failed' },
  optimizeFailed: { title: 'Optimization Failed', fallback: 'Optimization failed' },
  generationFailed: { title: 'Generation Failed', fallback: 'Failed to generate variations' },
  sectionUpdateFailed: { title: 'Update Failed', fallback: 'The section could not be saved.' },
} as const;

/** Core spec §8: success toasts. */
export const successMessages = {
  resumeUploaded: 'Resume uploaded successfully!',
  jobSaved: 'Job description saved successfully!',
  jobExtracted: 'Job description extracted successfully!',
  analysisComplete: 'Analysis Complete',
  resumeOptimized: 'Resume Optimized',
  variationsGenerated: 'Variations Generated',
  sectionUpdated: 'Section Updated',
  editorActivated: 'Editor Activated',
  fileRemoved: 'File Removed',
  resumeDownloaded: 'Resume Downloaded',
  copied: 'Copied to clipboard',
  undone: 'Undone',
  redone: 'Redone',
} as const;

/** Platform spec §2: error fallback and not-found screens. */
export const screenMessages = {
  notFound: '404 Page Not Found',
  errorTitle: 'Something went wrong',
  errorBody: "We're sorry, but something unexpected happened. Please try again.",
  retrying: 'Retrying...',
} as const;

/** Platform spec §9: the file manager's size limit, worded like the core spec's. */
export const fileManagerMessages = {
  fileTooLarge: 'File size must be less than 10MB.',
  // Platform spec §8 "File manager" (the web client's words; `<status text>` is the server's message).
  validationFailed: (statusText: string) => statusText,
  validationFailedToast: 'Validation failed',
  validationIssues: {
    title: 'File validation issues found',
    description: (count: number) => `${count} issues need attention`,
  },
  validationPassed: {
    title: 'File validation successful',
    description: (fileName: string) => `${fileName} passed all validation checks`,
  },
  versionCreateFailed: (statusText: string) => `Failed to create version: ${statusText}`,
  versionCreateFailedToast: 'Failed to create version',
  versionCreated: {
    title: 'Version created successfully',
    description: (version: number) => `New resume version created: v${version}`,
  },
  versionsLoadFailed: (statusText: string) => `Failed to load versions: ${statusText}`,
  versionsLoadFailedToast: 'Failed to load versions',
  exportFailed: (statusText: string) => `Export failed: ${statusText}`,
  exportFailedToast: 'Export failed',
  exported: {
    title: 'Export successful',
    description: (format: string) => `Resume exported as ${format.toUpperCase()}`,
  },
  noVersions: 'No versions found. Upload a file to create your first version.',
  // Platform spec §2 "File manager", §9: the upload's help text and what a version is called when made.
  uploadHelp: 'Supports PDF, DOCX, DOC, RTF, TXT, HTML files up to 10MB',
  autoVersionTitle: (timestamp: string) => `Version ${timestamp}`,
  autoVersionDescription: 'Auto-created version',
  // Beyond the spec (issue 17): the visitor's resumes to choose from, and the row and quick actions' words.
  noResumes: 'You have no resumes yet. Upload one on the home page, then come back to keep its versions.',
  resumesLoadFailed: (statusText: string) => `Failed to load your resumes: ${statusText}`,
  versionActivated: {
    title: 'Active version changed',
    description: (version: number) => `v${version} is now the active version`,
  },
  activateFailed: (statusText: string) => `Failed to change the active version: ${statusText}`,
  activateFailedToast: 'Failed to change the active version',
  downloadFailed: (statusText: string) => `Download failed: ${statusText}`,
  downloadFailedToast: 'Download failed',
  textLoadFailed: (statusText: string) => `Failed to load the version's text: ${statusText}`,
  compareFailed: (statusText: string) => `Failed to compare versions: ${statusText}`,
  // Beyond the spec (README "Section edits belong to the text they edit"): the active version replaces the
  // resume's text, so the visitor confirms before their section edits of the old text are dropped.
  replaceSectionEdits: {
    title: 'Replace your section edits?',
    description: (count: number) =>
      `This resume has ${count} edited ${count === 1 ? 'section' : 'sections'}. ${count === 1 ? 'The edit applies' : 'The edits apply'} to its current text and will be dropped when this version becomes the resume.`,
    cancel: 'Cancel',
    activate: 'Make active',
    create: 'Create version',
  },
  sectionEditsCheckFailed: (statusText: string) => `Could not check your section edits: ${statusText}`,
  sectionEditsCheckFailedToast: 'Could not check your section edits',
} as const;

/** The versions and export routes' own answers (issue 17): plain words the spec leaves open. */
export const versionMessages = {
  notFound: 'That version was not found.',
  lastVersion: 'A resume keeps at least one version: upload another before deleting this one.',
  invalidFile: 'The file did not pass validation, so no version was created. Check the issues listed for it.',
  exportFailed: 'The resume could not be exported. Please try again.',
  tooLongToExport: (limit: number) =>
    `This resume is too long to export (more than ${limit.toLocaleString('en-US')} characters, about 20 pages). Shorten it in the section editor and export again.`,
  /**
   * A PDF export refused (422) rather than written with blanks: the scripts its fonts cannot write ("Korean"),
   * then the first other characters, symbols ("✔") apart from letters, and the formats that keep them.
   */
  pdfCannotWrite: (found: Record<'scripts' | 'symbols' | 'others', readonly string[]>) => {
    const { scripts, symbols, others } = found;
    const inWords = (items: readonly string[]) =>
      items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
    const what = [
      ...(scripts.length > 0 ? [`${inWords(scripts)} text`] : []),
      ...(symbols.length > 0 ? [`some symbols (${symbols.join(' ')})`] : []),
      ...(others.length > 0 ? [`some other characters (${others.join(' ')})`] : []),
    ];
    return `The PDF export cannot write ${inWords(what)} yet. Export as Word or HTML, which keep every character.`;
  },
} as const;

/** Server answers that the spec leaves open; worded here so tests and clients share them. */
/** Analysis calls: what the visitor reads when an analysis or a suggestion cannot be found. */
export const analysisMessages = {
  notFound: 'That analysis was not found. Run the analysis again.',
  staleSuggestion: 'A selected suggestion is no longer part of the analysis. Run the analysis again.',
  /** None of the chosen changes could be applied: every line they name has changed since the analysis. */
  nothingApplied:
    'None of the selected changes could be applied: the lines changed since the analysis. Run the analysis again.',
  /** The apply toast's description when some chosen rewrites were not applied (see `applied.skipped`). */
  changesSkipped: (count: number) =>
    `${count} ${count === 1 ? 'change' : 'changes'} could not be applied: the ${count === 1 ? 'line' : 'lines'} changed since the analysis`,
} as const;

export const serverMessages = {
  internal: 'Internal server error',
  missingSession: 'A session id is required: send the x-session-id header.',
  malformedSession: 'The x-session-id header is malformed.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This content type is not supported here.',
  malformedJson: 'The request body is not valid JSON.',
  notMultipart: 'Send the file as multipart/form-data.',
  malformedMultipart: 'The upload could not be read: the form data is malformed or incomplete.',
  missingFile: (field: string) => `Choose a file to upload (form field "${field}").`,
  emptyFile: 'The file is empty.',
  /** Issue 18: a resume made from a document (builder, JSON Resume) that prints nothing, or too much. */
  emptyDocument: 'The resume is empty: add your name or a section first.',
  documentTooLong: (max: number) =>
    `The resume is too long (${max.toLocaleString('en')} characters of text at most).`,
  databaseUnavailable: 'The database is not reachable right now. Please try again in a moment.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  /** Issue 22: every worker busy and the queue full. */
  busy: (seconds: number) =>
    `The server is busy with other visitors' work. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  /** Issue 29: the visitor already has as many jobs waiting as one visitor may. */
  busyVisitor: (seconds: number) =>
    `Your earlier files and analyses are still waiting their turn. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  /** Issue 22: a file whose reading ran past the time limit (its worker is replaced). */
  tookTooLong:
    'This file took too long to read, so it was not kept. Save it again as a plain PDF or Word file.',
  /** Issue 22: a file whose reading needed more memory than a worker may use. */
  tooHeavy:
    'This file needs too much memory to read, so it was not kept. Save it again as a plain PDF or Word file.',
  /** Issue 22: the same for an analysis or an export, which work on what is stored. */
  workTookTooLong:
    'This took too long to finish, so it was stopped. Please try again; a shorter resume finishes sooner.',
  workTooHeavy: 'This needed too much memory to finish, so it was stopped. A shorter resume needs less.',
  notFound: (what: string) => `${what} not found`,
  routeNotFound: (method: string, url: string) => `No API route for ${method} ${url}`,
} as const;

/** The workflow screen's own words (issue 15): the job panel's address check, the upload panel's storage note. */
export const workflowMessages = {
  invalidWebAddress: 'Enter a full web address starting with http:// or https://',
  uploadStorageNote:
    "PDF, Word (.docx) or plain text. The file is stored on our server for this browser's session and deleted when you choose Remove.",
} as const;

/** Platform spec §2, §5 and §8 "AI provider": the status panel, the provider test and the streaming analysis. */
export const aiProviderMessages = {
  statusFallback: 'Failed to fetch provider status',
  statusFailed: (message: string) => `Failed to load provider status: ${message}`,
  noProviderData: 'No provider data available',
  testSucceeded: 'Provider Test Successful',
  /** The success toast's description: the provider's name and the tokens the call used. */
  testSucceededDetail: (provider: string, tokens: number) => `Provider: ${provider}, tokens used: ${tokens}`,
  testFailed: 'Provider Test Failed',
  testFallback: 'Test failed',
  noResponseBody: 'No response body received',
  startFailed: 'Failed to start streaming analysis',
  streamError: 'Streaming error occurred',
  stopped: { title: 'Analysis Stopped', description: 'Streaming analysis was cancelled.' },
  streamFailed: 'Streaming Failed',
  /** A finished stream whose output reads as JSON; the spec names no description, so this one says where to look. */
  completed: { title: 'Analysis Complete', description: 'Open the Results tab to see the scores.' },
  /** Destructive: the stream finished but its output is not JSON. */
  completedUnparsed: {
    title: 'Analysis Complete',
    description: 'Analysis finished, but result format may need review.',
  },
  missingInformation: {
    title: 'Missing Information',
    description: 'Please fill in all required fields before starting analysis.',
  },
  noResults: {
    title: 'No Analysis Results Yet',
    description: 'Complete a streaming analysis to see results here.',
  },
} as const;

/** The AI provider routes' own answers (issue 16): plain words, never a provider's error text. */
export const aiServerMessages = {
  noProviderConfigured:
    'No AI provider is configured on this server: the built-in engine answers instead. Set a provider key to use one.',
  noProviderAnswered: 'No AI provider answered just now. Please try again in a minute.',
  streamInterrupted: 'The AI provider stopped answering midway. Please try again.',
  /** 429 for a visitor over the per-minute limit; Retry-After says the same in seconds. */
  rateLimited: (seconds: number) =>
    `Too many requests. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
} as const;

/**
 * Platform spec §2, §5 and §8: the resume builder's words. The contact step's errors (§5), the builder toasts (§8)
 * verbatim; beyond the spec (issue 18), the JSON Resume import and export and "Use in analysis" toasts.
 */
export const builderMessages = {
  contact: {
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Phone number is required',
    locationRequired: 'Location is required',
  },
  gpaHint: 'Only include if 3.5+ or required',
  summaryCounter: (count: number, limit: number) => `${count}/${limit} characters`,
  recommendedLayout: 'Recommended based on your profile',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  autosaved: 'Progress saved automatically',
  exportReady: { title: 'Export Ready', description: "Use your browser's print dialog to save as PDF" },
  textExported: { title: 'Resume Exported', description: 'ATS-friendly text version downloaded' },
  completed: {
    title: 'Resume Complete!',
    description: 'Your resume has been saved. You can export it anytime.',
  },
  jsonExported: {
    title: 'JSON Resume Exported',
    description: 'resume.json downloaded: other JSON Resume tools and this builder can open it.',
  },
  imported: {
    title: 'Resume Imported',
    description: (fileName: string) => `The wizard now holds the resume from ${fileName}. Check each step.`,
  },
  /** The description is the reader's message, naming the first wrong field (core/json-resume/read-json-resume). */
  importFailed: { title: 'Import Failed' },
  sentToAnalysis: {
    title: 'Resume Ready for Analysis',
    description: 'Your built resume is now the resume analysed against the job description.',
  },
  /** The description is the server's message when it sends one, else this fallback. */
  sendToAnalysisFailed: {
    title: 'Could Not Use the Resume',
    fallback: 'The resume could not be sent to the analysis. Please try again.',
  },
} as const;

/** Platform spec §5 and §8 "Privacy and consent": the banner, the privacy settings and their toasts. */
export const privacyMessages = {
  policyRequiredHint: 'Please accept the Privacy Policy to continue with data processing.',
  noConsent: 'No consent recorded. Some features may be limited.',
  cannotBeUndone: 'This action cannot be undone',
  compliantBadge: 'Privacy Compliant',
  gdprCompliant: 'GDPR Compliant',
  issuesFound: 'Issues Found',
  settingsLoadFailed: { title: 'Error', description: 'Failed to load privacy settings.' },
  consentUpdated: { title: 'Consent Updated', description: 'Your privacy preferences have been saved.' },
  consentUpdateFailed: { title: 'Error', description: 'Failed to update consent preferences.' },
  consentRecorded: {
    title: 'Consent Recorded',
    description: 'Your preferences have been saved successfully.',
  },
  customConsentRecorded: {
    title: 'Consent Recorded',
    description: 'Your custom preferences have been saved.',
  },
  consentFailed: { title: 'Error', description: 'Failed to record your consent. Please try again.' },
  consentDeclined: {
    title: 'Consent Declined',
    description: 'You can still browse our site, but some features will be limited.',
  },
  exported: { title: 'Data Exported', description: 'Your personal data has been downloaded successfully.' },
  exportFailed: { title: 'Export Failed', description: 'Failed to export your data.' },
  erased: { title: 'Data Deleted', description: 'All your personal data has been permanently deleted.' },
  erasureFailed: { title: 'Deletion Failed', description: 'Failed to delete your data.' },
  /** Issue 29 §4: what an erasure or the retention job leaves behind, and for how long (README, "Erasure on disk"). */
  whatRemains:
    "Erasing your data, or the end of its retention period, also removes it from the database files on our server. For a while, copies can remain in the database's change log, until new activity overwrites it, and in any backups of the server, until those are deleted.",
} as const;

/** Sign-in (platform spec §2 "Sign-in landing", §4; issue 20). The landing link's words are the spec's. */
export const authMessages = {
  landingSignIn: 'Sign in to get started',
  landingTagline: 'AI-powered resume optimization: tailor your resume to each job and see why it matches.',
  signIn: 'Sign in',
  signOut: 'Sign out',
  accountMenu: (name: string) => `Account menu for ${name}`,
  guest: 'Guest',
  checkFailed: 'We could not check your sign-in. Try again.',
  retry: 'Try again',
  retrying: 'Checking…',
  workClaimed: {
    title: 'Your earlier work is now in your account',
    description: 'What you made before signing in is saved with your account.',
  },
} as const;

/** The monitoring dashboard (platform spec §2 "Monitoring dashboard", §8 "Monitoring"; issue 21). */
export const monitoringMessages = {
  title: 'Monitoring Dashboard',
  exportJson: 'Export JSON',
  exportCsv: 'Export CSV',
  totalRequests: 'Total Requests',
  successRate: 'Success Rate',
  averageResponseTime: 'Avg Response Time (ms)',
  activeSessions: 'Active Sessions',
  tabs: { performance: 'Performance', errors: 'Errors', analytics: 'Analytics', system: 'System' },
  statusBadges: ['API Operational', 'Database Connected', 'AI Service Available'],
  noData: 'No monitoring data available. Please try refreshing the page.',
  loadFailed: { title: 'Error', description: 'Failed to load monitoring data.' },
  exportFailed: { title: 'Export Failed', description: 'Failed to export monitoring data.' },
  exported: (format: string) => ({
    title: 'Export Complete',
    description: `Monitoring data exported as ${format.toUpperCase()}.`,
  }),
} as const;
