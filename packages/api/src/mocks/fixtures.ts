import type { AudioItem } from '../contract/index.ts';
import { HOME_TAB_ID } from '../contract/index.ts';
import type { Advertising, BreakingNews, NewsDetail, NewsItem, Page, TabItem, UserProfile } from '../contract/index.ts';

/** The SMS code the mock `login` accepts. */
export const MOCK_SMS_CODE = '123456';
/** The token the mock `login` issues. Any non-empty token passes the mock's auth check. */
export const MOCK_TOKEN = 'mock-token-13800138000';
export const MOCK_PHONE = '13800138000';
/** A WeChat authorisation code the mock wxLogin answers with type 'register' (others log in). */
export const MOCK_WX_REGISTER_CODE = 'mock-register-code';

/** The index tab strip: 推荐 (307) first, then one tab per news category. */
export const tabs: TabItem[] = [
  { id: HOME_TAB_ID, name: '推荐', icon: '/static/tabs/hot.png', isRed: true, isBold: true },
  { id: 308, name: '新车', icon: '', isRed: false, isBold: false },
  { id: 309, name: '行业', icon: '', isRed: false, isBold: false },
  { id: 310, name: '新能源', icon: '', isRed: false, isBold: false },
  { id: 311, name: '政策', icon: '', isRed: false, isBold: false },
  { id: 312, name: '本地', icon: '', isRed: false, isBold: false },
  { id: 313, name: '用车', icon: '', isRed: false, isBold: false },
];

/** `[title, categoryId]` of news 1..25, newest first. */
const NEWS: ReadonlyArray<readonly [string, number]> = [
  ['上汽集团前五月销量同比增长12%，新能源占比再创新高', 309],
  ['荣威全新纯电轿车亮相上海车展，续航突破700公里', 308],
  ['上海市新能源汽车专用牌照政策延续至2027年', 311],
  ['智己汽车发布新一代智能驾驶系统，城市领航全域开通', 310],
  ['大众安亭工厂启动新一轮产线改造，迎接电动化转型', 309],
  ['特斯拉上海超级工厂第300万辆整车下线', 309],
  ['临港新片区再添整车项目，总投资超百亿元', 309],
  ['上海汽车博物馆推出暑期老爷车主题展', 312],
  ['国六b排放标准全面实施一周年回顾', 311],
  ['沪上充电桩总量突破百万，居民区覆盖率持续提升', 310],
  ['名爵MG4半固态电池版正式上市，售价公布', 308],
  ['上汽通用别克推出全新插电混动MPV', 308],
  ['嘉定氢能港燃料电池汽车示范运营里程突破千万公里', 310],
  ['二手车交易新规落地，跨省迁移手续大幅简化', 311],
  ['上海国际汽车城举办自动驾驶开放道路测试成果发布会', 309],
  ['飞凡汽车并入荣威品牌，渠道整合进入新阶段', 309],
  ['夏季用车指南：空调、轮胎与电池保养要点', 313],
  ['上汽大通MAXUS海外销量持续攀升，出口欧洲再提速', 309],
  ['浦东新区推出汽车以旧换新补贴，最高可领一万元', 311],
  ['长三角新能源汽车产业链协同发展论坛在沪举行', 310],
  ['智己LS6车主口碑调查：续航与智驾成最大亮点', 313],
  ['上海中心城区新增一批智慧停车场', 312],
  ['车险综合改革三周年：保费下降、保障提升', 311],
  ['上汽集团发布固态电池量产时间表', 310],
  ['本报记者实测：沪宁高速服务区充电体验', 313],
];
const SOURCES = ['上海汽车报', '上汽集团', '新华社', '解放日报', '本报记者'];
/** 2025-06-18 16:00 in Shanghai; item n is (n - 1) × 3 hours older. */
const NEWEST = Date.UTC(2025, 5, 18, 8);

function newsDefaults(id: number): NewsItem {
  const [title, categoryId] = NEWS[(id - 1) % NEWS.length] ?? ['', HOME_TAB_ID];
  return {
    id,
    title,
    // Every 4th item has no picture, so list cells without one get exercised.
    thumbnail: id % 4 === 0 ? '' : `/static/news/${id}.jpg`,
    source: SOURCES[id % SOURCES.length] ?? '',
    time: new Date(NEWEST - (id - 1) * 3 * 3_600_000).toISOString(),
    categoryId,
    views: 1_000 + ((id * 7_919) % 50_000),
    ...(id % 5 === 0 && { voiceUrl: `audio/news-${id}.wav` }),
  };
}

/** A news list item; fields are derived from `id` (default 1), so equal ids give equal items. */
export function makeNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return { ...newsDefaults(overrides.id ?? 1), ...overrides };
}

/** A news detail with sanitised HTML content; derived from `id` like {@link makeNewsItem}. */
export function makeNewsDetail(overrides: Partial<NewsDetail> = {}): NewsDetail {
  const item = makeNewsItem({ id: overrides.id ?? 1 });
  return {
    ...item,
    content: `<p>${item.title}。</p><p>据${item.source}消息，相关负责人表示，下一步将继续推动汽车产业高质量发展。</p>`,
    author: '本报记者 王晓明',
    categoryName: tabs.find((tab) => tab.id === item.categoryId)?.name ?? '推荐',
    ...overrides,
  };
}

export function makeTab(overrides: Partial<TabItem> = {}): TabItem {
  return { id: 308, name: '新车', icon: '', isRed: false, isBold: false, ...overrides };
}

export function makeBreakingNews(overrides: Partial<BreakingNews> = {}): BreakingNews {
  const id = overrides.id ?? 1;
  return { id, title: makeNewsItem({ id }).title, ...overrides };
}

export function makeAdvertising(overrides: Partial<Advertising> = {}): Advertising {
  return { id: 1, title: '上海汽车报电子版全新上线', image: '/static/ads/1.jpg', link: '/order-newspaper', position: 'home-list', ...overrides };
}

/** The signed-in reader: 120 unread messages, so the bell shows the 99+ badge. */
export function makeUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return { id: 1, phone: '138****8000', nickname: '车友8000', avatar: '/static/avatar/default.png', unreadMsgCount: 120, ...overrides };
}

/** One page of `items` (page is 1-based). */
export function paginate<T>(items: readonly T[], page = 1, pageSize = 10): Page<T> {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), page, pageSize, total: items.length, hasMore: start + pageSize < items.length };
}

/** News 1..25 (newest first): the 推荐 tab lists all of them, other tabs their own category. */
export const newsItems: NewsItem[] = NEWS.map((_, index) => makeNewsItem({ id: index + 1 }));

export function newsOfCategory(categoryId: number): NewsItem[] {
  return categoryId === HOME_TAB_ID ? newsItems : newsItems.filter((item) => item.categoryId === categoryId);
}

export const breakingNews: BreakingNews[] = [1, 3, 6].map((id) => makeBreakingNews({ id }));

export const advertisements: Advertising[] = [
  makeAdvertising({ id: 1, position: 'home-top', title: '2025上海车展特别报道', image: '/static/ads/1.jpg', link: '/text-detail/2' }),
  makeAdvertising({ id: 2, position: 'home-top', title: '订阅上海汽车报，享全年电子版', image: '/static/ads/2.jpg', link: '/order-newspaper' }),
  makeAdvertising({ id: 3, position: 'home-list', title: '积分商城夏日好礼兑换中', image: '/static/ads/3.jpg', link: '/mall' }),
  makeAdvertising({ id: 4, position: 'detail-bottom', title: '下载上海汽车报App', image: '/static/ads/4.jpg', link: '/downloadPDF' }),
];

/** An audio item with realistic defaults. */
export function makeAudioItem(overrides: Partial<AudioItem> = {}): AudioItem {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `车市早知道 第${id}期`,
    voiceUrl: `audio/ep-${String(id).padStart(2, '0')}.wav`,
    source: '上海汽车报',
    time: new Date(Date.UTC(2026, 10, 20, 0, 0) - id * 86_400_000).toISOString(),
    duration: 30,
    cover: `/media/news/${id}.svg`,
    summary: '一周车市要闻速览',
    ...overrides,
  };
}

/** Twelve podcast episodes (pages of 10 and 2). */
export const audioItems: AudioItem[] = Array.from({ length: 12 }, (_, i) => makeAudioItem({ id: i + 1 }));
