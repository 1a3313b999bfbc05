import { Link } from 'react-router';
import { mallIndex } from '@shqcb/api/contract/mall';
import { mediaSrcSet } from '@shqcb/api/contract/mediaVariants';
import { prefetchApiList, useApiList } from '@shqcb/api/query';
import { ListFooter, useScrollEnd } from '@shqcb/ui-kit';
import { Page } from '../../components/Page.tsx';
import './MallScreen.css';

/** The first page of goods, asked by the server before it renders a `?path=/mall` link's first view (decision 0051). */
export function preload(): void {
  prefetchApiList(mallIndex);
}

/** Covers in the first rows of the grid (two per row) load at once; the rest as they scroll near. */
const EAGER_COVERS = 4;

/** 积分商城 (SPEC §2 /mall): the goods with their points price and stock, page by page. */
export default function MallScreen() {
  const list = useApiList(mallIndex);
  useScrollEnd(list.loadMore, { disabled: list.status !== 'idle' });
  return (
    <Page title="积分商城">
      <p className="shq-mall-shop__links">
        <Link to="/my-integral">我的积分</Link>
        <Link to="/my-exchange">兑换记录</Link>
      </p>
      <ul className="shq-mall-shop__grid" aria-label="商品列表">
        {list.items.map((goods, index) => (
          <li key={goods.id}>
            <Link to={`/mall-text-detail/${goods.id}`} className="shq-mall-shop__item">
              <img
                src={goods.cover}
                srcSet={mediaSrcSet(goods.cover)}
                // Two columns on a phone; more, narrower ones on a wider screen.
                sizes="50vw"
                alt=""
                width={160}
                height={160}
                loading={index < EAGER_COVERS ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              <span className="shq-mall-shop__name">{goods.name}</span>
              <span className="shq-mall-points">{goods.pointsPrice}积分</span>
              <span className="shq-mall-note">{goods.stock > 0 ? `库存 ${goods.stock}` : '已兑完'}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter status={list.status} onRetry={list.status === 'error' ? list.refresh : undefined} first={list.items.length === 0} />
    </Page>
  );
}
