/**
 * Fetches a file, reporting the share received (0–1) as it arrives, and returns it as a Blob.
 * `expected` is the size the server listed, used when the answer has no Content-Length.
 *
 * @example
 * const blob = await downloadWithProgress('/media/epaper/2026-11-25.pdf', 41_000, setProgress, signal);
 */
export async function downloadWithProgress(url: string, expected: number, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Blob> {
  // A media file, not an API call: the contract client reads envelopes and cannot report progress.
  // eslint-disable-next-line no-restricted-globals -- the PDF download's bytes as they arrive (decision 19)
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`下载失败（${response.status}）`);
  const total = Number(response.headers.get('content-length')) || expected;
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  onProgress(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onProgress(total > 0 ? Math.min(1, received / total) : 0);
  }
  onProgress(1);
  return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? 'application/pdf' });
}
