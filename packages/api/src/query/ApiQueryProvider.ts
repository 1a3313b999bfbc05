import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { apiQueryClient } from './apiQueryClient.ts';

/**
 * Gives the screens below it the app's one query cache. The shell renders it once around every
 * screen, kept-alive ones included, so their caches survive while they are hidden.
 */
export function ApiQueryProvider({ children }: { children?: ReactNode }) {
  return createElement(QueryClientProvider, { client: apiQueryClient }, children);
}
