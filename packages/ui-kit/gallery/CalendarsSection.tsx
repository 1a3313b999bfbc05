// Gallery section for the calendars, frames, floating widgets and poster of issue 3. `?open=<key>`
// opens a pop-up at start (sign-in, sign-in-done, sub-view), so e2e screenshots and axe see it open.
import { addDays } from 'date-fns';
import { useRef, useState } from 'react';
import {
  Button,
  DateRangeCalendar,
  FloatingButtons,
  FloatingContainer,
  MonthCalendar,
  SharePoster,
  SignInCalendar,
  SubViewFrame,
  TextInput,
  exportPoster,
  formatCalendarDate,
  showToast,
} from '../src/index.ts';

const initial = new URLSearchParams(location.search).get('open');
const today = new Date();
const day = (offset: number) => formatCalendarDate(addDays(today, offset));
const signed = [day(-6), day(-4), day(-3), day(-1)];
const signedToday = [...signed, `${day(0).replaceAll('/', '-')} 08:30:00`];

const thumbnail =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="596" height="450" viewBox="0 0 596 450">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8de"/><stop offset="1" stop-color="#dfe9f3"/></linearGradient></defs>' +
      '<rect width="596" height="450" fill="url(#g)"/><rect y="330" width="596" height="120" fill="#5b6770"/>' +
      '<path d="M130 330c10-40 40-60 90-64l60-40h110l60 40c50 6 70 30 76 64z" fill="#d7000f"/>' +
      '<circle cx="210" cy="335" r="34" fill="#222"/><circle cx="420" cy="335" r="34" fill="#222"/></svg>',
  );

// The bottom padding lets the last widgets scroll clear of the floating player and buttons.
const sheet = { padding: '1rem 1rem 9rem', display: 'grid', gap: '0.75rem' } as const;
const subheading = { margin: '0.5rem 0 0', fontSize: '0.875rem', color: '#666' } as const;

export function CalendarsSection() {
  const [openKey, setOpenKey] = useState<string | null>(initial);
  const [range, setRange] = useState<string | null>(day(2));
  const [signing, setSigning] = useState(false);
  const [dates, setDates] = useState(signed);
  const [subView, setSubView] = useState<string | null>(initial === 'sub-view' ? '上海市浦东新区世纪大道 100 号' : null);
  const [nickname, setNickname] = useState('车迷小王');
  const [poster, setPoster] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const posterRef = useRef<HTMLElement>(null);

  const signIn = () => {
    setSigning(true);
    setTimeout(() => {
      setDates((d) => [...d, day(0)]);
      setSigning(false);
      showToast('签到成功');
    }, 600);
  };
  const exportIt = async () => {
    if (!posterRef.current) return;
    setExporting(true);
    try {
      setPoster(await exportPoster(posterRef.current));
    } catch {
      showToast('海报生成失败');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="gallery-calendars" style={sheet}>
      <h2 id="gallery-calendars" style={{ margin: 0, fontSize: '1rem' }}>
        日历、子页面与海报
      </h2>
      <h3 style={subheading}>签到月历（只读）</h3>
      <MonthCalendar highlighted={signed} />
      <h3 style={subheading}>日期范围（今天起 14 天内可选：{range ?? '未选'}）</h3>
      <DateRangeCalendar min={day(0)} max={day(14)} value={range} onChange={setRange} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button variant="secondary" onClick={() => setOpenKey('sign-in')}>
          签到日历
        </Button>
        <Button variant="secondary" onClick={() => setOpenKey('sign-in-done')}>
          签到日历（今日已签）
        </Button>
        <Button variant="secondary" onClick={() => setSubView('上海市浦东新区世纪大道 100 号')}>
          子页面
        </Button>
      </div>
      <SignInCalendar
        open={openKey === 'sign-in'}
        signedDates={dates}
        signingIn={signing}
        onSignIn={signIn}
        onClose={() => setOpenKey(null)}
      >
        <p style={{ margin: '0 0 0.5rem', color: '#666', fontSize: '0.875rem' }}>每日签到可得 5 积分</p>
      </SignInCalendar>
      <SignInCalendar open={openKey === 'sign-in-done'} signedDates={signedToday} onSignIn={() => {}} onClose={() => setOpenKey(null)} />
      <SubViewFrame
        value={subView}
        title="编辑资料"
        onBack={() => setSubView(null)}
        right={
          <Button variant="text" onClick={() => setSubView(null)}>
            保存
          </Button>
        }
      >
        {(address) => (
          <div style={{ padding: '1rem', display: 'grid', gap: '0.5rem', background: '#fff' }}>
            <TextInput label="*昵称" value={nickname} onChange={setNickname} />
            <TextInput label="地址" type="span" value={address} />
          </div>
        )}
      </SubViewFrame>
      <h3 style={subheading}>分享海报</h3>
      <div style={{ background: '#767676', padding: '1rem', borderRadius: '0.5rem', display: 'grid', justifyItems: 'center' }}>
        <SharePoster
          ref={posterRef}
          thumbnail={thumbnail}
          title="上汽集团发布全新电动平台，首款车型明年上市，续航突破一千公里"
          url="https://m.shqcb.example/shqcb/#/text-detail/5"
        />
      </div>
      <Button block loading={exporting} onClick={exportIt}>
        导出海报
      </Button>
      {poster && (
        <img
          src={poster}
          alt="导出的海报图片"
          data-testid="poster.image"
          style={{ width: '100%', maxWidth: '20rem', justifySelf: 'center', border: '0.0625rem solid #e5e5e5' }}
        />
      )}
      <FloatingContainer label="迷你播放器" defaultPosition={{ side: 'left', top: null }} insetBottom="var(--shq-tab-bar-height)">
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', padding: '0.25rem 0 0.25rem 0.25rem', background: '#fff', borderRadius: '999rem', boxShadow: '0 0.125rem 0.5rem rgba(0,0,0,.2)' }}>
          <span aria-hidden="true" style={{ flex: 'none', width: '2.25rem', height: '2.25rem', borderRadius: '50%', background: '#d7000f' }} />
          <span style={{ minWidth: 0, maxWidth: '7rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: '0.875rem' }}>十一月车市快评</span>
          <Button variant="text" style={{ flex: 'none', whiteSpace: 'nowrap' }} onClick={() => showToast('播放')}>
            播放
          </Button>
        </div>
      </FloatingContainer>
      <FloatingButtons aboveTabBar onFeedback={() => showToast('意见反馈')} onQuestion={() => showToast('常见问题')} />
    </section>
  );
}
