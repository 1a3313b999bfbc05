import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DISTRICT_SELECTOR_TITLE, DistrictSelector, showDistrictSelector } from './DistrictSelector.tsx';
import { SHANGHAI_DISTRICTS } from './districts.ts';

const SPEC_NAMES = ['黄浦', '徐汇', '长宁', '静安', '普陀', '闸北', '虹口', '杨浦', '闵行', '宝山', '嘉定', '浦东新区', '金山', '松江', '奉贤', '崇明'];

describe('SHANGHAI_DISTRICTS', () => {
  it('should list the 16 districts of SPEC §3 in order with ids 31000001 to 31000016', () => {
    expect(SHANGHAI_DISTRICTS.map((d) => d.name)).toEqual(SPEC_NAMES);
    expect(SHANGHAI_DISTRICTS.map((d) => d.id)).toEqual(SPEC_NAMES.map((_, i) => 31000001 + i));
  });

  it('should keep every id within 31000001..31000030, unique and increasing', () => {
    const ids = SHANGHAI_DISTRICTS.map((d) => d.id);
    expect(new Set(ids).size).toBe(16);
    for (const [i, id] of ids.entries()) {
      expect(id).toBeGreaterThanOrEqual(31000001);
      expect(id).toBeLessThanOrEqual(31000030);
      if (i > 0) expect(id).toBeGreaterThan(ids[i - 1] as number);
    }
  });
});

describe('DistrictSelector', () => {
  it('should be titled 请选择在哪里面试 and offer the 16 districts as buttons', () => {
    render(<DistrictSelector open onSelect={() => {}} onClose={() => {}} />);
    expect(DISTRICT_SELECTOR_TITLE).toBe('请选择在哪里面试');
    const dialog = screen.getByRole('dialog', { name: '请选择在哪里面试' });
    const list = within(dialog).getByRole('list', { name: '请选择在哪里面试' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(SPEC_NAMES);
    expect(document.activeElement?.textContent).toBe('黄浦');
  });

  it('should mark and focus the current district', () => {
    render(<DistrictSelector open value={31000012} onSelect={() => {}} onClose={() => {}} />);
    const current = screen.getByRole('button', { name: '浦东新区' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(current);
    expect(screen.getByRole('button', { name: '黄浦' }).hasAttribute('aria-current')).toBe(false);
  });

  it('should call onSelect with the id and name', () => {
    const onSelect = vi.fn();
    render(<DistrictSelector open onSelect={onSelect} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '闵行' }));
    expect(onSelect).toHaveBeenCalledWith({ id: 31000009, name: '闵行' });
  });

  it('should close on 关闭, Escape and the mask', () => {
    const onClose = vi.fn();
    render(<DistrictSelector open onSelect={() => {}} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('should resolve showDistrictSelector with the district and reject with 已取消 when dismissed', async () => {
    let chosen!: Promise<unknown>;
    act(() => {
      chosen = showDistrictSelector();
    });
    fireEvent.click(screen.getByRole('button', { name: '崇明' }));
    await expect(chosen).resolves.toEqual({ id: 31000016, name: '崇明' });
    await act(async () => {});
    let dismissed!: Promise<unknown>;
    act(() => {
      dismissed = showDistrictSelector({ value: 31000001 });
    });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(dismissed).rejects.toThrow(new Error('已取消'));
    await act(async () => {});
  });
});
