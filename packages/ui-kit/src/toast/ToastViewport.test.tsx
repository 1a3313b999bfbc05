import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastViewport } from './ToastViewport.tsx';
import { TOAST_DURATION, hideToast, showToast } from './toastStore.ts';

describe('ToastViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => hideToast());
    vi.useRealTimers();
  });

  it('should export a duration of 1800 ms', () => {
    expect(TOAST_DURATION).toBe(1800);
  });

  it('should render the message in a polite live region', () => {
    render(<ToastViewport />);
    act(() => showToast('网络错误，请稍后重试'));
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('网络错误，请稍后重试');
  });

  it('should hide the toast after 1800 ms', () => {
    render(<ToastViewport />);
    act(() => showToast('请登录...'));
    act(() => vi.advanceTimersByTime(1799));
    expect(screen.queryByText('请登录...')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('请登录...')).toBeNull();
  });

  it('should replace the current toast and restart the timer', () => {
    render(<ToastViewport />);
    act(() => showToast('first'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => showToast('second'));
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeDefined();
    // 1800 ms after the first toast, the second one must still be there.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('second')).not.toBeNull();
    act(() => vi.advanceTimersByTime(799));
    expect(screen.queryByText('second')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('second')).toBeNull();
  });

  it('should honour a custom duration', () => {
    render(<ToastViewport />);
    act(() => showToast('long', { duration: 3000 }));
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('long')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('long')).toBeNull();
  });

  it('should show a toast raised before the viewport mounted', () => {
    showToast('early');
    render(<ToastViewport />);
    expect(screen.getByText('early')).toBeDefined();
  });

  it('should keep the live region in the DOM when no toast is shown', () => {
    render(<ToastViewport />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
