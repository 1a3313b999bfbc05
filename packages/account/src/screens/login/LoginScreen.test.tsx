import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { login } from '@shqcb/api/contract/login';
import { MOCK_CAPTCHA, MOCK_SMS_CODE, MOCK_TOKEN, mockEndpointError } from '@shqcb/api/mocks';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import LoginScreen from './LoginScreen.tsx';

const PHONE = '13812345678';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderLogin() {
  // The mocks issue one challenge, as the server would issue a fresh one each time.
  const captcha = MOCK_CAPTCHA.text;
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <ToastViewport />
    </MemoryRouter>,
  );
  return { user, captcha };
}

describe('LoginScreen', () => {
  it('should ask a reader whose WeChat authorisation found no account to bind a phone', () => {
    localStorage.setItem('registerUserInfo', JSON.stringify({ openid: 'o', nickname: '新车友', headimgurl: '' }));
    renderLogin();
    expect(screen.getByText('微信授权成功，请绑定手机号完成登录')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '微信授权登录' })).toBeNull();
  });

  it('should ask for the phone before sending a code', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
  });

  it('should show the server’s refusal of a wrong captcha beside it, ask for a new challenge and keep the phone', async () => {
    const challenges: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/captcha')) challenges.push(request.method);
    });
    const { user } = renderLogin();
    await waitFor(() => expect(challenges).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), PHONE);
    await user.type(screen.getByRole('textbox', { name: '图形验证码' }), 'zzzz');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const field = screen.getByRole('textbox', { name: '图形验证码' });
    await waitFor(() => expect(field.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('图形验证码错误，请重新输入');
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe(PHONE);
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(challenges).toHaveLength(2));
    server.events.removeAllListeners();
  });

  it('should check the captcha’s length before asking the server', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), PHONE);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入图形验证码')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '图形验证码' }), 'K7P');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图形验证码错误，请重新输入')).toBeTruthy();
    // What the reader typed stays: nothing was spent.
    expect((screen.getByRole('textbox', { name: '图形验证码' }) as HTMLInputElement).value).toBe('K7P');
  });

  it('should send a code, count down, log in and return to the stored route', async () => {
    localStorage.setItem('backUrl', '/text-detail/7');
    const { user, captcha } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), PHONE);
    await user.type(screen.getByRole('textbox', { name: '图形验证码' }), captcha);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重新获取\(\d+s\)/ })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), MOCK_SMS_CODE);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/text-detail/7'));
    expect(localStorage.getItem('token')).toBe(MOCK_TOKEN);
    expect(localStorage.getItem('iphone')).toBe(PHONE);
    expect(localStorage.getItem('backUrl')).toBeNull();
  });

  it('should show the server refusal next to the code and keep what was typed', async () => {
    server.use(mockEndpointError(login, login.refusals.wrongCode));
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), PHONE);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const codeField = screen.getByRole('textbox', { name: '验证码' });
    await waitFor(() => expect(codeField).toHaveProperty('ariaInvalid', 'true'));
    const describedBy = codeField.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(login.refusals.wrongCode.msg);
    // The phone field, which was right, carries no error.
    expect(screen.getByRole('textbox', { name: '手机号' }).getAttribute('aria-invalid')).not.toBe('true');
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe(PHONE);
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('000000');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('should never return to a route off the site', async () => {
    localStorage.setItem('backUrl', 'https://evil.example/');
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), PHONE);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), MOCK_SMS_CODE);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/index'));
  });
});
