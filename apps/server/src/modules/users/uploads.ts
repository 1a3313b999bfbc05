import { randomBytes } from 'node:crypto';
import type { AvatarSizes, UploadedImage } from '@shqcb/api/contract/user';
import { MEDIA_PREFIX } from '../media/mediaPaths.ts';
import { makeAvatar, makeFeedbackPicture } from '../images/processImage.ts';
import type { FileStorage } from '../../providers/storage/FileStorage.ts';

/** Site-relative address of uploaded files: `/media/u/<key>`. */
export const UPLOADS_PREFIX = `${MEDIA_PREFIX}/u/`;

export const urlOfKey = (key: string) => `${UPLOADS_PREFIX}${key}`;

/** The storage key of an uploaded file's URL, or `null` for any other address. */
export function keyOfUrl(url: string): string | null {
  return url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : null;
}

/** Folders of a reader's files, by kind (each deleted whole on account cancellation). */
export const avatarFolder = (userId: number) => `avatars/${userId}/`;
export const feedbackFolder = (userId: number) => `feedback/${userId}/`;

const randomName = () => randomBytes(12).toString('hex');

/** Makes and stores the four avatar files of an upload; users/portrait then applies them. */
export async function storeAvatar(storage: FileStorage, userId: number, bytes: Uint8Array): Promise<AvatarSizes> {
  const files = await makeAvatar(bytes);
  const base = `${avatarFolder(userId)}${randomName()}`;
  await Promise.all([
    storage.put(`${base}-512.webp`, files.webp512),
    storage.put(`${base}-512.jpg`, files.jpeg512),
    storage.put(`${base}-128.webp`, files.webp128),
    storage.put(`${base}-128.jpg`, files.jpeg128),
  ]);
  return { avatar: urlOfKey(`${base}-512.jpg`), webp512: urlOfKey(`${base}-512.webp`), webp128: urlOfKey(`${base}-128.webp`), jpeg128: urlOfKey(`${base}-128.jpg`) };
}

/** Stores a feedback picture (at most 2048 px, no metadata). */
export async function storeFeedbackPicture(storage: FileStorage, userId: number, bytes: Uint8Array): Promise<UploadedImage> {
  const picture = await makeFeedbackPicture(bytes);
  const key = `${feedbackFolder(userId)}${randomName()}.${picture.extension}`;
  await storage.put(key, picture.bytes);
  return { url: urlOfKey(key), width: picture.width, height: picture.height };
}

/** Whether `url` is a file this reader uploaded into `folder` (and it still exists). */
export async function ownsUpload(storage: FileStorage, url: string, folder: string, suffix = ''): Promise<boolean> {
  const key = keyOfUrl(url);
  if (!key || !key.startsWith(folder) || !key.endsWith(suffix) || key.slice(folder.length).includes('/')) return false;
  return storage.exists(key);
}

/** Content type of a stored file, by its extension. */
export function contentTypeOf(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', zip: 'application/zip' }[extension] ?? null;
}
