import { describe, expect, it, vi } from 'vitest';
import { apiCall, configureApi, getApiClient } from './default-client.ts';

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
