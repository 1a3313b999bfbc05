// Gallery section for the dialogs and overlays of issue 3. Each state has a button; `?open=<key>`
// opens one at start (e.g. `/?open=confirm`), so e2e screenshots and axe can see it open.
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  AreaPicker,
  Button,
  ConfirmPopup,
  DistrictSelector,
  EditDialog,
  EquityLock,
  GoLoginOverlay,
  Reminder,
  ShareTips,
  SubscriptionPrompt,
  VersionUpdateOverlay,
  showAreaPicker,
  showConfirm,
  showDistrictSelector,
  showEditDialog,
  showToast,
} from '../src/index.ts';
import type { AreaLoader, AreaNode } from '../src/index.ts';

const initial = new URLSearchParams(location.search).get('open');

/** Shows a settled Promise as a toast, so the gallery makes each outcome visible. */
export function report(promise: Promise<unknown>): void {
  promise.then(
    (value) => showToast(value === undefined ? '已确认' : `结果：${String(value)}`),
    (error: unknown) => showToast(`已拒绝：${error instanceof Error ? error.message : String(error)}`),
  );
}

const areas: Record<string, AreaNode[]> = {
  root: [
    { code: '310000', address: '上海市' },
    { code: '320000', address: '江苏省' },
    { code: '330000', address: '浙江省' },
  ],
  '310000': [{ code: '310100', address: '上海市' }],
  '320000': [
    { code: '320100', address: '南京市' },
    { code: '320500', address: '苏州市' },
  ],
  '330000': [{ code: '330100', address: '杭州市' }],
  '310100': ['黄浦区', '徐汇区', '长宁区', '静安区', '普陀区', '虹口区', '杨浦区', '闵行区', '宝山区', '嘉定区', '浦东新区', '金山区', '松江区', '青浦区', '奉贤区', '崇明区'].map(
    (address, i) => ({ code: String(310101 + i), address, hasChildren: false }),
  ),
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A pretend address service: 0.6 s per level; regions not listed have no children. */
const loadAreas: AreaLoader = async (parent) => {
  await wait(600);
  return areas[parent === null ? 'root' : String(parent.code)] ?? [];
};
const failingAreas: AreaLoader = async () => {
  await wait(600);
  throw new Error('网络错误');
};
const neverAreas: AreaLoader = () => new Promise(() => {});

const editProps = { title: '手机号', value: '1380013', maxLength: 11, pattern: /^1\d{10}$/ };

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
  {
    key: 'edit',
    label: '编辑（手机号）',
    render: (open, close) => (
      <EditDialog
        open={open}
        {...editProps}
        onConfirm={(value) => {
          close();
          showToast(`结果：${value}`);
        }}
        onCancel={(text) => {
          close();
          showToast(`已拒绝：${text}`);
        }}
      />
    ),
  },
  ...(
    [
      ['area', '配送至', loadAreas],
      ['area-loading', '配送至（加载中）', neverAreas],
      ['area-error', '配送至（加载失败）', failingAreas],
    ] as const
  ).map(([key, label, loader]): Entry => ({
    key,
    label,
    render: (open, close) => (
      <AreaPicker
        open={open}
        loadChildren={loader}
        onSelect={(result) => {
          close();
          showToast(`结果：${result}`);
        }}
        onCancel={(text) => {
          close();
          showToast(`已拒绝：${text}`);
        }}
      />
    ),
  })),
  {
    key: 'district',
    label: '面试区域',
    render: (open, close) => (
      <DistrictSelector
        open={open}
        value={31000012}
        onSelect={(d) => {
          close();
          showToast(`结果：${d.name} ${d.id}`);
        }}
        onClose={close}
      />
    ),
  },
  {
    key: 'version-go-now',
    label: '版本更新（立即前往）',
    render: (open, close) => (
      <VersionUpdateOverlay open={open} variant="go-now" onGoNow={() => showToast('请求原生更新')} onClose={close} />
    ),
  },
  {
    key: 'version-copy-link',
    label: '版本更新（复制链接）',
    render: (open, close) => (
      <VersionUpdateOverlay open={open} variant="copy-link" downloadUrl="https://www.example.com/shqcb/app" onClose={close} />
    ),
  },
  {
    key: 'version-copy-failed',
    label: '版本更新（复制失败）',
    render: (open, close) => (
      <VersionUpdateOverlay
        open={open}
        variant="copy-link"
        downloadUrl="https://www.example.com/shqcb/app"
        copy={() => Promise.reject(new Error('denied'))}
        onClose={close}
      />
    ),
  },
  ...([false, true] as const).map(
    (db): Entry => ({
      key: db ? 'subscribe-db' : 'subscribe',
      label: db ? '订阅提示（iOS）' : '订阅提示',
      render: (open, close) => (
        <SubscriptionPrompt
          open={open}
          dbReminder={db}
          onHasOrder={() => {
            close();
            showToast('去 order-way');
          }}
          onNoOrder={() => {
            close();
            showToast('去 annual-pass');
          }}
          onClose={close}
        />
      ),
    }),
  ),
];

export function DialogsSection() {
  const [unlocking, setUnlocking] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(initial);
  const close = () => setOpenKey(null);
  return (
    <section aria-labelledby="gallery-dialogs" style={{ padding: '1rem', display: 'grid', gap: '0.5rem' }}>
      <h2 id="gallery-dialogs" style={{ margin: 0, fontSize: '1rem' }}>
        弹窗与浮层
      </h2>
      {/* maxWidth and anywhere-wrapping: long labels must not widen the page at 200% text. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', overflowWrap: 'anywhere' }}>
        {entries.map((entry) => (
          <Button key={entry.key} variant="secondary" style={{ maxWidth: '100%' }} onClick={() => setOpenKey(entry.key)}>
            {entry.label}
          </Button>
        ))}
        <Button variant="secondary" style={{ maxWidth: '100%' }} onClick={() => report(showConfirm({ content: '确定删除该地址吗？', cancelText: '不删除' }))}>
          showConfirm
        </Button>
        <Button variant="secondary" style={{ maxWidth: '100%' }} onClick={() => report(showEditDialog({ title: '昵称', maxLength: 12, multiline: true }))}>
          showEditDialog
        </Button>
        <Button variant="secondary" style={{ maxWidth: '100%' }} onClick={() => report(showAreaPicker({ loadChildren: loadAreas }))}>
          showAreaPicker
        </Button>
        <Button variant="secondary" style={{ maxWidth: '100%' }} onClick={() => report(showDistrictSelector().then((d) => d.name))}>
          showDistrictSelector
        </Button>
      </div>
      <EquityLock onHome={() => { setUnlocking(false); showToast('返回首页'); }} onUnlock={() => setUnlocking(true)} unlocking={unlocking} />
      {entries.map((entry) => (
        <div key={entry.key}>{entry.render(openKey === entry.key, close)}</div>
      ))}
    </section>
  );
}
