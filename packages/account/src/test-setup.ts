import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import type { MockServer } from '@shqcb/api/mocks';
import { setupMockApi } from '@shqcb/api/testing';
import { clearAllStorage, getToken } from '@shqcb/bridge';
import { hideToast, showToast } from '@shqcb/ui-kit';

/** The contract's msw mocks answer every call like the reference server; a call without a mock fails the test. */
export const server: MockServer = setupMockApi({ getToken, onToast: showToast, reset: [cleanup, hideToast, clearAllStorage] });

/**
 * jsdom's Blob, File and FormData cannot carry bytes through Node's fetch (a file arrives empty, or
 * the request fails), so a test that uploads calls this first: the screen, the API client and msw
 * then share Node's own classes, as a browser has one set. Vitest restores them after the test.
 */
export async function useNodeFileClasses(): Promise<void> {
  // Node's FormData is not exported by any module; a parsed body hands out an instance of it.
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
}
