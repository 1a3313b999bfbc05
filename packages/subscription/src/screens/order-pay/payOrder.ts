import { apiCall } from '@shqcb/api';
import { payCreateOrder } from '@shqcb/api/contract/subscription';
import { openPaymentPage, requestWechatPayment, runtime } from '@shqcb/bridge';
import type { WechatPayOutcome } from '@shqcb/bridge';

/** Where the reader comes back to after paying on a payment page (H5, the local cashier). */
export const PAY_RETURN_PATH = '/order-pay-success';

/** What happened when the reader tapped 微信支付. `left`: the page went to a payment page. */
export type PayAttempt = WechatPayOutcome | 'left';

/**
 * Pays an order: inside WeChat with JSAPI (the server signs getBrandWCPayRequest's arguments), in a
 * phone browser with WeChat Pay's H5 page; in the demo both become the local cashier's page. The
 * amount is the order's; nothing here names one. Refusals reject with the server's words (already
 * toasted by the API client).
 */
export async function payOrder(orderNo: string): Promise<PayAttempt> {
  const start = await apiCall(payCreateOrder, { orderNo, scene: runtime().inWeChat ? 'jsapi' : 'h5', returnPath: PAY_RETURN_PATH }, { loading: true });
  if (start.kind === 'jsapi') return requestWechatPayment(start.params);
  openPaymentPage(start.url);
  return 'left';
}
