import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiCall } from '@shqcb/api';
import { captcha, postSmsCode } from '@shqcb/api/contract/login';
import { userAccountCancel, userCancelCheck, userExport } from '@shqcb/api/contract/user';
import { apiQueryClient, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { clearAllStorage, hasToken } from '@shqcb/bridge';
import { Button, Captcha, showConfirm, showToast, Spinner, TextInput } from '@shqcb/ui-kit';
import { AccountPage } from '../../components/AccountPage.tsx';
import { useCountdown } from '../login/useCountdown.ts';
import { validateCaptcha, validatePhone } from '../login/validateLogin.ts';
import './AccountCancelScreen.css';

export const CANCEL_QUESTION = '注销后账号将无法恢复，确定注销吗？';

/**
 * 注销账号 (SPEC §2 /account-cancel, PIPL): what cancellation means, the conditions the server
 * checks (no unfinished order…), an offer to download the reader's data first (a ZIP the server
 * makes), and the confirmation with the reader's phone and an SMS code.
 */
export default function AccountCancelScreen() {
  const navigate = useNavigate();
  // Only with a token: once the account is gone this screen may render once more before it leaves.
  const check = useApiQuery(userCancelCheck, undefined, { enabled: hasToken() });
  const exporting = useApiMutation(userExport);
  const challenge = useApiMutation(captcha);
  const cancel = useApiMutation(userAccountCancel);
  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; captcha?: string; code?: string }>({});
  const { remaining, start } = useCountdown();
  const { mutate: askChallenge } = challenge;
  const newCaptcha = useCallback(() => {
    setAnswer('');
    askChallenge({});
  }, [askChallenge]);
  useEffect(() => {
    // The first challenge: nothing typed yet, so only a request.
    askChallenge({});
  }, [askChallenge]);

  const sendCode = async () => {
    const phoneError = validatePhone(phone);
    const captchaError = validateCaptcha(answer);
    setErrors({ phone: phoneError ?? undefined, captcha: captchaError ?? undefined });
    if (phoneError || captchaError || !challenge.data) return;
    try {
      const sent = await apiCall(postSmsCode, { phone: phone.trim(), captchaId: challenge.data.id, captcha: answer.trim() }, { loading: true });
      start(sent.resendIn);
      showToast('验证码已发送');
    } catch {
      newCaptcha();
    }
  };
  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors((e) => ({ ...e, code: '验证码为6位数字' }));
      return;
    }
    try {
      await showConfirm({ content: CANCEL_QUESTION });
    } catch {
      return;
    }
    cancel.mutate(
      { phone: phone.trim(), code: code.trim() },
      {
        onSuccess: async () => {
          // The server has ended every session: nothing may be asked again with the old token. Drop the
          // cache without refetching (a reset would refetch this screen's check before it unmounts),
          // then leave; the next screen asks for what it needs without a token.
          clearAllStorage();
          await apiQueryClient.cancelQueries();
          apiQueryClient.removeQueries();
          navigate('/index', { replace: true });
          showToast('账号已注销');
        },
      },
    );
  };
  const blockers = check.data?.blockers ?? [];

  return (
    <AccountPage title="注销账号">
      <section className="shq-acc-section" aria-labelledby="shq-cancel-means">
        <h2 id="shq-cancel-means" className="shq-acc-section__title">
          注销后
        </h2>
        <ul className="shq-cancel__list">
          <li>您的昵称、头像、消息、反馈、收货地址等个人信息将被删除；</li>
          <li>订单仅以匿名方式保留，用于财务记账；</li>
          <li>所有设备上的登录将立即失效，且无法恢复；</li>
          <li>该手机号之后可以重新注册一个新账号。</li>
        </ul>
      </section>
      <section className="shq-acc-section" aria-labelledby="shq-cancel-conditions" aria-busy={check.isPending}>
        <h2 id="shq-cancel-conditions" className="shq-acc-section__title">
          注销条件
        </h2>
        {check.isPending ? (
          <p className="shq-acc-note">
            <Spinner /> 检查中…
          </p>
        ) : check.isError ? (
          <Button variant="secondary" onClick={() => void check.refetch()}>
            重试
          </Button>
        ) : blockers.length === 0 ? (
          <p className="shq-acc-note">✓ 已满足全部注销条件</p>
        ) : (
          <ul className="shq-cancel__list">
            {blockers.map((b) => (
              <li key={b.key} className="shq-acc-error">
                {b.title}：{b.detail}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="shq-acc-section" aria-labelledby="shq-cancel-export">
        <h2 id="shq-cancel-export" className="shq-acc-section__title">
          先下载我的数据
        </h2>
        <p className="shq-acc-note">导出为 ZIP 压缩包（资料、消息、反馈、订单等 JSON 文件），下载地址10分钟内有效。</p>
        {exporting.data ? (
          <a className="shq-cancel__download" href={exporting.data.url} download="shqcb-my-data.zip">
            下载我的数据（{exporting.data.files.length} 个文件）
          </a>
        ) : (
          <Button variant="secondary" loading={exporting.isPending} onClick={() => exporting.mutate({})}>
            导出我的数据
          </Button>
        )}
      </section>
      <section className="shq-acc-section shq-cancel__confirm" aria-labelledby="shq-cancel-confirm">
        <h2 id="shq-cancel-confirm" className="shq-acc-section__title">
          验证身份
        </h2>
        <TextInput label="手机号" name="phone" inputMode="numeric" autoComplete="tel" maxLength={11} placeholder="请输入本账号的手机号" value={phone} onChange={setPhone} error={errors.phone} />
        <div className="shq-cancel__row">
          <TextInput label="图形验证码" name="captcha" maxLength={4} placeholder="请输入图形验证码" value={answer} onChange={setAnswer} error={errors.captcha} />
          <Captcha text={challenge.data?.text ?? ''} onRefresh={newCaptcha} />
        </div>
        <div className="shq-cancel__row">
          <TextInput label="短信验证码" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="请输入短信验证码" value={code} onChange={setCode} error={errors.code} />
          <Button variant="secondary" disabled={remaining > 0} onClick={() => void sendCode()}>
            {remaining > 0 ? `${remaining}秒后重发` : '获取验证码'}
          </Button>
        </div>
        <Button block disabled={blockers.length > 0 || check.isPending} loading={cancel.isPending} onClick={() => void confirm()}>
          确认注销
        </Button>
      </section>
    </AccountPage>
  );
}
