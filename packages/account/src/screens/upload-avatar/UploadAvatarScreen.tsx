import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
// Its styles as a file: the automatic <style> injection would break the CSP (no inline styles).
import 'react-easy-crop/react-easy-crop.css';
import { useNavigate } from 'react-router';
import { userPortrait, userShow, userUpload } from '@shqcb/api/contract/user';
import { apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { chooseImageFiles, wechatShare } from '@shqcb/bridge';
import { Button, showToast } from '@shqcb/ui-kit';
import { AccountPage } from '../../components/AccountPage.tsx';
import { Avatar } from '../my/Avatar.tsx';
import { cropImage, type PixelArea } from './cropImage.ts';
import './UploadAvatarScreen.css';

/**
 * 更换头像 (SPEC §2 /upload-avatar): pick a picture (WeChat's chooser, a file input elsewhere; album
 * or camera), crop a square (react-easy-crop: drag and pinch), preview it round, upload. The server
 * turns it upright, strips its metadata and makes the sizes; users/portrait then applies it.
 */
export default function UploadAvatarScreen() {
  const navigate = useNavigate();
  const profile = useApiQuery(userShow);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cropped, setCropped] = useState<Blob | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useApiMutation(userUpload);
  const apply = useApiMutation(userPortrait, { invalidate: () => [apiQueryKey(userShow)] });

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async () => {
    const [file] = await chooseImageFiles({ count: 1, sizeType: ['compressed'] }, wechatShare());
    if (!file) return;
    setPreview(null);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
    setSource(URL.createObjectURL(file));
  };
  const showPreview = async () => {
    if (!source || !area) return;
    try {
      const blob = await cropImage(source, area);
      setCropped(blob);
      setPreview(URL.createObjectURL(blob));
    } catch (error) {
      showToast(error instanceof Error ? error.message : '图片无法处理');
    }
  };
  const save = async () => {
    if (!cropped) return;
    setBusy(true);
    try {
      const sizes = await upload.mutateAsync({ file: new File([cropped], 'avatar.jpg', { type: 'image/jpeg' }) });
      await apply.mutateAsync({ avatar: sizes.avatar });
      showToast('头像已更新');
      navigate('/my', { replace: true });
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage title="更换头像">
      {!source ? (
        <section className="shq-acc-section shq-avatar__start">
          <div className="shq-avatar__current">{profile.data && <Avatar src={profile.data.avatar} size={512} alt="当前头像" className="shq-avatar__round" />}</div>
          <Button block onClick={() => void choose()}>
            从相册选择或拍照
          </Button>
          <p className="shq-acc-note">支持 JPG、PNG、WebP、GIF，不超过 10MB。上传的图片会去除拍摄地点等信息。</p>
        </section>
      ) : !preview ? (
        <section className="shq-avatar__crop" aria-label="裁剪头像">
          <div className="shq-avatar__cropper">
            <Cropper disableAutomaticStylesInjection objectFit="cover" image={source} crop={crop} zoom={zoom} aspect={1} cropShape="round" showGrid={false} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
          </div>
          <label className="shq-avatar__zoom">
            缩放
            <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} />
          </label>
          <div className="shq-avatar__actions">
            <Button variant="secondary" onClick={() => void choose()}>
              重新选择
            </Button>
            <Button disabled={!area} onClick={() => void showPreview()}>
              预览
            </Button>
          </div>
        </section>
      ) : (
        <section className="shq-acc-section shq-avatar__start" aria-label="预览">
          <img src={preview} alt="新头像预览" className="shq-avatar__round" />
          <div className="shq-avatar__actions">
            <Button variant="secondary" onClick={() => setPreview(null)}>
              重新裁剪
            </Button>
            <Button loading={busy} onClick={() => void save()}>
              使用此头像
            </Button>
          </div>
        </section>
      )}
    </AccountPage>
  );
}
