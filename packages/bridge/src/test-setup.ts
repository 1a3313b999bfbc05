// jsdom provides localStorage and sessionStorage; each test starts from empty storage.
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
