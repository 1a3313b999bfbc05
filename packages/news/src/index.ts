/**
 * News feature of the 上海汽车报 reader. Screens are mounted by the shell through `@shqcb/news/routes`;
 * this entry exposes the reusable pieces.
 */
export { formatDetailTime, formatListTime, formatViews } from './formatTime.ts';
export { routes } from './routes.ts';
