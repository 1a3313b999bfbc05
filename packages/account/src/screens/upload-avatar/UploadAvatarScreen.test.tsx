import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageRefusals, userPortrait, userShow, userUpload } from '@shqcb/api/contract/user';
import { MOCK_TOKEN, makeAvatarSizes, makeUserProfile, mockEndpoint, mockEndpointError } from '@shqcb/api/mocks';
import { resetApiCache } from '@shqcb/api/query';
import { setToken } from '@shqcb/bridge';
import { ToastViewport } from '@shqcb/ui-kit';
import UploadAvatarScreen from './UploadAvatarScreen.tsx';
import { server, useNodeFileClasses } from '../../test-setup.ts';

// Cropping needs a decoded picture and a canvas, which jsdom has not: the cropper reports a fixed
// square once it has a picture, and the cut is a JPEG of a few bytes (both run for real in the e2e
// flow, e2e/tests/account.spec.ts).
const crop = vi.hoisted(() => ({ cut: vi.fn() }));
vi.mock('./cropImage.ts', () => ({ cropImage: crop.cut }));
vi.mock('react-easy-crop', async () => {
  const { useEffect, useRef } = await import('react');
  type Area = { x: number; y: number; width: number; height: number };
  function Cropper({ image, onCropComplete }: { image: string; onCropComplete: (area: Area, pixels: Area) => void }) {
    const report = useRef(onCropComplete);
    report.current = onCropComplete;
    useEffect(() => report.current({ x: 0, y: 0, width: 100, height: 100 }, { x: 0, y: 0, width: 600, height: 600 }), [image]);
    return <img src={image} alt="" />;
  }
  return { default: Cropper };
});
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

function renderAvatar() {
  setToken(MOCK_TOKEN);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/upload-avatar']}>
      <Routes>
        <Route path="/upload-avatar" element={<UploadAvatarScreen />} />
        <Route path="/my" element={<p>我的页面</p>} />
      </Routes>
      <ToastViewport />
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

/** Chooses a picture and opens the preview of its square. */
async function toPreview(user: ReturnType<typeof userEvent.setup>) {
  crop.cut.mockResolvedValue(new Blob([JPEG_BYTES], { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name: '从相册选择或拍照' }));
  await user.upload(await fileInput(), picture());
  await user.click(within(await screen.findByRole('region', { name: '裁剪头像' })).getByRole('button', { name: '预览' }));
  return screen.findByRole('img', { name: '新头像预览' });
}

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

  it('should upload the square, apply it as the avatar and go back to /my', async () => {
    await useNodeFileClasses();
    const uploaded: string[] = [];
    const applied: string[] = [];
    server.use(
      mockEndpoint(userUpload, ({ input }) => (uploaded.push(`${(input.file as File).name} ${input.file.type} ${input.file.size}`), makeAvatarSizes('/media/u/avatars/1/new'))),
      mockEndpoint(userPortrait, ({ input }) => (applied.push(input.avatar), makeUserProfile({ avatar: input.avatar }))),
    );
    const user = renderAvatar();
    expect((await toPreview(user)).getAttribute('src')).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: '使用此头像' }));
    expect(await screen.findByText('我的页面')).toBeTruthy();
    expect(screen.getByText('头像已更新')).toBeTruthy();
    expect(uploaded).toEqual([`avatar.jpg image/jpeg ${JPEG_BYTES.length}`]);
    expect(applied).toEqual(['/media/u/avatars/1/new-512.jpg']);
    expect(crop.cut).toHaveBeenCalledWith(expect.stringMatching(/^blob:/), { x: 0, y: 0, width: 600, height: 600 });
  });

  it('should stay on the preview with the server’s words when the upload is refused, applying nothing', async () => {
    await useNodeFileClasses();
    const applied: string[] = [];
    server.use(mockEndpointError(userUpload, imageRefusals.notImage), mockEndpoint(userPortrait, ({ input }) => (applied.push(input.avatar), makeUserProfile())));
    const user = renderAvatar();
    await toPreview(user);
    await user.click(screen.getByRole('button', { name: '使用此头像' }));
    expect(await screen.findByText(imageRefusals.notImage.msg)).toBeTruthy();
    expect(screen.getByRole('img', { name: '新头像预览' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '使用此头像' })).toHaveProperty('disabled', false);
    expect(applied).toEqual([]);
  });

  it('should say so when the picture cannot be read, and stay on the crop', async () => {
    crop.cut.mockRejectedValue(new Error('图片无法读取'));
    const user = renderAvatar();
    await user.click(screen.getByRole('button', { name: '从相册选择或拍照' }));
    await user.upload(await fileInput(), picture());
    const region = await screen.findByRole('region', { name: '裁剪头像' });
    await user.click(within(region).getByRole('button', { name: '预览' }));
    expect(await screen.findByText('图片无法读取')).toBeTruthy();
    expect(screen.getByRole('region', { name: '裁剪头像' })).toBeTruthy();
  });

  it('should go back from the preview to the crop', async () => {
    const user = renderAvatar();
    await toPreview(user);
    await user.click(screen.getByRole('button', { name: '重新裁剪' }));
    expect(await screen.findByRole('region', { name: '裁剪头像' })).toBeTruthy();
  });
});
