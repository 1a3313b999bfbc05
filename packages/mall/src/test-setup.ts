import { cleanup } from '@testing-library/react';
import type { MockServer } from '@shqcb/api/mocks';
import { setupMockApi } from '@shqcb/api/testing';
import { clearAllStorage, getToken } from '@shqcb/bridge';
import { hideToast, showToast } from '@shqcb/ui-kit';

/** The contract's msw mocks answer every call like the reference server; a call without a mock fails the test. */
export const server: MockServer = setupMockApi({ getToken, onToast: showToast, reset: [cleanup, hideToast, clearAllStorage] });
