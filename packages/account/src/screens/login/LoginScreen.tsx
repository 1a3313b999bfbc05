import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { apiCall, isApiError } from '@shqcb/api';
import { captcha, login, postSmsCode } from '@shqcb/api/contract/login';
import { resetApiCache, useApiMutation } from '@shqcb/api/query';
import { LocalKey, getBackUrl, getLocal, hasToken, runtime, saveLogin, setLocal } from '@shqcb/bridge';
import { BackHeader, Button, Captcha, TextInput, showToast } from '@shqcb/ui-kit';
import { useCountdown } from './useCountdown.ts';
import { validateCaptcha, validateLoginForm, validatePhone } from './validateLogin.ts';
import type { LoginErrors, LoginForm } from './validateLogin.ts';
import './LoginScreen.css';

/** The server's refusals that concern the picture captcha: shown beside its field. */
const CAPTCHA_REFUSALS: readonly string[] = [postSmsCode.refusals.captchaWrong.msg, postSmsCode.refusals.captchaExpired.msg];

/**
 * SMS login (SPEC §2 /login): phone, picture captcha, SMS code. The first login registers the
 * reader. The captcha is a challenge the server issued and checks (once); a new one is drawn after
 * every try. On success the reader returns to the stored backUrl, which only ever points inside the app.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const challenge = useApiMutation(captcha);
  const [form, setForm] = useState<LoginForm>({ phone: '', captcha: '', code: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { remaining, start } = useCountdown();
  const inWeChat = runtime().inWeChat;
  // After a WeChat authorisation that found no account (wxLogin type register), a phone is bound here.
  const [binding] = useState(() => getLocal(LocalKey.registerUserInfo) !== null && !hasToken());

  const set = (field: keyof LoginForm) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const { mutate: askChallenge } = challenge;
  /** A new challenge, and the old answer cleared (a challenge is answered once, right or wrong). */
  const newCaptcha = useCallback(() => {
    setForm((f) => ({ ...f, captcha: '' }));
    askChallenge({});
  }, [askChallenge]);
  useEffect(() => {
    newCaptcha();
  }, [newCaptcha]);

  const sendCode = async () => {
    const phoneError = validatePhone(form.phone);
    const captchaError = validateCaptcha(form.captcha);
    if (phoneError || captchaError) {
      setErrors((e) => ({ ...e, phone: phoneError ?? undefined, captcha: captchaError ?? undefined }));
      return;
    }
    const issued = challenge.data;
    if (!issued) {
      setErrors((e) => ({ ...e, captcha: '请点击图片刷新图形验证码' }));
      newCaptcha();
      return;
    }
    setSending(true);
    try {
      const result = await apiCall(postSmsCode, { phone: form.phone.trim(), captchaId: issued.id, captcha: form.captcha.trim() }, { loading: true });
      start(result.resendIn);
      showToast('验证码已发送');
    } catch (error) {
      // The client already toasted the server's message; a captcha refusal also stands by its field.
      if (isApiError(error) && CAPTCHA_REFUSALS.includes(error.message)) setErrors((e) => ({ ...e, captcha: error.message }));
    } finally {
      setSending(false);
      newCaptcha();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const result = await apiCall(login, { phone: form.phone.trim(), code: form.code.trim() }, { loading: true });
      if (!result.token) throw new Error('login returned no token');
      saveLogin({ token: result.token, username: result.username });
      // Answers cached for the visitor (a profile, a 请登录 refusal) must not show for the reader.
      void resetApiCache();
      const back = getBackUrl();
      setLocal(LocalKey.backUrl, null);
      showToast(result.isNewUser ? '注册成功，欢迎加入上海汽车报' : '登录成功');
      navigate(back, { replace: true });
    } catch (error) {
      // Keep what the reader typed; show the reason next to the code field as well as in the toast.
      if (isApiError(error) && error.kind === 'server') setErrors((e) => ({ ...e, code: error.message }));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="shq-login">
      <BackHeader title="登录" variant="white" onBack={() => navigate('/index', { replace: true })} hidden={inWeChat} />
      <main>
        <div className="shq-login__brand">
          <h1 className="shq-login__name">上海汽车报</h1>
          <p className="shq-login__slogan">{binding ? '微信授权成功，请绑定手机号完成登录' : '手机号验证码登录，未注册的手机号将自动注册'}</p>
        </div>
        <form className="shq-login__form" onSubmit={submit} noValidate>
          <TextInput
            label="*手机号"
            name="phone"
            placeholder="请输入手机号"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <div className="shq-login__row">
            <TextInput
              label="*图形验证码"
              name="captcha"
              placeholder="请输入右侧字符"
              autoComplete="off"
              maxLength={4}
              value={form.captcha}
              onChange={set('captcha')}
              error={errors.captcha}
            />
            <Captcha text={challenge.data?.text ?? ''} onRefresh={newCaptcha} />
          </div>
          <div className="shq-login__row">
            <TextInput
              label="*验证码"
              name="code"
              placeholder="请输入短信验证码"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={form.code}
              onChange={set('code')}
              error={errors.code}
            />
            <Button type="button" variant="secondary" disabled={remaining > 0 || sending} onClick={sendCode}>
              {remaining > 0 ? `重新获取(${remaining}s)` : '获取验证码'}
            </Button>
          </div>
          <Button type="submit" block loading={submitting} disabled={submitting}>
            登录
          </Button>
          {inWeChat && !binding && (
            <Button type="button" variant="secondary" block onClick={() => navigate('/authIndex')}>
              微信授权登录
            </Button>
          )}
        </form>
      </main>
    </div>
  );
}
