import { fileManagerMessages } from '@shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { formatDateTime } from '../format-date';
import { callsOf, errorAnswer, renderWithClient, sectionsAnswer, stubFetch, version } from '../test-support';
import { VersionsTab } from './versions-tab';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const older = version({ id: 21, version: 1, title: 'First upload', fileName: 'jane.docx', fileSize: 1536 });
const newer = version({
  id: 22,
  version: 2,
  title: 'Tailored for Acme',
  description: 'Shorter summary',
  tags: ['acme', 'backend'],
  fileName: 'jane-acme.pdf',
  fileSize: 1_234_567,
  isActive: true,
});
const versionsUrl = 'GET /api/resumes/5/versions';
const sectionsUrl = 'GET /api/resumes/5/sections';
const activateUrl = 'POST /api/resumes/5/versions/21/activate';
const replaceEdits = fileManagerMessages.replaceSectionEdits;
const toastText = () => screen.getByTestId('toast').textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

describe('VersionsTab', () => {
  it('says it is loading, then lists each version with everything platform spec §2 names', async () => {
    stubFetch({ [versionsUrl]: [Response.json({ versions: [newer, older] })] });
    renderWithClient(<VersionsTab resumeId={5} />);
    expect(screen.getByText('Loading versions…').getAttribute('role')).toBe('status');

    const active = await screen.findByRole('listitem', { name: 'v2: Tailored for Acme (active)' });
    expect(within(active).getByText('v2')).not.toBeNull();
    expect(within(active).getByRole('img', { name: 'Active version' })).not.toBeNull();
    expect(within(active).getByText('Shorter summary')).not.toBeNull();
    expect(
      within(active)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['acme', 'backend']);
    expect(within(active).getByText('jane-acme.pdf')).not.toBeNull();
    expect(within(active).getByText('1.18 MB')).not.toBeNull();
    expect(within(active).getByText(`Created ${formatDateTime(newer.createdAt)}`)).not.toBeNull();
    expect(within(active).getByRole('button', { name: 'Download v2' })).not.toBeNull();
    expect(within(active).getByRole('button', { name: 'View the text of v2' })).not.toBeNull();
    // The third button only on versions that are not active.
    expect(within(active).queryByRole('button', { name: 'Make v2 active' })).toBeNull();

    const first = screen.getByRole('listitem', { name: 'v1: First upload' });
    expect(within(first).queryByRole('img', { name: 'Active version' })).toBeNull();
    expect(within(first).getByText('1.5 KB')).not.toBeNull();
    expect(within(first).getByRole('button', { name: 'Make v1 active' })).not.toBeNull();
  });

  it('shows the empty text of platform spec §2 when the resume has no versions', async () => {
    stubFetch({ [versionsUrl]: [Response.json({ versions: [] })] });
    renderWithClient(<VersionsTab resumeId={5} />);
    expect(await screen.findByText(fileManagerMessages.noVersions)).not.toBeNull();
  });

  it('says why the list failed (platform spec §8), and Refresh loads it again', async () => {
    stubFetch({
      [versionsUrl]: [errorAnswer(404, 'That resume was not found.'), Response.json({ versions: [older] })],
    });
    renderWithClient(<VersionsTab resumeId={5} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load versions: That resume was not found.',
    );
    expect(screen.queryByText(fileManagerMessages.noVersions)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('listitem', { name: 'v1: First upload' })).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads a version under its own file name', async () => {
    const fetchMock = stubFetch({
      [versionsUrl]: [Response.json({ versions: [newer, older] })],
      'GET /api/resumes/5/versions/21/file': [new Response('PK docx bytes')],
    });
    renderWithClient(<VersionsTab resumeId={5} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download v1' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [name, blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('jane.docx');
    expect(await blob?.text()).toBe('PK docx bytes');
    expect(callsOf(fetchMock)).toContain('GET /api/resumes/5/versions/21/file');
  });

  it('says why a download failed', async () => {
    stubFetch({
      [versionsUrl]: [Response.json({ versions: [newer] })],
      'GET /api/resumes/5/versions/22/file': [errorAnswer(404, 'That version was not found.')],
    });
    renderWithClient(<VersionsTab resumeId={5} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download v2' }));
    await waitFor(() =>
      expect(toastText()).toBe('Download failed | Download failed: That version was not found.'),
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it("shows a version's text in a dialog, or why it could not be read", async () => {
    stubFetch({
      [versionsUrl]: [Response.json({ versions: [newer, older] })],
      'GET /api/resumes/5/versions/22/text': [
        Response.json({ text: 'Jane Doe\nExperience\n• Built things' }),
      ],
      'GET /api/resumes/5/versions/21/text': [errorAnswer(404, 'That version was not found.')],
    });
    renderWithClient(<VersionsTab resumeId={5} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View the text of v2' }));
    const dialog = await screen.findByRole('dialog', { name: 'v2: Tailored for Acme' });
    const text = await within(dialog).findByRole('region', { name: 'Text of v2' });
    expect(text.textContent).toBe('Jane Doe\nExperience\n• Built things');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'View the text of v1' }));
    const failed = await screen.findByRole('dialog', { name: 'v1: First upload' });
    expect((await within(failed).findByRole('alert')).textContent).toBe(
      "Failed to load the version's text: That version was not found.",
    );
  });

  /** The list before and after v1 becomes active, and the activation itself (new answers each time). */
  const activationRoutes = () => ({
    [versionsUrl]: [
      Response.json({ versions: [newer, older] }),
      Response.json({
        versions: [
          { ...newer, isActive: false },
          { ...older, isActive: true },
        ],
      }),
    ],
    [activateUrl]: [Response.json({ version: { ...older, isActive: true } })],
  });

  it('makes an older version active at once when the resume has no section edits, and reads the list again', async () => {
    const fetchMock = stubFetch({ ...activationRoutes(), [sectionsUrl]: [sectionsAnswer(0)] });
    renderWithClient(<VersionsTab resumeId={5} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Make v1 active' }));
    expect(await screen.findByRole('listitem', { name: 'v1: First upload (active)' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Make v2 active' })).not.toBeNull();
    expect(toastText()).toBe('Active version changed | v1 is now the active version');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock)).toEqual([versionsUrl, sectionsUrl, activateUrl, versionsUrl]);
  });

  it('asks before dropping section edits: Cancel keeps them and the active version', async () => {
    const fetchMock = stubFetch({ ...activationRoutes(), [sectionsUrl]: [sectionsAnswer(2)] });
    renderWithClient(<VersionsTab resumeId={5} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make v1 active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your section edits?' });
    expect(within(dialog).getByText(replaceEdits.description(2)).textContent).toBe(
      'This resume has 2 edited sections. The edits apply to its current text and will be dropped when this version becomes the resume.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(fetchMock)).toEqual([versionsUrl, sectionsUrl]);
    expect(screen.getByRole('listitem', { name: 'v2: Tailored for Acme (active)' })).not.toBeNull();
  });

  it("asks before dropping section edits: 'Make active' makes the version active", async () => {
    const fetchMock = stubFetch({ ...activationRoutes(), [sectionsUrl]: [sectionsAnswer(1)] });
    renderWithClient(<VersionsTab resumeId={5} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Make v1 active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your section edits?' });
    expect(within(dialog).getByText(/^This resume has 1 edited section\. The edit applies/)).not.toBeNull();
    expect(callsOf(fetchMock)).not.toContain(activateUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Make active' }));
    expect(await screen.findByRole('listitem', { name: 'v1: First upload (active)' })).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toastText()).toBe('Active version changed | v1 is now the active version');
    expect(callsOf(fetchMock)).toEqual([versionsUrl, sectionsUrl, activateUrl, versionsUrl]);
  });

  it('does not make a version active when the section edits cannot be checked, and says why', async () => {
    const fetchMock = stubFetch({
      ...activationRoutes(),
      [sectionsUrl]: [new Response('<html><body>Bad Gateway</body></html>', { status: 502 })],
    });
    renderWithClient(<VersionsTab resumeId={5} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Make v1 active' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Could not check your section edits | Could not check your section edits: 502 Bad Gateway',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock)).toEqual([versionsUrl, sectionsUrl]);
    expect((screen.getByRole('button', { name: 'Make v1 active' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says why a version could not be made active', async () => {
    stubFetch({
      [versionsUrl]: [Response.json({ versions: [newer, older] })],
      [sectionsUrl]: [sectionsAnswer(0)],
      [activateUrl]: [errorAnswer(404, 'That version was not found.')],
    });
    renderWithClient(<VersionsTab resumeId={5} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Make v1 active' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Failed to change the active version | Failed to change the active version: That version was not found.',
      ),
    );
  });
});
