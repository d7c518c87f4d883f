import { describe, expect, it } from 'vitest';
import { createLineSplitter, parseStreamLine } from './stream-lines';

describe('the stream line splitter', () => {
  it('hands out whole lines only, keeping a cut line for the next piece', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('data: {"type":"conn')).toEqual([]);
    expect(splitter.push('ected"}\n\ndata: {"type":"chunk",')).toEqual(['data: {"type":"connected"}', '']);
    expect(splitter.push('"content":"{","provider":"groq"}\r\n')).toEqual([
      'data: {"type":"chunk","content":"{","provider":"groq"}',
    ]);
  });

  it('flushes a last line the stream ended without a newline', () => {
    const splitter = createLineSplitter();
    splitter.push('data: {"type":"complete"}');
    expect(splitter.flush()).toEqual(['data: {"type":"complete"}']);
    expect(splitter.flush()).toEqual([]);
  });
});

describe('a stream line', () => {
  it('is an event when it is "data: " and JSON of an event', () => {
    expect(parseStreamLine('data: {"type":"connected"}')).toEqual({ type: 'connected' });
    expect(parseStreamLine('data: {"type":"chunk","content":"ab","provider":"openrouter"}')).toEqual({
      type: 'chunk',
      content: 'ab',
      provider: 'openrouter',
    });
    expect(parseStreamLine('data: {"type":"complete"}')).toEqual({ type: 'complete' });
    expect(parseStreamLine('data: {"type":"error","message":"All providers failed"}')).toEqual({
      type: 'error',
      message: 'All providers failed',
    });
  });

  it('is ignored when it cannot be read as an event', () => {
    for (const line of [
      '',
      ': keep-alive',
      'event: chunk',
      'data: {"type":"chunk"',
      'data: not json',
      'data: {"type":"unknown"}',
      'data: {"type":"chunk","content":1,"provider":"groq"}',
      'data:{"type":"connected"}',
    ])
      expect(parseStreamLine(line)).toBeUndefined();
  });
});
