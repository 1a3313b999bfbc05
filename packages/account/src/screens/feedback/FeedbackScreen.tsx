import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MAX_IMAGES, feedbackList, userFeedback, userUploadImg, type UploadedImage } from '@shqcb/api/contract/user';
import { apiListKey, useApiList, useApiMutation } from '@shqcb/api/query';
import { chooseImageFiles, wechatShare } from '@shqcb/bridge';
import { Button, ListFooter, showToast, useScrollEnd } from '@shqcb/ui-kit';
import { AccountPage } from '../../components/AccountPage.tsx';
import { formatDateTime } from '../../format/formatDateTime.ts';
import './FeedbackScreen.css';

/**
 * 意见反馈 (SPEC §2 /feedback): a category, the text (at most 500 characters, the remaining count
 * shown), up to nine pictures uploaded one by one (users/uploadImg), a contact; below, the reader's
 * earlier feedback with a mark on those with an unread reply, each opening its thread.
 */
export default function FeedbackScreen() {
  const id = useId();
  const navigate = useNavigate();
  const [category, setCategory] = useState<(typeof FEEDBACK_CATEGORIES)[number]>(FEEDBACK_CATEGORIES[1]);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState('');
  const list = useApiList(feedbackList);
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  const upload = useApiMutation(userUploadImg);
  const send = useApiMutation(userFeedback, {
    invalidate: () => [apiListKey(feedbackList, { pageSize: 10 })],
    onSuccess: () => {
      showToast('提交成功，感谢您的反馈');
      setContent('');
      setContact('');
      setImages([]);
    },
  });

  const addPictures = async () => {
    const files = await chooseImageFiles({ count: FEEDBACK_MAX_IMAGES - images.length, sizeType: ['compressed'] }, wechatShare());
    const room = files.slice(0, FEEDBACK_MAX_IMAGES - images.length);
    setUploading((n) => n + room.length);
    for (const file of room) {
      try {
        const uploaded = await upload.mutateAsync({ file });
        setImages((all) => (all.length < FEEDBACK_MAX_IMAGES ? [...all, uploaded] : all));
      } catch {
        // The client has shown why (not a picture, too large).
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') {
      setError('请输入反馈内容');
      return;
    }
    setError('');
    send.mutate({ category, content, images: images.map((i) => i.url), contact });
  };

  return (
    <AccountPage title="意见反馈">
      <form className="shq-acc-section shq-feedback__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="shq-acc-section__title">
          提交反馈
        </h2>
        <fieldset className="shq-feedback__categories">
          <legend className="shq-feedback__legend">反馈类型</legend>
          {FEEDBACK_CATEGORIES.map((name) => (
            <label key={name} className={`shq-feedback__chip${name === category ? ' shq-feedback__chip--on' : ''}`}>
              <input type="radio" name="category" value={name} checked={name === category} onChange={() => setCategory(name)} />
              {name}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-content`} className="shq-feedback__legend">
          反馈内容
        </label>
        <textarea
          id={`${id}-content`}
          className="shq-acc-field shq-feedback__text"
          rows={5}
          maxLength={FEEDBACK_MAX}
          value={content}
          placeholder="请描述您遇到的问题或建议"
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setContent(event.target.value.slice(0, FEEDBACK_MAX))}
        />
        <p id={`${id}-count`} className="shq-acc-note shq-feedback__count">
          剩余{FEEDBACK_MAX - content.length}字
        </p>
        {error && (
          <p id={`${id}-error`} className="shq-acc-error" role="alert">
            {error}
          </p>
        )}
        <p className="shq-feedback__legend">
          图片（{images.length}/{FEEDBACK_MAX_IMAGES}）
        </p>
        <ul className="shq-feedback__pictures" aria-label="已添加的图片">
          {images.map((image, index) => (
            <li key={image.url} className="shq-feedback__picture">
              <img src={image.url} alt={`图片${index + 1}`} />
              <button type="button" className="shq-feedback__remove" aria-label={`删除图片${index + 1}`} onClick={() => setImages((all) => all.filter((i) => i !== image))}>
                ×
              </button>
            </li>
          ))}
          {images.length + uploading < FEEDBACK_MAX_IMAGES && (
            <li>
              <button type="button" className="shq-feedback__add" onClick={() => void addPictures()} aria-label="添加图片">
                +
              </button>
            </li>
          )}
        </ul>
        {uploading > 0 && (
          <p className="shq-acc-note" role="status">
            图片上传中…
          </p>
        )}
        <label htmlFor={`${id}-contact`} className="shq-feedback__legend">
          联系方式（选填）
        </label>
        <input id={`${id}-contact`} className="shq-acc-field" maxLength={50} value={contact} placeholder="手机号、微信或邮箱" onChange={(event) => setContact(event.target.value)} />
        <Button type="submit" block loading={send.isPending} disabled={uploading > 0} className="shq-feedback__submit">
          提交
        </Button>
      </form>
      <section className="shq-acc-section" aria-labelledby={`${id}-mine`}>
        <h2 id={`${id}-mine`} className="shq-acc-section__title">
          我的反馈
        </h2>
        <ul className="shq-acc-list">
          {list.items.map((item) => (
            <li key={item.id}>
              <button type="button" className="shq-acc-row shq-feedback__item" onClick={() => navigate(`/feedback-dialogue?id=${item.id}`)}>
                <span className="shq-acc-row__label">
                  <span className="shq-feedback__item-head">
                    {item.unreadReply && <span className="shq-acc-dot" role="img" aria-label="有新回复" />}
                    <span className="shq-feedback__item-category">{item.category}</span>
                    <span className="shq-acc-note">{formatDateTime(item.createdAt)}</span>
                  </span>
                  <span className="shq-feedback__item-text">{item.content}</span>
                </span>
                <span className="shq-acc-row__value">{item.replyCount > 0 ? `${item.replyCount}条回复` : '待回复'}</span>
              </button>
            </li>
          ))}
        </ul>
        <ListFooter status={list.status} onRetry={list.status === 'error' ? list.loadMore : undefined} />
      </section>
    </AccountPage>
  );
}
