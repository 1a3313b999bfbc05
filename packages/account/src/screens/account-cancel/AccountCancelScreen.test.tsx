import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { userAccountCancel, userCancelCheck, userExport } from '@shqcb/api/contract/user';
import { MOCK_CAPTCHA, MOCK_PHONE, MOCK_SMS_CODE, MOCK_TOKEN, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { getToken, setToken } from '@shqcb/bridge';
import { ToastViewport } from '@shqcb/ui-kit';
import { server } from '../../test-setup.ts';
import AccountCancelScreen, { CANCEL_QUESTION } from './AccountCancelScreen.tsx';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderCancel() {
  setToken(MOCK_TOKEN);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/account-cancel']}>
      <Routes>
        <Route path="/account-cancel" element={<AccountCancelScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
      <ToastViewport />
    </MemoryRouter>,
  );
  return user;
}

/** Fills the phone, answers the captcha and gets an SMS code, then types the code. */
async function verify(user: ReturnType<typeof userEvent.setup>, phone = MOCK_PHONE) {
  await user.type(screen.getByRole('textbox', { name: '手机号' }), phone);
  await user.type(screen.getByRole('textbox', { name: '图形验证码' }), MOCK_CAPTCHA.text);
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByText('验证码已发送')).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: '短信验证码' }), MOCK_SMS_CODE);
}

const conditions = () => within(screen.getByRole('region', { name: '注销条件' }));

afterEach(() => resetApiCache());

describe('AccountCancelScreen', () => {
  it('should say what cancellation means and that every condition is met', async () => {
    renderCancel();
    expect(within(screen.getByRole('region', { name: '注销后' })).getByText('该手机号之后可以重新注册一个新账号。')).toBeTruthy();
    expect(conditions().getByText('检查中…')).toBeTruthy();
    expect(await conditions().findByText('✓ 已满足全部注销条件')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认注销' })).toHaveProperty('disabled', false);
  });

  it('should list the conditions not met and keep 确认注销 disabled', async () => {
    server.use(
      mockEndpoint(userCancelCheck, {
        blockers: [
          { key: 'unfinishedOrders', title: '没有未完成的订单（待支付、退款中）', detail: '您有 1 个未完成的订单（待支付或退款中），请先完成或取消' },
          { key: 'unclaimedPrizes', title: '没有未领取的奖品', detail: '您有 2 个未领取的奖品，请先领取' },
        ],
      }),
    );
    renderCancel();
    expect(await conditions().findByText(/^没有未领取的奖品：您有 2 个未领取的奖品/)).toBeTruthy();
    expect(conditions().getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '确认注销' })).toHaveProperty('disabled', true);
  });

  it('should offer 重试 when the check fails, keep 确认注销 disabled until it answers, and check again', async () => {
    server.use(mockEndpointError(userCancelCheck, { code: 500, msg: '服务器错误' }, { once: true }));
    const user = renderCancel();
    await user.click(await conditions().findByRole('button', { name: '重试' }));
    expect(await conditions().findByText('✓ 已满足全部注销条件')).toBeTruthy();
  });

  it('should export the data first and offer the ZIP with its number of files', async () => {
    const user = renderCancel();
    await user.click(screen.getByRole('button', { name: '导出我的数据' }));
    const link = await screen.findByRole('link', { name: '下载我的数据（7 个文件）' });
    expect(link.getAttribute('href')).toMatch(/^\/media\/u\/exports\/.+\.zip$/);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('should keep the export button when the export fails, with the reason', async () => {
    server.use(mockEndpointError(userExport, { code: 500, msg: '导出失败，请稍后重试' }));
    const user = renderCancel();
    await user.click(screen.getByRole('button', { name: '导出我的数据' }));
    expect(await screen.findByText('导出失败，请稍后重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出我的数据' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /下载我的数据/ })).toBeNull();
  });

  it('should check the phone before sending a code and the code before asking', async () => {
    const asked: unknown[] = [];
    server.use(mockEndpoint(userAccountCancel, ({ input }) => (asked.push(input), { cancelled: true })));
    const user = renderCancel();
    await conditions().findByText('✓ 已满足全部注销条件');
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '123');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('请输入图形验证码')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '短信验证码' }), '12');
    await user.click(screen.getByRole('button', { name: '确认注销' }));
    expect(await screen.findByText('验证码为6位数字')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('should ask once more, cancel with the phone and code, forget the token and go home', async () => {
    const asked: unknown[] = [];
    server.use(mockEndpoint(userAccountCancel, ({ input }) => (asked.push(input), { cancelled: true })));
    const user = renderCancel();
    await conditions().findByText('✓ 已满足全部注销条件');
    await verify(user);
    await user.click(screen.getByRole('button', { name: '确认注销' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(CANCEL_QUESTION);
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/index'));
    expect(asked).toEqual([{ phone: MOCK_PHONE, code: MOCK_SMS_CODE }]);
    expect(getToken()).toBeFalsy();
    expect(await screen.findByText('账号已注销')).toBeTruthy();
  });

  it('should send nothing when the reader steps back from the question', async () => {
    const asked: unknown[] = [];
    server.use(mockEndpoint(userAccountCancel, ({ input }) => (asked.push(input), { cancelled: true })));
    const user = renderCancel();
    await conditions().findByText('✓ 已满足全部注销条件');
    await verify(user);
    await user.click(screen.getByRole('button', { name: '确认注销' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(asked).toEqual([]);
    expect(screen.getByTestId('where').textContent).toBe('/account-cancel');
    expect(getToken()).toBe(MOCK_TOKEN);
  });

  it('should stay with the server’s words when the phone is not the account’s', async () => {
    const user = renderCancel();
    await conditions().findByText('✓ 已满足全部注销条件');
    await verify(user, '13911112222');
    await user.click(screen.getByRole('button', { name: '确认注销' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('手机号与当前账号不一致')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/account-cancel');
    expect(getToken()).toBe(MOCK_TOKEN);
    expect((screen.getByRole('textbox', { name: '短信验证码' }) as HTMLInputElement).value).toBe(MOCK_SMS_CODE);
  });
});
