import { safeBackUrl } from '@shqcb/bridge';

/** Where to choose an address, and how it comes back (README: "Choosing an address"). */
export const ADDRESS_LIST_PATH = '/address-list';

/** The query parameter the chosen address's id comes back in. */
export const CHOSEN_ADDRESS_PARAM = 'addressId';

export interface AddressChoiceOptions {
  /** Only addresses in Shanghai can be chosen (printed papers are delivered there only). */
  shanghaiOnly?: boolean;
}

/**
 * The route that lets the reader choose one of their addresses and returns to `back` (an in-app
 * route) with `addressId=<id>` added. Open it with `replace`, so the form it returns to is not in the
 * history twice; its 返回 also goes to `back`.
 *
 * @example
 * navigate(chooseAddressPath('/annual-pass-write/1', { shanghaiOnly: true }), { replace: true });
 */
export function chooseAddressPath(back: string, options: AddressChoiceOptions = {}): string {
  const query = new URLSearchParams({ select: '1', back });
  if (options.shanghaiOnly) query.set('shanghai', '1');
  return `${ADDRESS_LIST_PATH}?${query}`;
}

/** `back` with `name=value` set in its query: the route a chosen address (or a saved one) returns to. */
export function withParam(back: string, name: string, value: string | number): string {
  const safe = safeBackUrl(back);
  const [path = '/', query = ''] = safe.split('?');
  const params = new URLSearchParams(query);
  params.set(name, String(value));
  return `${path}?${params}`;
}
