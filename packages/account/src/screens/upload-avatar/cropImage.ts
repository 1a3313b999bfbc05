/** The part of a picture the reader kept, in the picture's own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Longest side sent to the server: the server makes 512 px, so more would only cost data. */
export const CROP_OUTPUT_PX = 1024;

/**
 * Cuts the square the reader chose out of the picture into a JPEG Blob (at most 1024 px); the server
 * then checks, re-encodes and strips it.
 */
export async function cropImage(src: string, area: PixelArea, doc: Document = document): Promise<Blob> {
  const image = await new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('图片无法读取'));
    img.src = src;
  });
  const size = Math.min(CROP_OUTPUT_PX, Math.round(area.width));
  const canvas = doc.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('图片无法处理');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('图片无法处理'))), 'image/jpeg', 0.9));
}
