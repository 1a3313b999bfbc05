import { apiQueryClient } from './apiQueryClient.ts';

/**
 * Forgets every cached answer and asks again for what is on screen. The shell calls it when the
 * reader changes (login, logout, a 401): answers made for one reader must never show for another.
 */
export function resetApiCache(): Promise<void> {
  return apiQueryClient.resetQueries();
}
