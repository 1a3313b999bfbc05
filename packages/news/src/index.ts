/**
 * News feature of the 上海汽车报 reader. Screens are mounted by the shell through `@shqcb/news/routes`;
 * this entry exposes the reusable pieces.
 */
export { formatDetailTime, formatListTime, formatViews } from './formatTime.ts';
export { usePagedList } from './hooks/usePagedList.ts';
export type { PagedList, PagedStatus } from './hooks/usePagedList.ts';
export { useRequest } from './hooks/useRequest.ts';
export type { RequestState } from './hooks/useRequest.ts';
export { routes } from './routes.ts';
