import type { ResumeDocument } from '@shared/resume-document';
import { describe, expect, it } from 'vitest';
import { optimizedResumeFiles } from './downloads';

const document: ResumeDocument = {
  basics: { name: 'Jane Doe', email: 'jane@example.com', profiles: [] },
  sections: [
    { type: 'header', heading: '', line: 0, isEdited: false, items: [] },
    {
      type: 'skills',
      heading: 'Skills',
      line: 3,
      isEdited: false,
      items: [{ kind: 'skills', label: 'Tools', skills: ['Git', 'C#'], separator: ', ', line: 4 }],
    },
  ],
};

describe('the downloads write the resume document', () => {
  it('the optimized resume as Markdown and as plain text', () => {
    expect(optimizedResumeFiles({ optimizedText: 'ignored', optimizedDocument: document })).toEqual({
      markdown: '# Jane Doe\n\njane@example.com\n\n## Skills\n\n**Tools:** Git, C#\n',
      text: 'Jane Doe\njane@example.com\n\nSkills\nTools: Git, C#\n',
    });
  });

  it('the text alone for an analysis optimized before documents were kept; nothing before optimizing', () => {
    expect(optimizedResumeFiles({ optimizedText: 'Jane Doe\nSKILLS\nGit', optimizedDocument: null })).toEqual(
      {
        markdown: 'Jane Doe\nSKILLS\nGit',
        text: 'Jane Doe\nSKILLS\nGit',
      },
    );
    expect(optimizedResumeFiles({ optimizedText: null, optimizedDocument: null })).toBeNull();
  });
});
