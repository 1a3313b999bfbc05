import { Link } from 'react-router';
import type { Advertising } from '@shqcb/api/contract/content';
import { mediaSrcSet } from '@shqcb/api/contract/mediaVariants';
import { useRouteIntent } from '@shqcb/ui-kit';
import './AdCard.css';

/**
 * An advertisement between list items. Its link is an in-app route; anything else is not followed.
 * Marked `data-promotion`, so 长辈模式 never shows it (decision 25).
 */
export function AdCard({ ad }: { ad: Advertising }) {
  const inApp = ad.link.startsWith('/') && !ad.link.startsWith('//');
  const intent = useRouteIntent(inApp ? ad.link : '');
  const body = (
    <>
      <img src={ad.image} srcSet={mediaSrcSet(ad.image)} sizes="100vw" alt={ad.title} width={343} height={120} loading="lazy" decoding="async" />
      <span className="shq-ad-card__label">广告</span>
    </>
  );
  return inApp ? (
    <Link className="shq-ad-card" to={ad.link} data-promotion {...intent}>
      {body}
    </Link>
  ) : (
    <div className="shq-ad-card" data-promotion>
      {body}
    </div>
  );
}
