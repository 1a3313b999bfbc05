import type { JsapiTicketSource } from './JsapiTicketSource.ts';

/** The ticket of local mode. Signatures made with it are correct sha1s that WeChat would reject. */
export const LOCAL_JSAPI_TICKET = 'shqcb-local-jsapi-ticket';

/** A fixed development ticket: nothing leaves the machine. */
export class LocalJsapiTicket implements JsapiTicketSource {
  async ticket(): Promise<string> {
    return LOCAL_JSAPI_TICKET;
  }
}
