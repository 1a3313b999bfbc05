import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './LoadingIndicator.tsx';
import { Spinner } from './Spinner.tsx';

describe('LoadingIndicator', () => {
  it('should show the default label 加载中… in a status region when visible', () => {
    render(<LoadingIndicator visible />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('should show a custom label', () => {
    render(<LoadingIndicator visible label="提交中…" />);
    expect(screen.getByRole('status').textContent).toBe('提交中…');
  });

  it('should keep the empty status region mounted when hidden', () => {
    render(<LoadingIndicator visible={false} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('Spinner', () => {
  it('should be hidden from assistive technology', () => {
    const { container } = render(<Spinner />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('should convert a px size to rem so it scales with the text size', () => {
    const { container } = render(<Spinner size={32} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.style.getPropertyValue('--shq-spinner-size')).toBe('2rem');
  });
});
