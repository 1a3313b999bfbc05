import { devPage, styleHash } from '../dev/devPage.ts';
import { escapeXml as escape } from '../media/escapeXml.ts';

/** One choice of the page. */
export interface SimulatorChoice {
  key: string;
  nickname: string;
  description: string;
}

export interface SimulatorPageOptions {
  choices: readonly SimulatorChoice[];
  redirectUri: string;
  state: string;
  scope: string;
  /** Where the form posts (the page's own path). */
  action: string;
}

/** All styling of the page: one <style> element, allowed by its hash in the CSP (no inline script anywhere). */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#ededed;color:#111;font:16px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:480px;margin:0 auto;padding:24px 16px calc(24px + env(safe-area-inset-bottom))}
.badge{display:inline-block;margin:0 0 12px;padding:2px 8px;border-radius:4px;background:#b85400;color:#fff;font-size:12px}
.app{display:flex;align-items:center;gap:12px;margin-bottom:16px}
.logo{flex:none;width:48px;height:48px;border-radius:10px;background:#d81e06;color:#fff;font-weight:700;font-size:22px;display:flex;align-items:center;justify-content:center}
h1{margin:0;font-size:18px;font-weight:600}
p{margin:0 0 12px;color:#555;font-size:14px}
.scope{padding:12px;border-radius:8px;background:#fff;color:#333}
form{margin:0}
ul{list-style:none;margin:16px 0;padding:0;border-radius:8px;background:#fff;overflow:hidden}
li+li{border-top:1px solid #eee}
button{font:inherit;cursor:pointer}
.user{display:flex;width:100%;min-height:64px;align-items:center;gap:12px;padding:12px 16px;border:0;background:#fff;color:inherit;text-align:left}
.user:active,.user:focus-visible{background:#f2f2f2}
.avatar{flex:none;width:44px;height:44px;border-radius:6px;background:#07c160;color:#fff;font-size:20px;display:flex;align-items:center;justify-content:center}
.who{display:flex;flex-direction:column;min-width:0}
.who small{color:#666;font-size:13px}
.deny{display:block;width:100%;min-height:48px;border:0;border-radius:8px;background:#f2f2f2;color:#111}
.foot{margin-top:16px;font-size:12px;color:#666;word-break:break-all}
.error{padding:16px;border-radius:8px;background:#fff;color:#d81e06}
`;

/** The CSP source that allows exactly {@link STYLE}. */
export const SIMULATOR_STYLE_HASH = styleHash(STYLE);

function layout(title: string, body: string): string {
  return devPage(title, STYLE, body);
}

/**
 * The local WeChat authorisation page: the site asks for the reader's WeChat profile and a tester
 * picks which WeChat user answers, or refuses. Plain HTML forms, no script.
 */
export function renderSimulatorPage({ choices, redirectUri, state, scope, action }: SimulatorPageOptions): string {
  const scopeText = scope === 'snsapi_base' ? '静默授权：仅获取你的 openid' : '获取你的公开信息（昵称、头像）';
  const hidden = [
    ['redirect_uri', redirectUri],
    ['state', state],
    ['scope', scope],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value ?? '')}">`)
    .join('\n');
  const items = choices
    .map(
      (choice) => `<li><button class="user" type="submit" name="user" value="${escape(choice.key)}">
<span class="avatar" aria-hidden="true">${escape(choice.nickname.slice(0, 1))}</span>
<span class="who"><strong>${escape(choice.nickname)}</strong><small>${escape(choice.description)}</small></span>
</button></li>`,
    )
    .join('\n');
  return layout(
    '微信授权（本地模拟）',
    `<p class="badge">本地模拟 · 不会连接微信</p>
<div class="app"><div class="logo" aria-hidden="true">汽</div><h1>上海汽车报 申请使用</h1></div>
<p class="scope">${escape(scopeText)}（${escape(scope)}）</p>
<form method="post" action="${escape(action)}">
${hidden}
<p>选择一个测试微信用户以允许授权：</p>
<ul>
${items}
</ul>
<button class="deny" type="submit" name="user" value="deny">拒绝授权</button>
</form>
<p class="foot">授权后返回：${escape(redirectUri)}</p>`,
  );
}

/** The page for a bad request, in WeChat's words where it has some. */
export function renderSimulatorError(message: string): string {
  return layout('微信授权（本地模拟）', `<p class="badge">本地模拟 · 不会连接微信</p>\n<p class="error" role="alert">${escape(message)}</p>`);
}
