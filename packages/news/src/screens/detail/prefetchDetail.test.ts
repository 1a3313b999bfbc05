import { describe, expect, it, vi } from 'vitest';
import { newsShow } from '@shqcb/api/contract/content';
import { apiQueryClient, apiQueryKey } from '@shqcb/api/query';
import { server } from '../../test-setup.ts';
import { prefetchDetail } from './prefetchDetail.ts';

describe('prefetchDetail', () => {
  it('should cache the detail under the key the detail screen reads', async () => {
    prefetchDetail({ params: { id: '3' }, search: new URLSearchParams() });
    await vi.waitFor(() => expect(apiQueryClient.getQueryData(apiQueryKey(newsShow, { id: 3 }))).toMatchObject({ id: 3 }));
  });

  it('should not ask the server for an address that is no news id', async () => {
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', record);
    for (const id of ['abc', '0', undefined]) prefetchDetail({ params: { id }, search: new URLSearchParams() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.events.removeListener('request:start', record);
    expect(requests).toEqual([]);
  });
});
