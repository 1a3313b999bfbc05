import { describe, expect, it, vi } from 'vitest';
import { newsItems } from './mocks/index.ts';
import { newsShow } from './contract/content.ts';

describe('default client', () => {
  it('should refuse calls before configureApi runs', async () => {
    vi.resetModules();
    const fresh = await import('./defaultClient.ts');
    expect(() => fresh.getApiClient()).toThrow('configureApi() must run before the first request');
    expect(() => fresh.apiCall(newsShow, { id: 1 })).toThrow('configureApi() must run before the first request');
  });

  it('should route apiCall through the configured client', async () => {
    const { apiCall, configureApi, getApiClient } = await import('./defaultClient.ts');
    const onToast = vi.fn();
    const client = configureApi({ baseUrl: 'https://api.example.test', getToken: () => null, onToast, onUnauthorized: vi.fn() });
    expect(getApiClient()).toBe(client);
    const id = newsItems[1]?.id ?? 0;
    await expect(apiCall(newsShow, { id })).resolves.toMatchObject({ id });
    await expect(apiCall(newsShow, { id: 99_999 })).rejects.toMatchObject({ kind: 'server', code: 404 });
    expect(onToast).toHaveBeenCalledWith('新闻不存在');
  });
});
