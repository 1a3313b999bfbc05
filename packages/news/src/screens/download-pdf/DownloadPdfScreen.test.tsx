import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { dateList } from '@shqcb/api/contract/engagement';
import { epaperIssues, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import DownloadPdfScreen from './DownloadPdfScreen.tsx';
import { downloadWithProgress } from './downloadWithProgress.ts';

function renderScreen() {
  render(
    <MemoryRouter>
      <DownloadPdfScreen />
    </MemoryRouter>,
  );
}

describe('DownloadPdfScreen', () => {
  it('should show the newest issue, limit the calendar to the days on offer and switch issues by date', async () => {
    server.use(mockEndpoint(dateList, epaperIssues));
    renderScreen();
    expect(await screen.findByRole('heading', { name: `上海汽车报 ${epaperIssues.max}` }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '阅读' }).getAttribute('href')).toContain(`/media/epaper/${epaperIssues.max}.pdf`);
    const older = epaperIssues.issues[1];
    const day = Number(older?.date.slice(8));
    const button = screen.getAllByRole('button', { name: new RegExp(`^${Number(older?.date.slice(5, 7))}月${day}日`) })[0];
    if (button) await userEvent.click(button);
    expect(await screen.findByRole('heading', { name: `上海汽车报 ${older?.date}` })).toBeTruthy();
  });

  it('should show 暂无数据 without issues and a retry after an error', async () => {
    server.use(mockEndpoint(dateList, { min: '', max: '', issues: [] }));
    renderScreen();
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('should offer a retry when the list fails', async () => {
    server.use(mockEndpointError(dateList, { code: 500, msg: '服务器错误' }));
    renderScreen();
    expect(await screen.findByRole('button', { name: /重试/ }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('downloadWithProgress', () => {
  it('should report rising progress up to 1 and return the bytes', async () => {
    const body = new Uint8Array(5000).fill(37);
    server.use(http.get('http://localhost/file.pdf', () => new HttpResponse(body, { headers: { 'Content-Type': 'application/pdf', 'Content-Length': '5000' } })));
    const seen: number[] = [];
    const blob = await downloadWithProgress('http://localhost/file.pdf', 0, (share) => seen.push(share));
    expect(blob.size).toBe(5000);
    expect(seen.at(-1)).toBe(1);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('should fail with the status when the server refuses', async () => {
    server.use(http.get('http://localhost/missing.pdf', () => new HttpResponse(null, { status: 404 })));
    await expect(downloadWithProgress('http://localhost/missing.pdf', 0, () => undefined)).rejects.toThrow('下载失败（404）');
  });
});
