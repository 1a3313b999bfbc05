import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FloatingButtons } from './FloatingButtons.tsx';

describe('FloatingButtons', () => {
  it('should show the question button above the feedback button and call each one', async () => {
    const onFeedback = vi.fn();
    const onQuestion = vi.fn();
    render(<FloatingButtons onFeedback={onFeedback} onQuestion={onQuestion} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['常见问题', '意见反馈']);
    // The visible words are part of the names (WCAG 2.5.3 label in name).
    expect(buttons.map((b) => b.textContent)).toEqual(['问题', '反馈']);
    await userEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    await userEvent.click(screen.getByRole('button', { name: '常见问题' }));
    expect(onFeedback).toHaveBeenCalledTimes(1);
    expect(onQuestion).toHaveBeenCalledTimes(1);
  });

  it('should show only the buttons it has callbacks for, and nothing without any', () => {
    const view = render(<FloatingButtons onFeedback={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['意见反馈']);
    view.rerender(<FloatingButtons />);
    expect(view.container.innerHTML).toBe('');
  });

  it('should sit above the tab bar when asked', () => {
    const { container } = render(<FloatingButtons onQuestion={() => {}} aboveTabBar />);
    expect(container.firstElementChild?.className).toContain('shq-floating-buttons--above-tab-bar');
  });
});
