import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { specialTopicList } from '@shqcb/api/contract/engagement';
import { mockEndpoint, mockNetworkError, specialTopics } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import TopicStrip from './TopicStrip.tsx';

function renderStrip() {
  render(
    <MemoryRouter>
      <TopicStrip />
    </MemoryRouter>,
  );
}

describe('TopicStrip', () => {
  it('should show 加载中… and then every topic as a card opening /topic/:id with its news count', async () => {
    renderStrip();
    expect(screen.getByText('加载中…')).toBeTruthy();
    const first = specialTopics[0];
    if (!first) throw new Error('the demo data holds no topic');
    const card = await screen.findByRole('link', { name: new RegExp(first.title) }, { timeout: 5000 });
    expect(card.getAttribute('href')).toBe(`/topic/${first.id}`);
    expect(card.textContent).toContain(`${first.news.length} 篇`);
    expect(screen.getAllByRole('link')).toHaveLength(specialTopics.length);
  });

  it('should not show the strip at all without topics', async () => {
    server.use(mockEndpoint(specialTopicList, []));
    renderStrip();
    await screen.findByText('加载中…');
    await expect.poll(() => screen.queryByRole('heading', { name: '专题' })).toBeNull();
  });

  it('should offer 重试 when the topics fail to load', async () => {
    server.use(mockNetworkError(specialTopicList));
    renderStrip();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 5000 });
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findAllByRole('link')).toHaveLength(specialTopics.length);
  });
});
