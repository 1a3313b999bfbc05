/**
 * E-paper tab, the online subscription flow with WeChat Pay, orders and refunds, delivery addresses of the 上海汽车报 reader. The shell mounts the screens through `@shqcb/subscription/routes`.
 */
export { routes } from './routes.ts';
