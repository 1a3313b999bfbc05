import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingContainer } from './FloatingContainer.tsx';
import { clampTop, nearestSide, placeFloating } from './floatingGeometry.ts';

// A 375x812 phone with 20 px insets all round and a 100x50 container.
const BOUNDS = { left: 20, top: 20, width: 335, height: 772 };
const SIZE = { width: 100, height: 50 };

function translate(el: HTMLElement) {
  const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(el.style.transform);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}

beforeEach(() => {
  // jsdom has no layout: the bounds probe and the container report the boxes above, the container
  // wherever its transform put it.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('shq-floating__bounds')) return DOMRect.fromRect({ x: BOUNDS.left, y: BOUNDS.top, ...BOUNDS });
    const at = translate(this) ?? { x: 0, y: 0 };
    return DOMRect.fromRect({ x: at.x, y: at.y, ...SIZE });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const group = () => screen.getByRole('group', { name: '迷你播放器' });
function dragBy(el: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.pointerDown(el, { pointerId: 1, clientX: from.x, clientY: from.y, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: (from.x + to.x) / 2, clientY: (from.y + to.y) / 2, pointerType: 'touch' });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: to.x, clientY: to.y, pointerType: 'touch' });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: to.x, clientY: to.y, pointerType: 'touch' });
}

describe('floating geometry', () => {
  it('should clamp the top into the bounds and pick the nearer edge', () => {
    expect(clampTop(-40, 50, BOUNDS)).toBe(20);
    expect(clampTop(900, 50, BOUNDS)).toBe(742);
    expect(clampTop(300, 50, BOUNDS)).toBe(300);
    expect(nearestSide(60, 100, BOUNDS)).toBe('left');
    expect(nearestSide(200, 100, BOUNDS)).toBe('right');
    expect(placeFloating({ side: 'right', top: null }, SIZE, BOUNDS)).toEqual({ x: 255, y: 742 });
    expect(placeFloating({ side: 'left', top: 5 }, SIZE, BOUNDS)).toEqual({ x: 20, y: 20 });
  });
});

describe('FloatingContainer', () => {
  it('should start at the bottom of the right edge inside the safe bounds', () => {
    render(<FloatingContainer label="迷你播放器">播放器</FloatingContainer>);
    expect(translate(group())).toEqual({ x: 255, y: 742 });
    expect(group().hasAttribute('data-placed')).toBe(true);
  });

  it('should follow a drag, stay inside the bounds and snap to the nearer edge when let go', () => {
    const onMove = vi.fn();
    render(
      <FloatingContainer label="迷你播放器" onMove={onMove}>
        播放器
      </FloatingContainer>,
    );
    fireEvent.pointerDown(group(), { pointerId: 1, clientX: 300, clientY: 760, pointerType: 'touch' });
    fireEvent.pointerMove(group(), { pointerId: 1, clientX: 100, clientY: -500, pointerType: 'touch' });
    // While dragging it is clamped to the bounds: the top edge, not above the screen.
    expect(translate(group())).toEqual({ x: 55, y: 20 });
    expect(group().classList.contains('shq-floating--dragging')).toBe(true);
    fireEvent.pointerUp(group(), { pointerId: 1, clientX: 100, clientY: -500, pointerType: 'touch' });
    expect(onMove).toHaveBeenCalledWith({ side: 'left', top: 20 });
    expect(translate(group())).toEqual({ x: 20, y: 20 });
    expect(group().classList.contains('shq-floating--dragging')).toBe(false);
  });

  it('should follow a quick drag whose moves land outside the box', () => {
    const onMove = vi.fn();
    render(
      <FloatingContainer label="迷你播放器" onMove={onMove}>
        播放器
      </FloatingContainer>,
    );
    fireEvent.pointerDown(group(), { pointerId: 1, clientX: 300, clientY: 760, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(document.body, { pointerId: 1, clientX: 40, clientY: 400, pointerType: 'mouse' });
    fireEvent.pointerUp(document.body, { pointerId: 1, clientX: 40, clientY: 400, pointerType: 'mouse' });
    expect(onMove).toHaveBeenCalledWith({ side: 'left', top: 382 });
    expect(translate(group())).toEqual({ x: 20, y: 382 });
  });

  it('should let taps reach the children but swallow the click that ends a drag', () => {
    const onClick = vi.fn();
    render(
      <FloatingContainer label="迷你播放器">
        <button type="button" onClick={onClick}>
          播放
        </button>
      </FloatingContainer>,
    );
    const play = screen.getByRole('button', { name: '播放' });
    // A wobble under the threshold is a tap.
    dragBy(play, { x: 300, y: 760 }, { x: 303, y: 762 });
    fireEvent.click(play);
    expect(onClick).toHaveBeenCalledTimes(1);
    dragBy(play, { x: 300, y: 760 }, { x: 300, y: 400 });
    fireEvent.click(play);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The next tap works again.
    fireEvent.click(play);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('should ignore other pointers and the right mouse button', () => {
    const onMove = vi.fn();
    render(
      <FloatingContainer label="迷你播放器" onMove={onMove}>
        播放器
      </FloatingContainer>,
    );
    fireEvent.pointerDown(group(), { pointerId: 1, clientX: 300, clientY: 760, pointerType: 'mouse', button: 2 });
    fireEvent.pointerMove(group(), { pointerId: 1, clientX: 50, clientY: 300, pointerType: 'mouse' });
    fireEvent.pointerDown(group(), { pointerId: 2, clientX: 300, clientY: 760, pointerType: 'touch' });
    fireEvent.pointerMove(group(), { pointerId: 3, clientX: 50, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerUp(group(), { pointerId: 3, clientX: 50, clientY: 300, pointerType: 'touch' });
    expect(translate(group())).toEqual({ x: 255, y: 742 });
    expect(onMove).not.toHaveBeenCalled();
  });

  it('should move with the keyboard from its grip: up and down in steps, left and right to the edges', async () => {
    const onMove = vi.fn();
    render(
      <FloatingContainer label="迷你播放器" onMove={onMove}>
        播放器
      </FloatingContainer>,
    );
    const grip = screen.getByRole('button', { name: '移动位置' });
    expect(grip.getAttribute('aria-describedby')).toBeTruthy();
    grip.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(translate(group())).toEqual({ x: 255, y: 742 - 32 });
    await userEvent.keyboard('{ArrowLeft}');
    expect(translate(group())).toEqual({ x: 20, y: 710 });
    expect(onMove).toHaveBeenLastCalledWith({ side: 'left', top: 710 });
    await userEvent.keyboard('{Home}');
    expect(translate(group())).toEqual({ x: 20, y: 20 });
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    expect(translate(group())).toEqual({ x: 255, y: 20 });
    await userEvent.keyboard('{End}');
    expect(translate(group())).toEqual({ x: 255, y: 742 });
  });

  it('should not hold the focus: Tab walks through its controls and out', async () => {
    render(
      <>
        <FloatingContainer label="迷你播放器" defaultPosition={{ side: 'left', top: 100 }}>
          <button type="button">播放</button>
        </FloatingContainer>
        <button type="button">之后</button>
      </>,
    );
    expect(translate(group())).toEqual({ x: 20, y: 100 });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '播放' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '移动位置' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '之后' }));
  });

  it('should leave out the grip when asked and pass the insets to its bounds', () => {
    render(
      <FloatingContainer label="迷你播放器" handle={false} insetBottom="var(--shq-tab-bar-height)">
        播放器
      </FloatingContainer>,
    );
    expect(screen.queryByRole('button', { name: '移动位置' })).toBeNull();
    const probe = document.querySelector<HTMLElement>('.shq-floating__bounds');
    expect(probe?.style.getPropertyValue('--shq-floating-inset-bottom')).toBe('var(--shq-tab-bar-height)');
  });

  it('should move back inside when the viewport shrinks', () => {
    render(<FloatingContainer label="迷你播放器">播放器</FloatingContainer>);
    BOUNDS.height = 500;
    try {
      fireEvent(window, new Event('resize'));
      expect(translate(group())).toEqual({ x: 255, y: 470 });
    } finally {
      BOUNDS.height = 772;
    }
  });
});
