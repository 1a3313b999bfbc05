import { matchPath, useNavigate } from 'react-router';
import type { FeatureRoute } from '@shqcb/bridge';
import { HomeIcon, MyIcon, PaperIcon, PodcastIcon, TabBar, VideoIcon } from '@shqcb/ui-kit';

type TabName = NonNullable<FeatureRoute['tabBar']>;

/** The five items of SPEC §2, in order. */
const ITEMS: { name: TabName; title: string; path: string; type: 'img-text' | 'img-center'; Icon: typeof HomeIcon }[] = [
  { name: 'index', title: '首页', path: '/index', type: 'img-text', Icon: HomeIcon },
  { name: 'video', title: '视频', path: '/video', type: 'img-text', Icon: VideoIcon },
  { name: 'already-order', title: '上海汽车报', path: '/already-order', type: 'img-center', Icon: PaperIcon },
  { name: 'podcast', title: '播客', path: '/podcast', type: 'img-text', Icon: PodcastIcon },
  { name: 'my', title: '我的', path: '/my', type: 'img-text', Icon: MyIcon },
];

interface Props {
  active: TabName;
  /** Route patterns the shell has registered; an item shows only when a screen serves its path. */
  registered: ReadonlySet<string>;
  /** Reloads the page: tapping home while on home (SPEC §2). */
  onReload: () => void;
}

export function ShellTabBar({ active, registered, onReload }: Props) {
  const navigate = useNavigate();
  // A pattern such as /video/:id? serves the item's /video too.
  const routes = [...registered];
  const items = ITEMS.filter((item) => routes.some((path) => matchPath({ path, end: true }, item.path))).map(({ Icon, ...item }) => ({
    ...item,
    icon: <Icon />,
    activeIcon: <Icon active />,
  }));
  return (
    <TabBar
      items={items}
      activeName={active}
      onSelect={(name) => {
        if (name === 'index' && active === 'index') {
          onReload();
          return;
        }
        const item = ITEMS.find((i) => i.name === name);
        if (item) navigate(item.path);
      }}
    />
  );
}
