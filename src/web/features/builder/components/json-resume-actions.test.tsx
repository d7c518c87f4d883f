import type { BuilderData } from '@core/builder/builder-data';
import { builderToJsonResume, importBuilderJson } from '@core/builder/builder-json-resume';
import { builderMessages } from '@shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file';
import { filledBuilderData, renderBuilder } from '../test-support';
import { JsonResumeActions } from './json-resume-actions';

vi.mock('../../../lib/save-file', () => ({ saveFile: vi.fn() }));

const toastText = () => screen.getByTestId('toast').textContent;
const jsonFile = (text: string, name = 'resume.json') => new File([text], name, { type: 'application/json' });

afterEach(() => vi.mocked(saveFile).mockClear());

describe('the JSON Resume actions', () => {
  it('leaves the data untouched when the file is not a JSON Resume, and says why twice', async () => {
    const data = filledBuilderData();
    const onImported = vi.fn();
    renderBuilder(<JsonResumeActions data={data} onImported={onImported} />);
    const text = '{"basics": {"name": 42}}';
    const outcome = importBuilderJson(text, data);
    expect(outcome.ok).toBe(false);
    const message = outcome.ok ? '' : outcome.message;
    await userEvent.upload(screen.getByLabelText('JSON Resume file'), jsonFile(text));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(toastText()).toBe(`${builderMessages.importFailed.title} | ${message}`);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('hands over the imported data and says where it came from', async () => {
    const onImported = vi.fn();
    const data = filledBuilderData();
    renderBuilder(<JsonResumeActions data={data} onImported={onImported} />);
    const text = JSON.stringify(builderToJsonResume(data));
    await userEvent.upload(screen.getByLabelText('JSON Resume file'), jsonFile(text, 'mariana.json'));
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    const imported = onImported.mock.calls[0]?.[0] as BuilderData;
    expect(imported.contact.fullName).toBe('Mariana Costa Silva');
    expect(toastText()).toBe(
      `${builderMessages.imported.title} | ${builderMessages.imported.description('mariana.json')}`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("exports 'resume.json', pretty-printed", async () => {
    const data = filledBuilderData();
    renderBuilder(<JsonResumeActions data={data} onImported={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON Resume' }));
    const [fileName, blob] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('resume.json');
    expect(blob?.type).toBe('application/json');
    expect(await blob?.text()).toBe(`${JSON.stringify(builderToJsonResume(data), null, 2)}\n`);
    expect(toastText()).toBe(
      `${builderMessages.jsonExported.title} | ${builderMessages.jsonExported.description}`,
    );
  });
});
