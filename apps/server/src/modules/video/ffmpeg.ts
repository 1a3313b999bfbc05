import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The ffmpeg binary that `@ffmpeg-installer/linux-x64` brings through the npm registry. */
export function ffmpegPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@ffmpeg-installer/linux-x64/package.json')), 'ffmpeg');
}

/**
 * Runs ffmpeg with `args` at a low priority and on one thread (the demo server shares its machine),
 * without reading stdin.
 *
 * @throws {Error} with ffmpeg's last lines of output when it fails.
 */
export async function runFfmpeg(args: readonly string[]): Promise<void> {
  try {
    await run('nice', ['-n', '10', ffmpegPath(), '-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], { maxBuffer: 4 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`ffmpeg failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`, { cause: error });
  }
}
