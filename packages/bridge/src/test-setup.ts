// jsdom provides localStorage and sessionStorage; each test starts from empty storage (and from real
// storage again, should a test have pushed an area into memory).
import { afterEach } from 'vitest';
import { clearAllStorage } from './storage.ts';

afterEach(() => {
  clearAllStorage();
});
