import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@shqcb/api/contract/login';
import { MOCK_SMS_CODE, MOCK_TOKEN, mockEndpointError } from '@shqcb/api/mocks';
import { CAPTCHA_CHARSET, ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import LoginScreen from './LoginScreen.tsx';

const PHONE = '13812345678';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderLogin() {
  // A fixed random source makes the captcha text predictable: the first character, four times.
  vi.spyOn(Math, 'random').mockReturnValue(0);
  const captcha = (CAPTCHA_CHARSET[0] ?? '').repeat(4);
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

  it('should refuse a wrong captcha, draw a new one and keep the phone', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), PHONE);
    await user.type(screen.getByRole('textbox', { name: '图形验证码' }), 'zzzz');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('图形验证码错误')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe(PHONE);
    expect((screen.getByRole('textbox', { name: '图形验证码' }) as HTMLInputElement).value).toBe('');
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
