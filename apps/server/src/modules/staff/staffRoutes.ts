import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../AppDeps.ts';
import type { AppEnv } from '../../http/AppEnv.ts';
import { fail, ok } from '../../http/envelope.ts';
import { devPage, styleHash } from '../dev/devPage.ts';
import { escapeXml as escape } from '../media/escapeXml.ts';
import { awaitingFeedback, staffReply, staffThread } from '../users/feedbackThreads.ts';

const STYLE = `body{font:16px/1.6 system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}main{max-width:760px;margin:auto;padding:16px}
article{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0}.meta{color:#666;font-size:14px}.staff{color:#0a5}.reader{color:#333}
textarea{width:100%;box-sizing:border-box;font:inherit;min-height:5em}button{font:inherit;padding:6px 16px;margin-top:6px}img{max-width:96px;max-height:96px;margin:4px}`;
const STYLE_HASH = styleHash(STYLE);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The staff's way to answer feedback (README "Staff replies"), behind STAFF_TOKEN:
 * - `GET /staff/feedback`: a page of the feedback waiting for an answer, each with its thread and a
 *   reply form (the browser asks for the credential: any user name, the token as password);
 * - `POST /staff/feedback/:id/reply` (form field `content`, or JSON `{ content }` with
 *   `Authorization: Bearer <token>`): adds the reply and sends the reader a message.
 * Form posts carry a token derived from the credential, so another site cannot post for a signed-in browser.
 */
export function staffRoutes(staff: Hono<AppEnv>, deps: AppDeps, token: string): void {
  const expected = digest(token);
  const csrf = createHash('sha256').update(`${token}:staff-form`).digest('hex');
  const credentialOf = (c: Context<AppEnv>): { value: string; bearer: boolean } | null => {
    const header = c.req.header('authorization') ?? '';
    if (header.startsWith('Bearer ')) return { value: header.slice(7), bearer: true };
    if (header.startsWith('Basic ')) {
      const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
      return { value: decoded.slice(decoded.indexOf(':') + 1), bearer: false };
    }
    return null;
  };
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    const credential = credentialOf(c);
    if (!credential || !timingSafeEqual(digest(credential.value), expected)) {
      c.header('WWW-Authenticate', 'Basic realm="shqcb staff", charset="UTF-8"');
      return fail(c, 401, '需要工作人员凭据');
    }
    c.set('staffBearer' as never, credential.bearer as never);
    await next();
  };
  staff.use(guard);

  staff.get('/feedback', async (c) => {
    const open = await awaitingFeedback(deps.db);
    const threads = await Promise.all(open.map((row) => staffThread(deps.db, row.id)));
    const items = threads
      .filter((t) => t !== null)
      .map(
        ({ feedback, replies }) => `<article id="f${feedback.id}">
<p class="meta">#${feedback.id} · ${escape(feedback.category)} · ${feedback.createdAt.toISOString()}${feedback.contact ? ` · 联系方式 ${escape(feedback.contact)}` : ''}</p>
<p>${escape(feedback.content)}</p>
<p>${feedback.images.map((src) => `<a href="${escape(src)}"><img src="${escape(src)}" alt="反馈图片"></a>`).join('')}</p>
${replies.map((r) => `<p class="${r.from}">${r.from === 'staff' ? '客服' : '读者'}：${escape(r.content)}</p>`).join('\n')}
<form method="post" action="/staff/feedback/${feedback.id}/reply">
<input type="hidden" name="csrf" value="${csrf}">
<label>回复<textarea name="content" required maxlength="500"></textarea></label>
<button type="submit">发送回复</button>
</form>
</article>`,
      )
      .join('\n');
    const body = `<h1>待回复的反馈（${open.length}）</h1>\n${items || '<p>暂无待回复的反馈</p>'}`;
    return c.html(devPage('反馈回复 · 工作人员', STYLE, body), 200, {
      'Content-Security-Policy': `default-src 'none'; img-src 'self'; style-src ${STYLE_HASH}; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      'Cache-Control': 'no-store',
    });
  });

  staff.post('/feedback/:id{[1-9][0-9]{0,8}}/reply', async (c) => {
    const bearer = c.get('staffBearer' as never) as boolean;
    const type = c.req.header('content-type') ?? '';
    const body = type.includes('json') ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>) : await c.req.parseBody();
    if (!bearer && body.csrf !== csrf) return fail(c, 403, '表单已失效，请刷新页面后重试');
    const content = typeof body.content === 'string' ? body.content.trim() : '';
    if (content === '' || content.length > 500) return fail(c, 400, '请输入回复内容（最多500字）');
    const reply = await staffReply(deps.db, Number(c.req.param('id')), content, deps.clock.now());
    if (!reply) return fail(c, 404, '反馈不存在');
    if (!bearer) return c.redirect('/staff/feedback', 303);
    return ok(c, reply);
  });
}
