/** What a job posting yields for the job description panel; a field is absent when it was not found. */
export interface JobFields {
  title?: string;
  company?: string;
  description?: string;
}
