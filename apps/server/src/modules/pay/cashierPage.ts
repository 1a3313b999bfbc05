import { devPage, styleHash } from '../dev/devPage.ts';
import { escapeXml as escape } from '../media/escapeXml.ts';

/** All styling of the cashier: one <style> element, allowed by its hash (no script anywhere). */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#ededed;color:#111;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:480px;margin:0 auto;padding:24px 16px calc(24px + env(safe-area-inset-bottom))}
.badge{display:inline-block;margin:0 0 16px;padding:2px 8px;border-radius:4px;background:#b85400;color:#fff;font-size:12px}
.sheet{padding:24px 16px;border-radius:12px;background:#fff;text-align:center}
h1{margin:0 0 4px;font-size:16px;font-weight:400;color:#555}
.amount{margin:8px 0 16px;font-size:36px;font-weight:600;letter-spacing:1px}
dl{margin:0;text-align:left;font-size:14px}
dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-top:1px solid #eee}
dt{color:#666;flex:none}
dd{margin:0;text-align:right;word-break:break-all}
form{margin:16px 0 0}
button,a.back{display:block;width:100%;min-height:48px;margin-top:12px;border:0;border-radius:8px;font:inherit;cursor:pointer;text-align:center;text-decoration:none;line-height:48px}
.pay{background:#07c160;color:#fff;font-weight:600}
.cancel{background:#f2f2f2;color:#111}
.fail{background:#fff;color:#c00;border:1px solid #e5e5e5}
a.back{background:#07c160;color:#fff}
.note{margin-top:16px;font-size:12px;color:#666}
.error{padding:16px;border-radius:8px;background:#fff;color:#c00}
`;

/** The CSP source that allows exactly {@link STYLE}. */
export const CASHIER_STYLE_HASH = styleHash(STYLE);

function layout(body: string): string {
  return devPage('微信支付（本地收银台）', STYLE, `<p class="badge">本地收银台 · 演示模式，不会真实扣款</p>\n${body}`);
}

export interface CashierPageOptions {
  prepayId: string;
  redirectUrl: string;
  description: string;
  amountFen: number;
  outTradeNo: string;
  action: string;
}

/** ¥12.30 from 1230 fen. */
function yuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}

/**
 * The local cashier: the amount and the order, and the three outcomes a payer can have — 支付
 * (pay), 取消支付 (cancel, back to the merchant) and 模拟支付失败 (fail). Plain HTML form, no script.
 */
export function renderCashierPage(options: CashierPageOptions): string {
  const hidden = [
    ['prepay_id', options.prepayId],
    ['redirect_url', options.redirectUrl],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value ?? '')}">`)
    .join('\n');
  return layout(`<section class="sheet" aria-labelledby="cashier-title">
<h1 id="cashier-title">上海汽车报</h1>
<p class="amount">${yuan(options.amountFen)}</p>
<dl>
<div><dt>商品</dt><dd>${escape(options.description)}</dd></div>
<div><dt>订单号</dt><dd>${escape(options.outTradeNo)}</dd></div>
</dl>
<form method="post" action="${escape(options.action)}">
${hidden}
<button class="pay" type="submit" name="choice" value="pay">确认支付 ${yuan(options.amountFen)}</button>
<button class="cancel" type="submit" name="choice" value="cancel">取消支付</button>
<button class="fail" type="submit" name="choice" value="fail">模拟支付失败</button>
</form>
</section>
<p class="note">此页面在演示模式中代替微信支付收银台。支付结果以签名通知发送给服务器，与真实微信支付走同一验证流程。</p>`);
}

/** A payment that failed, with the way back to the merchant. */
export function renderCashierFailure(message: string, redirectUrl: string): string {
  return layout(`<section class="sheet"><p class="error" role="alert">${escape(message)}</p>
<a class="back" href="${escape(redirectUrl)}">返回上海汽车报</a></section>`);
}

/** The page for a bad request. */
export function renderCashierError(message: string): string {
  return layout(`<p class="error" role="alert">${escape(message)}</p>`);
}
