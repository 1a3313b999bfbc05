import { Link, useSearchParams } from 'react-router';
import { marketModule } from '@shqcb/api/contract/lottery';
import { useApiQuery } from '@shqcb/api/query';
import { Page } from '../../components/Page.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import './ActivityScreen.css';

/** The activity shown when the address names none. */
export const DEFAULT_ACTIVITY_ID = 1;

/**
 * 活动 (SPEC §2 /activity?id=…): a page composed of modules from marketModule/{id} — banner, text,
 * entry links and goods.
 */
export default function ActivityScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || DEFAULT_ACTIVITY_ID;
  const page = useApiQuery(marketModule, { id });
  return (
    <Page title={page.data?.title ?? '活动'}>
      <QueryState isPending={page.isPending} isError={page.isError} onRetry={() => void page.refetch()} />
      {page.data?.modules.map((module, index) => {
        const key = `${module.kind}-${index}`;
        switch (module.kind) {
          case 'banner':
            return (
              <figure key={key} className="shq-activity__banner">
                {module.image && <img src={module.image} alt="" width={375} height={200} />}
                <figcaption>{module.title}</figcaption>
              </figure>
            );
          case 'text':
            return (
              <section key={key} className="shq-mall-section" aria-label={module.title}>
                <h2 className="shq-mall-section__title">{module.title}</h2>
                <p className="shq-activity__text">{module.body}</p>
              </section>
            );
          case 'links':
            return (
              <section key={key} className="shq-mall-section" aria-label={module.title}>
                <h2 className="shq-mall-section__title">{module.title}</h2>
                <ul className="shq-activity__links">
                  {module.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to}>{item.label}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          case 'goods':
            return (
              <section key={key} className="shq-mall-section" aria-label={module.title}>
                <h2 className="shq-mall-section__title">{module.title}</h2>
                <ul className="shq-activity__goods">
                  {module.goods.map((goods) => (
                    <li key={goods.id}>
                      <Link to={`/mall-text-detail/${goods.id}`}>
                        <img src={goods.cover} alt="" width={96} height={96} loading="lazy" />
                        <span>{goods.name}</span>
                        <span className="shq-mall-points">{goods.pointsPrice}积分</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          default:
            return null;
        }
      })}
    </Page>
  );
}
