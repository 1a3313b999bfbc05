/** Toast for a call that got no usable answer: network failure, time-out, unreadable body (SPEC §8). */
export const NETWORK_ERROR_MESSAGE = '网络错误，请稍后重试';

/** What the host shows where a token is missing or dead (SPEC §6, §8). The client never toasts it itself. */
export const LOGIN_REQUIRED_MESSAGE = '请登录...';
