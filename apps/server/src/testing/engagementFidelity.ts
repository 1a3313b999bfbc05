import { TOKEN_HEADER } from '@shqcb/api/contract';
import { demoAnswers } from '@shqcb/api/mocks';
import type { TestApp } from './createTestApp.ts';
import { apiPost } from './requestHelpers.ts';

/**
 * Puts the server's reader in the state the mocks assume for a call of issue 12 part B: the mock
 * reader's favourites are the three newest news items, so the server's reader collects them before
 * news-collection/show is compared.
 */
export async function engagementCase(t: TestApp, name: string, headers: Record<string, string>): Promise<void> {
  if (name !== 'newsCollectionShow') return;
  const token = headers[TOKEN_HEADER] ?? '';
  for (const { id } of demoAnswers.news.slice(0, 3)) await apiPost(t.app, 'news-collection/create', { id, collected: true }, { token });
}
