import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BackHeader,
  Button,
  Captcha,
  DateHeader,
  HomeIcon,
  IndexTabs,
  ListFooter,
  LoadingIndicator,
  MyIcon,
  PaperIcon,
  PodcastIcon,
  SearchHeader,
  TAB_BAR_HEIGHT_REM,
  TabBar,
  TextInput,
  TitleMarquee,
  ToastViewport,
  VideoIcon,
  showToast,
} from '../src/index.ts';
import type { CaptchaHandle, ListStatus, TabBarItem } from '../src/index.ts';
import { DialogsSection } from './DialogsSection.tsx';
import { CalendarsSection } from './CalendarsSection.tsx';

// ?scale=2 renders at 200% text, as a reader with large text would see it.
const scale = Number(new URLSearchParams(location.search).get('scale') ?? '1');
document.documentElement.style.fontSize = `${scale * 100}%`;

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="28"><text x="0" y="21" font-size="18" font-weight="700" fill="#fff">上海汽车报</text></svg>',
  );

const tabItems: TabBarItem[] = [
  { name: 'index', title: '首页', type: 'img-text', icon: <HomeIcon />, activeIcon: <HomeIcon active /> },
  { name: 'video', title: '视频', type: 'img-text', icon: <VideoIcon />, activeIcon: <VideoIcon active /> },
  { name: 'already-order', title: '上海汽车报', type: 'img-center', icon: <PaperIcon />, activeIcon: <PaperIcon active /> },
  { name: 'podcast', title: '播客', type: 'img-text', icon: <PodcastIcon />, activeIcon: <PodcastIcon active /> },
  { name: 'my', title: '我的', type: 'img-text', icon: <MyIcon />, activeIcon: <MyIcon active /> },
];

const channels = ['推荐', '要闻', '新能源', '车市', '政策', '企业', '零部件', '后市场', '视频', '专题'].map((name, i) => ({
  id: i === 0 ? 307 : i,
  name,
  isRed: name === '要闻',
  isBold: name === '新能源',
}));

function Gallery() {
  const [tab, setTab] = useState('index');
  const [channel, setChannel] = useState(307);
  const [announce, setAnnounce] = useState(true);
  const [phone, setPhone] = useState('');
  const [loading, setLoading] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const statuses: ListStatus[] = ['loading', 'end', 'empty', 'error'];
  return (
    // One <main> and one <h1>, as on a screen of the app, so axe checks the widgets, not the page.
    <main style={{ paddingBottom: `calc(${TAB_BAR_HEIGHT_REM}rem + env(safe-area-inset-bottom))`, fontFamily: 'sans-serif' }}>
      <h1 className="shq-visually-hidden">ui-kit 组件库</h1>
      <SearchHeader logoSrc={logo} unreadCount={120} onSearchClick={() => showToast('打开搜索')} onBellClick={() => showToast('请登录...')} />
      <DateHeader />
      <IndexTabs
        tabs={channels}
        activeId={channel}
        onChange={setChannel}
        onMore={() => showToast('更多')}
        announcementOn={announce}
        onAnnouncementToggle={setAnnounce}
      />
      <TitleMarquee
        items={[
          { id: 1, title: '上汽集团发布全新电动平台' },
          { id: 2, title: '十一月新能源车销量同比增长三成' },
          { id: 3, title: '上海车展今日开幕' },
        ]}
        onItemClick={(item) => showToast(item.title)}
      />
      <BackHeader title="红色返回标题" variant="red" onBack={() => showToast('返回')} right={<Button variant="text">分享</Button>} />
      <BackHeader title="白色返回标题，很长很长很长很长很长的标题会被截断" variant="white" onBack={() => {}} />
      <div style={{ padding: '1rem', display: 'grid', gap: '0.5rem' }}>
        <TextInput label="*手机号" placeholder="请输入手机号" inputMode="tel" value={phone} onChange={setPhone} error={phone.length > 0 && phone.length < 11 ? '请输入正确的手机号' : undefined} />
        <TextInput label="地区" type="span" value="上海市 浦东新区" />
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <TextInput label="*验证码" value="" onChange={() => {}} maxLength={4} />
          </div>
          <Captcha ref={captcha} />
        </div>
        <Button block loading={loading} onClick={() => setLoading(true)}>
          立即解锁
        </Button>
        <Button block variant="secondary" onClick={() => setLoading(false)}>
          返回首页
        </Button>
        {statuses.map((s) => (
          <ListFooter key={s} status={s} onRetry={() => showToast('重试')} />
        ))}
      </div>
      <DialogsSection />
      <CalendarsSection />
      <LoadingIndicator visible={loading} />
      <ToastViewport />
      <TabBar items={tabItems} activeName={tab} onSelect={setTab} />
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Gallery />
    </StrictMode>,
  );
}
