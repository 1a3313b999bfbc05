/** The jsapi_ticket that JS-SDK signatures are made with (valid 7200 s, shared by all pages). */
export interface JsapiTicketSource {
  /** @throws {ApiError} 503 when WeChat cannot give one. */
  ticket(): Promise<string>;
}
