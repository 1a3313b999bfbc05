import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TAB_BAR_HEIGHT_REM, TabBar } from './TabBar.tsx';
import type { TabBarItem } from './TabBar.tsx';
import { HomeIcon } from './icons/HomeIcon.tsx';
import { MyIcon } from './icons/MyIcon.tsx';
import { PaperIcon } from './icons/PaperIcon.tsx';
import { PodcastIcon } from './icons/PodcastIcon.tsx';
import { VideoIcon } from './icons/VideoIcon.tsx';

const items: TabBarItem[] = [
  { name: 'index', title: '首页', type: 'img-text', icon: <HomeIcon />, activeIcon: <HomeIcon active /> },
  { name: 'video', title: '视频', type: 'img-text', icon: <VideoIcon />, activeIcon: <VideoIcon active /> },
  { name: 'already-order', title: '上海汽车报', type: 'img-center', icon: <PaperIcon />, activeIcon: <PaperIcon active /> },
  { name: 'podcast', title: '播客', type: 'img', icon: <PodcastIcon />, activeIcon: <PodcastIcon active /> },
  { name: 'my', title: '我的', type: 'img-text', icon: <MyIcon />, activeIcon: <MyIcon active /> },
];

describe('TabBar', () => {
  it('should render a navigation landmark named 底部导航 with five buttons', () => {
    render(<TabBar items={items} activeName="index" onSelect={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '底部导航' });
    expect(nav.querySelectorAll('button')).toHaveLength(5);
  });

  it('should name every item by its title, icon-only ones included', () => {
    render(<TabBar items={items} activeName="index" onSelect={() => {}} />);
    for (const title of ['首页', '视频', '上海汽车报', '播客', '我的']) {
      expect(screen.getByRole('button', { name: title })).toBeDefined();
    }
  });

  it('should set aria-current="page" on the active item only', () => {
    render(<TabBar items={items} activeName="video" onSelect={() => {}} />);
    const current = screen.getAllByRole('button').filter((b) => b.getAttribute('aria-current') === 'page');
    expect(current.map((b) => b.textContent)).toEqual(['视频']);
    expect(current[0]?.className).toContain('shq-tab-bar__item--active');
  });

  it('should show the active icon for the active item', () => {
    render(<TabBar items={items} activeName="index" onSelect={() => {}} />);
    const home = screen.getByRole('button', { name: '首页' });
    expect(home.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
    const video = screen.getByRole('button', { name: '视频' });
    expect(video.querySelector('rect')?.getAttribute('fill')).toBe('none');
  });

  it('should call onSelect with the item name, also for the active item', async () => {
    const onSelect = vi.fn();
    render(<TabBar items={items} activeName="index" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: '上海汽车报' }));
    await userEvent.click(screen.getByRole('button', { name: '首页' }));
    expect(onSelect.mock.calls).toEqual([['already-order'], ['index']]);
  });

  it('should mark the centre item for the larger icon', () => {
    render(<TabBar items={items} activeName="index" onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: '上海汽车报' }).className).toContain('shq-tab-bar__item--img-center');
  });

  it('should export its height in rem', () => {
    expect(TAB_BAR_HEIGHT_REM).toBe(3.25);
  });
});
