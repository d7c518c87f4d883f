import { versionFieldsSchema } from '@shared/api/versions';
import { describe, expect, it } from 'vitest';
import { versionFields, versionTimestamp } from './version-fields';

const now = new Date(2025, 5, 1, 9, 3, 7);

describe('versionFields', () => {
  it("titles a version 'Version ' and the local time, described as 'Auto-created version' (platform spec §7)", () => {
    expect(versionTimestamp(now)).toBe('2025-06-01 09:03:07');
    expect(versionFields({}, now)).toEqual({
      title: 'Version 2025-06-01 09:03:07',
      description: 'Auto-created version',
      tags: '',
    });
    expect(versionFields({ title: '  ', description: ' ', tags: ' , ' }, now)).toEqual(
      versionFields({}, now),
    );
  });

  it('keeps what the visitor typed, trimmed, with tags tidied into the list the route splits', () => {
    const fields = versionFields(
      { title: ' Tailored ', description: ' For Acme ', tags: 'acme, ,2025 ,' },
      now,
    );
    expect(fields).toEqual({ title: 'Tailored', description: 'For Acme', tags: 'acme, 2025' });
    expect(versionFieldsSchema.parse(fields).tags).toEqual(['acme', '2025']);
  });
});
