import { fileURLToPath } from 'node:url';

/** The committed SQL migrations; the build copies them next to the compiled code. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
