/**
 * 我的积分 screens of the 上海汽车报 reader. The shell mounts the screens through `@shqcb/mall/routes`.
 */
export { routes } from './routes.ts';
