import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeTab } from '@shqcb/api/mocks';
import ChannelPanel from './ChannelPanel.tsx';

describe('ChannelPanel', () => {
  it('should list every channel, mark the current one and pick another', async () => {
    const onPick = vi.fn();
    const tabs = [makeTab({ id: 307, name: '推荐' }), makeTab({ id: 310, name: '新能源' })];
    render(
      <MemoryRouter>
        <ChannelPanel tabs={tabs} activeId={307} onPick={onPick} onClose={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '推荐' }).getAttribute('aria-current')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: '新能源' }));
    expect(onPick).toHaveBeenCalledWith(310);
    expect(screen.getByRole('link', { name: /按分类浏览全部新闻/ }).getAttribute('href')).toBe('/category');
  });

  it('should close from its close button', async () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <ChannelPanel tabs={[makeTab({ id: 307, name: '推荐' })]} activeId={307} onPick={vi.fn()} onClose={onClose} />
      </MemoryRouter>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});
