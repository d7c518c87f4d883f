import type { FileValidationResult } from '@shared/file-validation';
import { fileManagerMessages } from '@shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, renderWithClient, sectionsAnswer, stubFetch, version } from '../test-support';
import { UploadValidateTab } from './upload-validate-tab';

const valid: FileValidationResult = {
  isValid: true,
  issues: [],
  warnings: ['The file has no document title.'],
  metadata: { fileSize: 2048, mimeType: 'application/pdf', pages: 2, wordCount: 412, encoding: 'utf-8' },
  securityScan: { riskLevel: 'low', hasMaliciousContent: false, hasScripts: false },
};
const invalid: FileValidationResult = {
  isValid: false,
  issues: ['The file contains JavaScript.', 'The file is encrypted.'],
  warnings: [],
  metadata: { fileSize: 900, mimeType: 'application/pdf', wordCount: 0 },
  securityScan: { riskLevel: 'high', hasMaliciousContent: true, hasScripts: true },
};

const lastModified = new Date(2025, 4, 20, 8, 30).getTime();
const pdf = () => new File([new Uint8Array(2048)], 'jane-doe.pdf', { type: 'application/pdf', lastModified });

const sectionsUrl = 'GET /api/resumes/7/sections';
const createUrl = 'POST /api/resumes/7/versions';

const input = () => screen.getByLabelText('Choose a resume file') as HTMLInputElement;
const toastText = () => screen.getByTestId('toast').textContent;
/** The value shown beside a label of a card's details. */
const detailOf = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

function renderTab(onVersionCreated = () => {}) {
  renderWithClient(<UploadValidateTab resumeId={7} onVersionCreated={onVersionCreated} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('UploadValidateTab', () => {
  it('accepts the extensions of platform spec §9 and says files may be up to 10MB', () => {
    renderTab();
    expect(input().accept).toBe('.pdf,.docx,.doc,.rtf,.txt,.html,.htm');
    expect(screen.getByText(fileManagerMessages.uploadHelp).textContent).toContain('up to 10MB');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('validates the chosen file with progress, shows its card and every field of the result, then resets the bar', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch({
      'POST /api/files/validate': [() => new Promise<Response>((resolve) => (answer = resolve))],
    });
    renderTab();
    await userEvent.setup().upload(input(), pdf());

    // Sent, not yet answered: the bar stands at 30 and the controls wait.
    expect(
      screen.getByRole('progressbar', { name: 'Validation progress' }).getAttribute('aria-valuenow'),
    ).toBe('30');
    expect(input().disabled).toBe(true);
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((body.get('file') as File).name).toBe('jane-doe.pdf');
    const selected = screen.getByRole('region', { name: 'Selected file' });
    expect(detailOf(selected, 'Name')).toBe('jane-doe.pdf');
    expect(detailOf(selected, 'Size')).toBe('2 KB');
    expect(detailOf(selected, 'Type')).toBe('application/pdf');
    expect(detailOf(selected, 'Last modified')).toMatch(/2025/);

    answer(Response.json({ validation: valid }));
    const results = await screen.findByRole('region', { name: 'Validation results' });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(results).getByText('Valid')).not.toBeNull();
    expect(within(results).getByText('Low risk')).not.toBeNull();
    expect(within(results).getByRole('list', { name: 'Warnings' }).textContent).toContain(
      'no document title',
    );
    expect(within(results).queryByRole('list', { name: 'Issues' })).toBeNull();
    expect(detailOf(results, 'File size')).toBe('2 KB');
    expect(detailOf(results, 'MIME type')).toBe('application/pdf');
    expect(detailOf(results, 'Pages')).toBe('2');
    expect(detailOf(results, 'Word count')).toBe('412');
    expect(detailOf(results, 'Encoding')).toBe('utf-8');
    expect(detailOf(results, 'Malicious content')).toBe('Clean');
    expect(detailOf(results, 'Scripts')).toBe('None');
    expect(toastText()).toBe('File validation successful | jane-doe.pdf passed all validation checks');
    expect(screen.getByRole('button', { name: 'Create Resume Version' })).not.toBeNull();

    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  });

  it('an invalid file shows its issues and the scan, with no way to make it a version', async () => {
    stubFetch({ 'POST /api/files/validate': [Response.json({ validation: invalid })] });
    renderTab();
    await userEvent.setup().upload(input(), pdf());
    const results = await screen.findByRole('region', { name: 'Validation results' });
    expect(within(results).getByText('Invalid')).not.toBeNull();
    expect(within(results).getByText('High risk')).not.toBeNull();
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(invalid.issues);
    expect(detailOf(results, 'Malicious content')).toBe('Detected');
    expect(detailOf(results, 'Scripts')).toBe('Found');
    expect(within(results).queryByText('Pages')).toBeNull();
    expect(within(results).queryByText('Encoding')).toBeNull();
    expect(toastText()).toBe('File validation issues found | 2 issues need attention');
    expect(screen.queryByRole('button', { name: 'Create Resume Version' })).toBeNull();
  });

  it("says why the validation failed, in the server's words (platform spec §8)", async () => {
    stubFetch({ 'POST /api/files/validate': [errorAnswer(413, fileManagerMessages.fileTooLarge)] });
    renderTab();
    await userEvent.setup().upload(input(), pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(fileManagerMessages.fileTooLarge);
    expect(toastText()).toBe(`Validation failed | ${fileManagerMessages.fileTooLarge}`);
    expect(screen.queryByRole('region', { name: 'Validation results' })).toBeNull();
    expect(input().disabled).toBe(false);
  });

  it('creates the version with the automatic title, toasts its number and opens the Versions tab', async () => {
    let created: FormData | undefined;
    let answer: () => void = () => {};
    const fetchMock = stubFetch({
      'POST /api/files/validate': [Response.json({ validation: valid })],
      [sectionsUrl]: [sectionsAnswer(0)],
      'POST /api/resumes/7/versions': [
        (init) => {
          created = init?.body as FormData;
          const response = Response.json(
            { version: version({ id: 40, version: 3, isActive: true }) },
            { status: 201 },
          );
          return new Promise<Response>((resolve) => (answer = () => resolve(response)));
        },
      ],
    });
    const onVersionCreated = vi.fn();
    renderTab(onVersionCreated);
    const user = userEvent.setup();
    await user.upload(input(), pdf());
    await user.type(await screen.findByLabelText('Tags (optional, comma-separated)'), 'acme, tailored');
    await user.click(screen.getByRole('button', { name: 'Create Resume Version' }));
    expect(screen.getByRole('button', { name: 'Creating Version...' }).hasAttribute('disabled')).toBe(true);
    expect(input().disabled).toBe(true);
    answer();

    await waitFor(() => expect(onVersionCreated).toHaveBeenCalledOnce());
    expect((created?.get('resume') as File | undefined)?.name).toBe('jane-doe.pdf');
    expect(created?.get('title')).toMatch(/^Version \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(created?.get('description')).toBe('Auto-created version');
    expect(created?.get('tags')).toBe('acme, tailored');
    expect(toastText()).toBe('Version created successfully | New resume version created: v3');
    // No section edits: no question asked.
    expect(callsOf(fetchMock)).toEqual(['POST /api/files/validate', sectionsUrl, createUrl]);
    // The file became a version: the tab is ready for the next one.
    expect(screen.queryByRole('region', { name: 'Validation results' })).toBeNull();
  });

  it('says why a version could not be created, and keeps the file to try again', async () => {
    stubFetch({
      'POST /api/files/validate': [Response.json({ validation: valid })],
      [sectionsUrl]: [sectionsAnswer(0)],
      'POST /api/resumes/7/versions': [errorAnswer(404, 'That resume was not found.')],
    });
    const onVersionCreated = vi.fn();
    renderTab(onVersionCreated);
    const user = userEvent.setup();
    await user.upload(input(), pdf());
    await user.click(await screen.findByRole('button', { name: 'Create Resume Version' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create version: That resume was not found.',
    );
    expect(toastText()).toBe(
      'Failed to create version | Failed to create version: That resume was not found.',
    );
    expect(onVersionCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Resume Version' })).not.toBeNull();
  });

  it('asks before dropping section edits: Cancel creates nothing and keeps the file', async () => {
    const fetchMock = stubFetch({
      'POST /api/files/validate': [Response.json({ validation: valid })],
      [sectionsUrl]: [sectionsAnswer(3)],
      [createUrl]: [
        Response.json({ version: version({ id: 40, version: 3, isActive: true }) }, { status: 201 }),
      ],
    });
    const onVersionCreated = vi.fn();
    renderTab(onVersionCreated);
    const user = userEvent.setup();
    await user.upload(input(), pdf());
    await user.click(await screen.findByRole('button', { name: 'Create Resume Version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your section edits?' });
    expect(within(dialog).getByText(fileManagerMessages.replaceSectionEdits.description(3)).textContent).toBe(
      'This resume has 3 edited sections. The edits apply to its current text and will be dropped when this version becomes the resume.',
    );
    expect(within(dialog).getByRole('button', { name: 'Create version' })).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock)).toEqual(['POST /api/files/validate', sectionsUrl]);
    expect(onVersionCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('region', { name: 'Validation results' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Create Resume Version' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("asks before dropping section edits: 'Create version' creates it", async () => {
    const fetchMock = stubFetch({
      'POST /api/files/validate': [Response.json({ validation: valid })],
      [sectionsUrl]: [sectionsAnswer(1)],
      [createUrl]: [
        Response.json({ version: version({ id: 40, version: 3, isActive: true }) }, { status: 201 }),
      ],
    });
    const onVersionCreated = vi.fn();
    renderTab(onVersionCreated);
    const user = userEvent.setup();
    await user.upload(input(), pdf());
    await user.type(await screen.findByLabelText('Title (optional)'), 'For Acme');
    await user.click(screen.getByRole('button', { name: 'Create Resume Version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your section edits?' });
    expect(callsOf(fetchMock)).not.toContain(createUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Create version' }));
    await waitFor(() => expect(onVersionCreated).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
    const created = fetchMock.mock.calls.find(([url]) => url === '/api/resumes/7/versions')?.[1]
      ?.body as FormData;
    expect(created.get('title')).toBe('For Acme');
    expect(toastText()).toBe('Version created successfully | New resume version created: v3');
    expect(callsOf(fetchMock)).toEqual(['POST /api/files/validate', sectionsUrl, createUrl]);
  });

  it('creates nothing when the section edits cannot be checked, and says why', async () => {
    const fetchMock = stubFetch({
      'POST /api/files/validate': [Response.json({ validation: valid })],
      [sectionsUrl]: [errorAnswer(404, 'That resume was not found.')],
    });
    renderTab();
    const user = userEvent.setup();
    await user.upload(input(), pdf());
    await user.click(await screen.findByRole('button', { name: 'Create Resume Version' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Could not check your section edits | Could not check your section edits: That resume was not found.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock)).toEqual(['POST /api/files/validate', sectionsUrl]);
  });
});
