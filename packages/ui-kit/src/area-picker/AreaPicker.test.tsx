import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AreaPicker, showAreaPicker } from './AreaPicker.tsx';
import type { AreaLoader } from './AreaPicker.tsx';
import { formatAreaResult, parseAreaResult } from './areaResult.ts';
import type { AreaNode } from './areaResult.ts';

const tree: Record<string, AreaNode[]> = {
  root: [
    { code: '310000', address: '上海市' },
    { code: '320000', address: '江苏省' },
  ],
  '310000': [{ code: '310100', address: '上海市' }],
  '320000': [{ code: '320100', address: '南京市' }],
  '310100': [
    { code: '310101', address: '黄浦区' },
    { code: '310115', address: '浦东新区' },
    { code: '310151', address: '崇明区', hasChildren: false },
  ],
};

const treeLoader = () =>
  vi.fn<AreaLoader>((parent) => Promise.resolve(tree[parent === null ? 'root' : String(parent.code)] ?? []));

/** Resolves pending loader promises and React updates. */
const settle = () => act(async () => {});
/** A region button in the list (crumbs may carry the same name). */
const option = (name: string) =>
  within(document.querySelector('.shq-area-picker__list') as HTMLElement).getByRole('button', { name });
const crumbs = () => within(screen.getByRole('list', { name: '已选地区' }));

async function renderPicker<L extends AreaLoader>(loadChildren: L) {
  const onSelect = vi.fn();
  const onCancel = vi.fn();
  const view = render(<AreaPicker open loadChildren={loadChildren} onSelect={onSelect} onCancel={onCancel} />);
  await settle();
  return { ...view, onSelect, onCancel, loadChildren };
}

describe('formatAreaResult / parseAreaResult', () => {
  it('should join the names, then @, then the codes joined by |', () => {
    const path = [
      { code: 310000, address: '上海市' },
      { code: '310100', address: '上海市' },
      { code: '310115', address: '浦东新区' },
    ];
    expect(formatAreaResult(path)).toBe('上海市上海市浦东新区@310000|310100|310115');
    expect(parseAreaResult('上海市上海市浦东新区@310000|310100|310115')).toEqual({
      text: '上海市上海市浦东新区',
      codes: ['310000', '310100', '310115'],
    });
    expect(parseAreaResult('无')).toEqual({ text: '无', codes: [] });
  });
});

describe('AreaPicker', () => {
  it('should be titled 配送至 and show 加载中… until the first level arrives', async () => {
    let answer!: (nodes: AreaNode[]) => void;
    const loader = vi.fn(() => new Promise<AreaNode[]>((resolve) => (answer = resolve)));
    render(<AreaPicker open loadChildren={loader} onSelect={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('dialog', { name: '配送至' })).toBeDefined();
    expect(loader).toHaveBeenCalledWith(null);
    expect(screen.getByText('加载中…')).toBeDefined();
    expect(document.activeElement).toBe(crumbs().getByRole('button', { name: '请选择' }));
    await act(async () => answer(tree.root ?? []));
    expect(screen.queryByText('加载中…')).toBeNull();
    expect(option('江苏省')).toBeDefined();
  });

  it('should drill down level by level and return the joined text, @ and the codes', async () => {
    const { onSelect, loadChildren } = await renderPicker(treeLoader());
    fireEvent.click(option('上海市'));
    await settle();
    expect(loadChildren).toHaveBeenLastCalledWith(tree.root?.[0]);
    expect(crumbs().getAllByRole('button').map((b) => b.textContent)).toEqual(['上海市', '请选择']);
    fireEvent.click(option('上海市'));
    await settle();
    fireEvent.click(option('浦东新区'));
    await settle();
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]).toBe('上海市上海市浦东新区@310000|310100|310115');
    expect((onSelect.mock.calls[0]?.[1] as AreaNode[]).map((n) => n.code)).toEqual(['310000', '310100', '310115']);
  });

  it('should close at once on a node marked hasChildren: false', async () => {
    const { onSelect, loadChildren } = await renderPicker(treeLoader());
    fireEvent.click(option('上海市'));
    await settle();
    fireEvent.click(option('上海市'));
    await settle();
    const calls = loadChildren.mock.calls.length;
    fireEvent.click(option('崇明区'));
    expect(onSelect).toHaveBeenCalledWith('上海市上海市崇明区@310000|310100|310151', expect.any(Array));
    expect(loadChildren.mock.calls.length).toBe(calls);
  });

  it('should go back to a level when its crumb is tapped and replace the deeper choices', async () => {
    const { onSelect } = await renderPicker(treeLoader());
    fireEvent.click(option('上海市'));
    await settle();
    fireEvent.click(option('上海市'));
    await settle();
    expect(crumbs().getAllByRole('button').map((b) => b.textContent)).toEqual(['上海市', '上海市', '请选择']);
    // Back to the first level: its list shows again with the chosen region marked.
    fireEvent.click(crumbs().getAllByRole('button')[0] as HTMLElement);
    expect(document.activeElement).toBe(crumbs().getAllByRole('button')[0]);
    expect(crumbs().getAllByRole('button')[0]?.getAttribute('aria-current')).toBe('step');
    expect(option('上海市').getAttribute('aria-current')).toBe('true');
    fireEvent.click(option('江苏省'));
    await settle();
    expect(crumbs().getAllByRole('button').map((b) => b.textContent)).toEqual(['江苏省', '请选择']);
    fireEvent.click(option('南京市'));
    await settle();
    expect(onSelect).toHaveBeenCalledWith('江苏省南京市@320000|320100', expect.any(Array));
  });

  it('should keep the deeper choices when the same region is chosen again', async () => {
    const { loadChildren } = await renderPicker(treeLoader());
    fireEvent.click(option('上海市'));
    await settle();
    fireEvent.click(option('上海市'));
    await settle();
    const calls = loadChildren.mock.calls.length;
    fireEvent.click(crumbs().getAllByRole('button')[0] as HTMLElement);
    fireEvent.click(option('上海市'));
    expect(loadChildren.mock.calls.length).toBe(calls);
    expect(crumbs().getAllByRole('button').map((b) => b.textContent)).toEqual(['上海市', '上海市']);
    expect(crumbs().getAllByRole('button')[1]?.getAttribute('aria-current')).toBe('step');
  });

  it('should show 加载失败 with 重试 when a level fails, and load again on retry', async () => {
    const loader = vi.fn<AreaLoader>().mockRejectedValueOnce(new Error('网络错误')).mockResolvedValue(tree.root ?? []);
    await renderPicker(loader);
    expect(screen.getByText('加载失败')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('加载中…')).toBeDefined();
    await settle();
    expect(option('上海市')).toBeDefined();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('should treat a loader that throws like a failed load', async () => {
    await renderPicker(() => {
      throw new Error('boom');
    });
    expect(screen.getByText('加载失败')).toBeDefined();
  });

  it('should show 暂无数据 when the first level is empty', async () => {
    await renderPicker(() => Promise.resolve([]));
    expect(screen.getByText('暂无数据')).toBeDefined();
  });

  it('should ignore a late answer for a level the reader has left', async () => {
    let answer!: (nodes: AreaNode[]) => void;
    const loader = vi.fn((parent: AreaNode | null) =>
      parent === null ? Promise.resolve(tree.root ?? []) : new Promise<AreaNode[]>((resolve) => (answer = resolve)),
    );
    const { onSelect } = await renderPicker(loader);
    fireEvent.click(option('上海市'));
    fireEvent.click(crumbs().getAllByRole('button')[0] as HTMLElement);
    await act(async () => answer([]));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
  });

  it('should cancel with 已取消 on 关闭, Escape and the mask', async () => {
    const { onCancel } = await renderPicker(treeLoader());
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onCancel.mock.calls).toEqual([['已取消'], ['已取消'], ['已取消']]);
  });

  it('should start over when opened again', async () => {
    const loader = treeLoader();
    const props = { loadChildren: loader, onSelect: () => {}, onCancel: () => {} };
    const { rerender } = render(<AreaPicker open {...props} />);
    await settle();
    fireEvent.click(option('上海市'));
    await settle();
    rerender(<AreaPicker open={false} {...props} />);
    rerender(<AreaPicker open {...props} />);
    expect(crumbs().getAllByRole('button').map((b) => b.textContent)).toEqual(['请选择']);
    await settle();
    expect(option('江苏省')).toBeDefined();
  });

  it('should resolve showAreaPicker with the result and reject with 已取消 when dismissed', async () => {
    let picked!: Promise<string>;
    act(() => {
      picked = showAreaPicker({ loadChildren: treeLoader() });
    });
    await settle();
    fireEvent.click(option('江苏省'));
    await settle();
    fireEvent.click(option('南京市'));
    await expect(picked).resolves.toBe('江苏省南京市@320000|320100');
    await settle();
    expect(document.querySelector('dialog')).toBeNull();

    let dismissed!: Promise<string>;
    act(() => {
      dismissed = showAreaPicker({ loadChildren: treeLoader() });
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await expect(dismissed).rejects.toThrow(new Error('已取消'));
    await settle();
  });
});
