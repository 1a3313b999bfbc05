import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFPage } from 'pdf-lib';

/** Pages of a demo e-paper issue. */
export const EPAPER_PAGES = 4;

/** A generated PDF with the ETag of its bytes. */
export interface EpaperFile {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

const RED = rgb(0.85, 0.12, 0.02);
const INK = rgb(0.15, 0.15, 0.15);
const GREY = rgb(0.78, 0.78, 0.78);
const SECTIONS = ['FRONT PAGE', 'NEW ENERGY', 'SHANGHAI MARKET', 'REVIEWS'];

/** A small deterministic generator, so an issue's layout (and bytes) depend on its date only. */
function rng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** A car drawn with rectangles and circles, standing in for a photograph. */
function drawCar(page: PDFPage, x: number, y: number, width: number, height: number, shade: number) {
  page.drawRectangle({ x, y, width, height, color: rgb(0.9 - shade / 3, 0.93 - shade / 4, 0.97) });
  const bodyY = y + height * 0.25;
  page.drawRectangle({ x: x + width * 0.12, y: bodyY, width: width * 0.76, height: height * 0.22, color: rgb(0.2 + shade, 0.3, 0.5) });
  page.drawRectangle({ x: x + width * 0.3, y: bodyY + height * 0.22, width: width * 0.38, height: height * 0.16, color: rgb(0.25 + shade, 0.35, 0.55) });
  for (const at of [0.28, 0.72]) page.drawCircle({ x: x + width * at, y: bodyY, size: height * 0.08, color: INK });
}

/** Lines of grey bars standing in for the columns of text (the demo carries no Chinese font: decision 19). */
function drawColumn(page: PDFPage, x: number, top: number, width: number, lines: number, random: () => number) {
  for (let line = 0; line < lines; line++) {
    const short = line % 9 === 8 ? 0.55 : 0.92 + random() * 0.08;
    page.drawRectangle({ x, y: top - line * 11, width: width * short, height: 5, color: GREY });
  }
}

/**
 * A demo e-paper issue of `day` (YYYY-MM-DD): four A3-proportioned pages with the masthead, the date,
 * section names, headlines as dark bars, pictures as drawn cars and columns of text as grey lines.
 * Deterministic: the same day gives the same bytes (and ETag), so the PDF can be cached anywhere.
 */
export async function buildEpaperPdf(day: string): Promise<EpaperFile> {
  const issued = new Date(`${day}T06:00:00+08:00`);
  const doc = await PDFDocument.create();
  doc.setTitle(`Shanghai Automotive News ${day}`);
  doc.setAuthor('上海汽车报');
  doc.setProducer('shqcb reference server (pdf-lib)');
  doc.setCreator('shqcb');
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const random = rng(Number(day.replaceAll('-', '')));
  const [width, height] = [595, 842];
  for (let index = 0; index < EPAPER_PAGES; index++) {
    const page = doc.addPage([width, height]);
    page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: index === 0 ? RED : rgb(0.95, 0.95, 0.95) });
    page.drawText('SHANGHAI AUTOMOTIVE NEWS', { x: 32, y: height - 45, size: index === 0 ? 24 : 14, font: bold, color: index === 0 ? rgb(1, 1, 1) : RED });
    page.drawText(`${day}   ${SECTIONS[index] ?? ''}   PAGE ${index + 1}/${EPAPER_PAGES}`, { x: 32, y: height - 63, size: 9, font: regular, color: index === 0 ? rgb(1, 1, 1) : INK });
    let top = height - 100;
    for (let story = 0; story < 3; story++) {
      page.drawRectangle({ x: 32, y: top - 14, width: 300 + random() * 200, height: 14, color: INK });
      const picture = story === 0 || random() > 0.5;
      if (picture) drawCar(page, 32, top - 170, width - 64, 140, random() * 0.4);
      const textTop = picture ? top - 190 : top - 34;
      const columnWidth = (width - 64 - 30) / 3;
      for (let column = 0; column < 3; column++) drawColumn(page, 32 + column * (columnWidth + 15), textTop, columnWidth, 6 + Math.floor(random() * 4), random);
      top = textTop - 120;
      if (top < 180) break;
    }
    page.drawText(`shqcb.demo  ${day}  ${index + 1}`, { x: width / 2 - 50, y: 20, size: 8, font: regular, color: GREY });
  }
  const bytes = new Uint8Array(await doc.save({ useObjectStreams: false }));
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}
