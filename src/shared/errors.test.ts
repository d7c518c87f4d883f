import { describe, expect, it } from 'vitest';
import { parseApiErrorBody } from './errors';

describe('parseApiErrorBody', () => {
  it('reads an error body and keeps its details', () => {
    expect(parseApiErrorBody({ message: 'No', code: 'NOT_FOUND', requestId: 'r1', details: [1] })).toEqual({
      message: 'No',
      code: 'NOT_FOUND',
      requestId: 'r1',
      details: [1],
    });
  });

  it.each([null, 'text', { message: 'No' }, { message: 'No', code: 'NOPE', requestId: 'r' }])(
    'refuses %j',
    (value) => {
      expect(parseApiErrorBody(value)).toBeUndefined();
    },
  );
});
