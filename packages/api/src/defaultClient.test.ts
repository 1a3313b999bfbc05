import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_TTL_MS, apiCall, configureApi, getApiClient, prefetch } from './defaultClient.ts';

describe('default client', () => {
  it('should refuse calls before configureApi runs', () => {
    expect(() => getApiClient()).toThrow('configureApi() must run before the first request');
  });

  it('should route apiCall through the configured client', async () => {
    const onToast = vi.fn();
    const client = configureApi({ baseUrl: 'https://api.example.test', getToken: () => null, onToast, onUnauthorized: vi.fn() });
    expect(getApiClient()).toBe(client);
    await expect(apiCall('newsShow', { id: 2 })).resolves.toMatchObject({ id: 2 });
    await expect(apiCall('newsShow', { id: 404 })).rejects.toMatchObject({ kind: 'server', code: 404 });
    expect(onToast).toHaveBeenCalledWith('新闻不存在');
  });
});

describe('prefetch', () => {
  it('should hand a prefetched answer to the first matching call only', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    configureApi({ baseUrl: 'https://api.example.test', getToken: () => null, onToast: vi.fn(), onUnauthorized: vi.fn(), fetch: fetchSpy });
    prefetch('newsTop', { categoryId: 307 });
    prefetch('newsTop', { categoryId: 307 });
    await expect(apiCall('newsTop', { categoryId: 307 })).resolves.toBeInstanceOf(Array);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await apiCall('newsTop', { categoryId: 307 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('should not use a prefetch for another input', async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    configureApi({ baseUrl: 'https://api.example.test', getToken: () => null, onToast: vi.fn(), onUnauthorized: vi.fn(), fetch: fetchSpy });
    prefetch('newsTop', { categoryId: 307 });
    await apiCall('newsTop', { categoryId: 308 });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('should stay silent when a prefetch fails and let the screen call again with its toast', async () => {
    const onToast = vi.fn();
    configureApi({ baseUrl: 'https://api.example.test', getToken: () => null, onToast, onUnauthorized: vi.fn() });
    prefetch('newsShow', { id: 404 });
    await new Promise((r) => setTimeout(r, 50));
    expect(onToast).not.toHaveBeenCalled();
    await expect(apiCall('newsShow', { id: 404 })).rejects.toMatchObject({ code: 404 });
    expect(onToast).toHaveBeenCalledWith('新闻不存在');
  });

  it('should ignore a prefetch older than its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchSpy = vi.fn(globalThis.fetch);
    configureApi({ baseUrl: 'https://api.example.test', getToken: () => null, onToast: vi.fn(), onUnauthorized: vi.fn(), fetch: fetchSpy });
    prefetch('titleList');
    vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
    await apiCall('titleList');
    vi.useRealTimers();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
