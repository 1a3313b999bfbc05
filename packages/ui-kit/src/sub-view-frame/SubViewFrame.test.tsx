import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubViewFrame } from './SubViewFrame.tsx';

describe('SubViewFrame', () => {
  it('should render nothing while its value is not set', () => {
    for (const value of [null, undefined, false, ''] as const) {
      const { container, unmount } = render(
        <SubViewFrame value={value} title="编辑地址" onBack={() => {}}>
          内容
        </SubViewFrame>,
      );
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('should render the back header, title, right slot and content while set (0 counts as set)', () => {
    render(
      <SubViewFrame value={0} title="编辑地址" onBack={() => {}} right={<button type="button">保存</button>}>
        内容
      </SubViewFrame>,
    );
    expect(screen.getByRole('dialog', { name: '编辑地址' })).toBeDefined();
    expect(screen.getByRole('button', { name: '返回' })).toBeDefined();
    expect(screen.getByRole('button', { name: '保存' })).toBeDefined();
    expect(screen.getByText('内容')).toBeDefined();
    expect(document.querySelector('.shq-back-header--white')).not.toBeNull();
  });

  it('should hand the value to a function child', () => {
    render(
      <SubViewFrame value={{ name: '张三' }} title="收货人" onBack={() => {}} variant="red">
        {(person) => <p>{person.name}</p>}
      </SubViewFrame>,
    );
    expect(screen.getByText('张三')).toBeDefined();
    expect(document.querySelector('.shq-back-header--red')).not.toBeNull();
  });

  it('should call onBack from the 返回 button and from Escape', async () => {
    const onBack = vi.fn();
    render(
      <SubViewFrame value="x" title="t" onBack={onBack}>
        内容
      </SubViewFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    fireEvent(document.querySelector('dialog') as HTMLDialogElement, new Event('cancel', { cancelable: true }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('should open when the value is set and close, returning focus, when it is cleared', async () => {
    function Screen() {
      const [id, setId] = useState<number | null>(null);
      return (
        <>
          <button type="button" onClick={() => setId(7)}>
            打开
          </button>
          <SubViewFrame value={id} title="详情" onBack={() => setId(null)}>
            {(n) => <p>第{n}条</p>}
          </SubViewFrame>
        </>
      );
    }
    render(<Screen />);
    const opener = screen.getByRole('button', { name: '打开' });
    await userEvent.click(opener);
    expect(screen.getByText('第7条')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '返回' }));
    await userEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.queryByText('第7条')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
