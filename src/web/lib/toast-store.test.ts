import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastRule, useToasts } from './toast-store';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows one at a time, the newest replacing the last', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Undone' });
      toast({ title: 'Redone' });
    });
    expect(result.current.map((item) => item.title)).toEqual(['Redone']);
  });

  it('keeps a dismissed toast closed for 1,000,000 ms, then removes it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'File Removed' });
    });
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(999_999));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });

  it('shows a spec rule as its title over its sentence', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toastRule('Missing Resume: Please upload your resume first.');
    });
    expect(result.current[0]).toMatchObject({
      title: 'Missing Resume',
      description: 'Please upload your resume first.',
      variant: 'destructive',
    });
  });
});
