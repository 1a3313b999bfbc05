// Gallery section for the dialogs and overlays of issue 3. Each state has a button; `?open=<key>`
// opens one at start (e.g. `/?open=confirm`), so e2e screenshots and axe can see it open.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, ConfirmPopup, GoLoginOverlay, Reminder, ShareTips, showConfirm, showToast } from '../src/index.ts';

const initial = new URLSearchParams(location.search).get('open');

/** Shows a settled Promise as a toast, so the gallery makes each outcome visible. */
export function report(promise: Promise<unknown>): void {
  promise.then(
    (value) => showToast(value === undefined ? '已确认' : `结果：${String(value)}`),
    (error: unknown) => showToast(`已拒绝：${error instanceof Error ? error.message : String(error)}`),
  );
}

interface Entry {
  key: string;
  label: string;
  render: (open: boolean, close: () => void) => ReactNode;
}

const entries: Entry[] = [
  {
    key: 'confirm',
    label: '确认弹窗',
    render: (open, close) => (
      <ConfirmPopup
        open={open}
        content="清空当前播列表？"
        onConfirm={() => {
          close();
          showToast('已确认');
        }}
        onCancel={(text) => {
          close();
          showToast(`已拒绝：${text}`);
        }}
      />
    ),
  },
  {
    key: 'reminder',
    label: '提醒',
    render: (open, close) => (
      <Reminder open={open} onClose={close}>
        本期报纸将于每周五出版，请留意。
      </Reminder>
    ),
  },
  { key: 'share-tips', label: '分享提示', render: (open, close) => <ShareTips open={open} onClose={close} /> },
  {
    key: 'go-login',
    label: '去登录',
    render: (open, close) => (
      <GoLoginOverlay
        open={open}
        onLogin={() => {
          close();
          showToast('去登录');
        }}
        onClose={close}
      />
    ),
  },
];

export function DialogsSection() {
  const [openKey, setOpenKey] = useState<string | null>(initial);
  const close = () => setOpenKey(null);
  return (
    <section aria-labelledby="gallery-dialogs" style={{ padding: '1rem', display: 'grid', gap: '0.5rem' }}>
      <h2 id="gallery-dialogs" style={{ margin: 0, fontSize: '1rem' }}>
        弹窗与浮层
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {entries.map((entry) => (
          <Button key={entry.key} variant="secondary" onClick={() => setOpenKey(entry.key)}>
            {entry.label}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => report(showConfirm({ content: '确定删除该地址吗？', cancelText: '不删除' }))}>
          showConfirm
        </Button>
      </div>
      {entries.map((entry) => (
        <div key={entry.key}>{entry.render(openKey === entry.key, close)}</div>
      ))}
    </section>
  );
}
