import { apiCall } from '@shqcb/api';
import { logout } from '@shqcb/api/contract/login';
import { resetApiCache } from '@shqcb/api/query';
import { clearAllStorage } from '@shqcb/bridge';

/**
 * 退出登录: the server revokes the token (so a copy of it is worthless), then the reader's storage
 * is cleared as SPEC §8 does on a 401, and every cached answer is forgotten. A failed call (offline)
 * still signs the reader out on this device; the token then expires on the server by itself.
 */
export async function signOut(): Promise<void> {
  try {
    await apiCall(logout, {}, { silent: true, loading: true });
  } catch (error) {
    console.warn('[account] logout', error);
  }
  clearAllStorage();
  await resetApiCache();
}
