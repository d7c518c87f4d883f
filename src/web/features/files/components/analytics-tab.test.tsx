import type { VersionDiff } from '@shared/api/versions';
import { fileManagerMessages } from '@shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { formatDateTime } from '../format-date';
import { errorAnswer, renderWithClient, stubFetch, version } from '../test-support';
import { AnalyticsTab } from './analytics-tab';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const versions = [
  version({ id: 34, version: 4, fileSize: 4096 }),
  version({ id: 33, version: 3, fileSize: 1024 }),
  version({ id: 32, version: 2, fileSize: 2048, isActive: true }),
  version({ id: 31, version: 1, fileSize: 1024 }),
];
const versionsUrl = 'GET /api/resumes/3/versions';
const toastText = () => screen.getByTestId('toast').textContent;
const detailOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

describe('AnalyticsTab', () => {
  it('says it is loading, then shows the statistics and the latest 3 versions', async () => {
    stubFetch({ [versionsUrl]: [Response.json({ versions })] });
    renderWithClient(<AnalyticsTab resumeId={3} />);
    expect(screen.getByText('Loading versions…').getAttribute('role')).toBe('status');
    expect(await screen.findByText('File Statistics')).not.toBeNull();
    expect(detailOf('Total versions')).toBe('4');
    expect(detailOf('Active version')).toBe('v2');
    expect(detailOf('Total size')).toBe('8 KB');
    const recent = within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(recent.map((item) => item.textContent)).toEqual([
      `v4 Version 4${formatDateTime(versions[0]?.createdAt ?? '')}`,
      `v3 Version 3${formatDateTime(versions[1]?.createdAt ?? '')}`,
      `v2 Version 2${formatDateTime(versions[2]?.createdAt ?? '')}`,
    ]);
    expect(within(recent[2] as HTMLElement).getByRole('img', { name: 'Active version' })).not.toBeNull();
  });

  it('with no versions: zero statistics, the empty text, and nothing to compare', async () => {
    stubFetch({ [versionsUrl]: [Response.json({ versions: [] })] });
    renderWithClient(<AnalyticsTab resumeId={3} />);
    expect(await screen.findByText(fileManagerMessages.noVersions)).not.toBeNull();
    expect(detailOf('Total versions')).toBe('0');
    expect(detailOf('Active version')).toBe('None');
    expect(detailOf('Total size')).toBe('0 Bytes');
    expect(screen.getByRole('button', { name: 'Compare Versions' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Version History' }).hasAttribute('disabled')).toBe(true);
  });

  it('says why the versions could not be loaded (platform spec §8)', async () => {
    stubFetch({ [versionsUrl]: [errorAnswer(404, 'That resume was not found.')] });
    renderWithClient(<AnalyticsTab resumeId={3} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load versions: That resume was not found.',
    );
  });

  it('compares the two newest versions at first, another pair when chosen, lines marked added or removed', async () => {
    const byId = (id: number) => versions.find((entry) => entry.id === id) ?? version({ id, version: 9 });
    const diff = (from: number, to: number, lines: VersionDiff['lines']): VersionDiff => ({
      from: byId(from),
      to: byId(to),
      lines,
      added: lines.filter((line) => line.kind === 'added').length,
      removed: lines.filter((line) => line.kind === 'removed').length,
    });
    stubFetch({
      [versionsUrl]: [Response.json({ versions })],
      'GET /api/resumes/3/versions/diff?from=33&to=34': [
        Response.json(
          diff(33, 34, [
            { kind: 'same', text: 'Jane Doe' },
            { kind: 'removed', text: '• Led a team of 3' },
            { kind: 'added', text: '• Led a team of 5' },
          ]),
        ),
      ],
      'GET /api/resumes/3/versions/diff?from=31&to=34': [errorAnswer(404, 'That version was not found.')],
    });
    renderWithClient(<AnalyticsTab resumeId={3} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Compare Versions' }));
    const dialog = screen.getByRole('dialog', { name: 'Compare Versions' });
    expect((within(dialog).getByLabelText('From version') as HTMLSelectElement).value).toBe('33');
    expect((within(dialog).getByLabelText('To version') as HTMLSelectElement).value).toBe('34');
    const changes = await within(dialog).findByRole('list', { name: 'Changes from v3 to v4' });
    expect(within(dialog).getByText('From v3 to v4: 1 line added, 1 line removed.')).not.toBeNull();
    const lines = within(changes).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      ' Jane Doe',
      '−Removed: • Led a team of 3',
      '+Added: • Led a team of 5',
    ]);
    expect(lines[1]?.querySelector('del')?.textContent).toBe('Removed: • Led a team of 3');
    expect(lines[2]?.querySelector('ins')?.textContent).toBe('Added: • Led a team of 5');

    await user.selectOptions(within(dialog).getByLabelText('From version'), '31');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to compare versions: That version was not found.',
    );
    await user.selectOptions(within(dialog).getByLabelText('From version'), '34');
    expect(within(dialog).getByText('Choose two different versions.')).not.toBeNull();
  });

  it('Bulk Export fetches every format and saves them in one zip', async () => {
    const formats: string[] = [];
    stubFetch({
      [versionsUrl]: [Response.json({ versions })],
      'POST /api/resumes/3/export': [
        (init) => {
          const { format } = JSON.parse(String(init?.body)) as { format: string };
          formats.push(format);
          return new Response(`the ${format} export`);
        },
      ],
    });
    renderWithClient(<AnalyticsTab resumeId={3} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bulk Export' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledOnce());
    const [name, blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('resume-export.zip');
    const files = unzipSync(new Uint8Array(await (blob as Blob).arrayBuffer()));
    const text = Object.fromEntries(
      Object.entries(files).map(([file, bytes]) => [file, new TextDecoder().decode(bytes)]),
    );
    expect(text).toEqual({
      'resume-export.pdf': 'the pdf export',
      'resume-export.docx': 'the docx export',
      'resume-export.txt': 'the txt export',
      'resume-export.html': 'the html export',
      'resume-export.json': 'the json export',
    });
    expect(formats.sort()).toEqual(['docx', 'html', 'json', 'pdf', 'txt']);
    expect(toastText()).toBe('Export successful | Resume exported as ZIP');
  });

  it('Bulk Export says why it failed when one format fails, and saves nothing', async () => {
    stubFetch({
      [versionsUrl]: [Response.json({ versions })],
      'POST /api/resumes/3/export': [
        (init) =>
          String(init?.body).includes('"docx"')
            ? errorAnswer(500, 'The resume could not be exported. Please try again.')
            : new Response('bytes'),
      ],
    });
    renderWithClient(<AnalyticsTab resumeId={3} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Bulk Export' }));
    await waitFor(() =>
      expect(toastText()).toBe(
        'Export failed | Export failed: The resume could not be exported. Please try again.',
      ),
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('Version History lists every version with its date', async () => {
    stubFetch({ [versionsUrl]: [Response.json({ versions })] });
    renderWithClient(<AnalyticsTab resumeId={3} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Version History' }));
    const dialog = screen.getByRole('dialog', { name: 'Version History' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('v4');
    expect(rows[3]?.textContent).toContain(formatDateTime(versions[3]?.createdAt ?? ''));
    expect(rows[2]?.textContent).toContain('Active');
  });
});
