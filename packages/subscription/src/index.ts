/**
 * The 上海汽车报 tab, subscribing online (WeChat Pay), binding subscription slips, orders and refunds,
 * subscriptions (vacation stops, missed papers, renewal, upgrade) and delivery addresses. The shell
 * mounts the screens through `@shqcb/subscription/routes`; other features choose an address by route
 * (README: "Choosing an address").
 */
export { routes } from './routes.ts';
export { ADDRESS_LIST_PATH, CHOSEN_ADDRESS_PARAM, chooseAddressPath, withParam } from './components/addressChoice.ts';
export type { AddressChoiceOptions } from './components/addressChoice.ts';
export { formatFen } from './format/money.ts';
