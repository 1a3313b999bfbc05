import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { userShow } from '@shqcb/api/contract/user';
import { MOCK_TOKEN, makeUserProfile, mockEndpoint } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { setToken } from '@shqcb/bridge';
import UploadAvatarScreen from './UploadAvatarScreen.tsx';
import { server } from '../../test-setup.ts';

function renderAvatar() {
  setToken(MOCK_TOKEN);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/upload-avatar']}>
      <Routes>
        <Route path="/upload-avatar" element={<UploadAvatarScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

/** The file input the bridge opens outside WeChat, once it is there. */
const fileInput = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input');
    return found;
  });

const picture = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });

afterEach(() => resetApiCache());

// Cropping needs a decoded picture and a canvas, and the upload a multipart body: jsdom has neither
// (and its FormData cannot carry a file through msw), so preview, upload and the avatar on /my are
// proven by the e2e flow (e2e/tests/account.spec.ts) in a real browser.
describe('UploadAvatarScreen', () => {
  it('should show the current avatar and the chooser’s rules', async () => {
    server.use(mockEndpoint(userShow, makeUserProfile({ avatar: '/media/u/avatars/1/abc-512.jpg' })));
    renderAvatar();
    const current = await screen.findByRole('img', { name: '当前头像' });
    expect(current.getAttribute('src')).toContain('/media/u/avatars/1/abc');
    expect(screen.getByText(/不超过 10MB。上传的图片会去除拍摄地点等信息/)).toBeTruthy();
  });

  it('should ask for one picture and stay put when the reader cancels', async () => {
    const user = renderAvatar();
    await user.click(screen.getByRole('button', { name: '从相册选择或拍照' }));
    const input = await fileInput();
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('image/*');
    fireEvent(input, new Event('cancel'));
    await waitFor(() => expect(document.querySelector('input[type="file"]')).toBeNull());
    expect(screen.getByRole('button', { name: '从相册选择或拍照' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '裁剪头像' })).toBeNull();
  });

  it('should open the round crop with zoom for the chosen picture', async () => {
    const user = renderAvatar();
    await user.click(screen.getByRole('button', { name: '从相册选择或拍照' }));
    await user.upload(await fileInput(), picture());
    const crop = await screen.findByRole('region', { name: '裁剪头像' });
    const zoom = within(crop).getByRole('slider', { name: '缩放' });
    expect(zoom).toHaveProperty('value', '1');
    fireEvent.change(zoom, { target: { value: '2' } });
    expect(zoom).toHaveProperty('value', '2');
    expect(crop.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    expect(within(crop).getByRole('button', { name: '预览' })).toBeTruthy();
    expect(within(crop).getByRole('button', { name: '重新选择' })).toBeTruthy();
  });

  it('should choose again from the crop and start the zoom over', async () => {
    const user = renderAvatar();
    await user.click(screen.getByRole('button', { name: '从相册选择或拍照' }));
    await user.upload(await fileInput(), picture());
    const crop = await screen.findByRole('region', { name: '裁剪头像' });
    fireEvent.change(within(crop).getByRole('slider', { name: '缩放' }), { target: { value: '2.5' } });
    await user.click(within(crop).getByRole('button', { name: '重新选择' }));
    await user.upload(await fileInput(), picture());
    await waitFor(() => expect(screen.getByRole('slider', { name: '缩放' })).toHaveProperty('value', '1'));
  });
});
