/**
 * A layout of the zoo: one public way of putting a resume on a page (a JSON Resume theme, a LaTeX class and
 * style, a Word layout, pandoc's template, one of our templates, plain text as pasted), rendered by its own tool,
 * untouched. The truth of each rendered file comes from the resume's JSON and what the layout declares here
 * (which headings it prints, in which order, which fields it leaves out), so no file is labelled by hand.
 */

/** The parts of a JSON Resume a layout prints as sections (basics is the header, always first). */
export const resumeParts = [
  'summary',
  'work',
  'volunteer',
  'education',
  'skills',
  'projects',
  'certificates',
  'awards',
  'publications',
  'languages',
  'interests',
  'references',
] as const;
export type ResumePart = (typeof resumeParts)[number];

export const layoutFamilies = [
  'json-resume-theme',
  'latex',
  'word',
  'pandoc',
  'vitae-template',
  'plain-text',
] as const;
export type LayoutFamily = (typeof layoutFamilies)[number];

/** A command a layout runs, and the Debian package that brings it (for the generator's "missing" message). */
export interface Needed {
  command: string;
  debianPackage: string;
}

/** The JSON Resume document as the zoo's contents hold it (see zoo/contents/README.md). */
export type JsonResume = {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: {
      address?: string;
      postalCode?: string;
      city?: string;
      region?: string;
      countryCode?: string;
    };
    profiles?: { network: string; username?: string; url: string }[];
  };
  work?: {
    name: string;
    position: string;
    location?: string;
    url?: string;
    startDate: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  volunteer?: {
    organization: string;
    position: string;
    url?: string;
    startDate: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }[];
  education?: {
    institution: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
  }[];
  awards?: { title: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name: string; date?: string; issuer?: string; url?: string }[];
  publications?: { name: string; publisher?: string; releaseDate?: string; url?: string; summary?: string }[];
  skills?: { name: string; level?: string; keywords?: string[] }[];
  languages?: { language: string; fluency?: string }[];
  interests?: { name: string; keywords?: string[] }[];
  references?: { name: string; reference?: string }[];
  projects?: {
    name: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
    entity?: string;
    type?: string;
  }[];
  meta?: { language?: 'en' | 'es' | 'de' | 'fr' | 'zh'; [key: string]: unknown };
};

/** Entry fields a layout may leave off the page (their truth is then "not printed"). */
export type OmittedField =
  | 'location' // work.location
  | 'entrySummary' // work/volunteer/projects summary or description paragraph
  | 'highlights'
  | 'courses'
  | 'area' // education.area (the field of study beside the degree)
  | 'score'
  | 'phone'
  | 'email'
  | 'url'
  | 'profiles'
  | 'basicsLocation'
  | 'label'
  | 'months' // dates printed as years only
  | 'dates'; // some entries' dates not printed at all: dates are not scored

export interface ZooLayout {
  /** Unique and file-name safe: "theme-even", "moderncv-classic", "word-two-columns". */
  id: string;
  family: LayoutFamily;
  /** What the licence of the theme, class or tool is, for NOTICE ("MIT", "LPPL 1.3c"…). */
  licence: string;
  /** Commands it runs; the generator skips the layout (saying which package to install) when one is missing. */
  needs: Needed[];
  /**
   * The heading it prints over a part, in the resume's language (`meta.language`, "en" when absent); undefined
   * when the layout does not print that part at all. The summary of a layout that prints it without a heading
   * returns ''.
   */
  heading(part: ResumePart, language: string): string | undefined;
  /** The order it prints the parts in; absent when it follows `resumeParts`' order. */
  order?: readonly ResumePart[];
  /** Fields it does not print. */
  omits?: readonly OmittedField[];
  /**
   * Writes the resume in this layout under `dir` as `<name>.<ext>` (the file a person would upload: a PDF, a
   * DOCX or a .txt) and returns its path. May write helper files beside it under `dir/.work/`.
   */
  render(resume: JsonResume, dir: string, name: string): Promise<string>;
}
