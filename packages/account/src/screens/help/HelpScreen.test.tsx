import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { help } from '@shqcb/api/contract/user';
import { demoAnswers, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { server } from '../../test-setup.ts';
import HelpScreen from './HelpScreen.tsx';
import PrivacyScreen from './PrivacyScreen.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: '/help' | '/yinsi') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/help" element={<HelpScreen />} />
        <Route path="/yinsi" element={<PrivacyScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return user;
}

afterEach(() => resetApiCache());

describe('HelpScreen and PrivacyScreen', () => {
  it('should show the help centre the server serves, with its version, every section and the ways on', async () => {
    const topics: string[] = [];
    server.use(mockEndpoint(help, ({ input }) => (topics.push(input.topic), demoAnswers.faq)));
    const user = renderAt('/help');
    expect(screen.getByText('加载中…')).toBeTruthy();
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: demoAnswers.faq.title })).toBeTruthy();
    expect(within(article).getByText(`版本 ${demoAnswers.faq.version} · 更新于 ${demoAnswers.faq.updatedAt}`)).toBeTruthy();
    expect(within(article).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(demoAnswers.faq.sections.map((s) => s.title));
    expect(topics).toEqual(['faq']);
    await user.click(within(article).getByRole('link', { name: '意见反馈' }));
    expect(screen.getByTestId('where').textContent).toBe('/feedback');
  });

  it('should show the privacy policy with its version and no help links', async () => {
    const topics: string[] = [];
    server.use(mockEndpoint(help, ({ input }) => (topics.push(input.topic), demoAnswers.privacy)));
    renderAt('/yinsi');
    const article = await screen.findByRole('article');
    expect(within(article).getByText(new RegExp(`^版本 ${demoAnswers.privacy.version.replace('.', '\\.')} `))).toBeTruthy();
    expect(within(article).queryByRole('link', { name: '意见反馈' })).toBeNull();
    expect(topics).toEqual(['privacy']);
  });

  it('should say 暂无数据 for a document without sections', async () => {
    server.use(mockEndpoint(help, { ...demoAnswers.faq, sections: [] }));
    renderAt('/help');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('should offer 重试 when the document fails to load, and show it after the retry', async () => {
    server.use(mockEndpointError(help, { code: 500, msg: '服务器错误' }, { once: true }));
    const user = renderAt('/help');
    expect(await screen.findByText('加载失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: demoAnswers.faq.title })).toBeTruthy();
  });
});
