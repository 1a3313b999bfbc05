import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DRAW_STATUS_TEXT, lottery, userLotteryList, type Draw } from '@shqcb/api/contract/lottery';
import { apiListKey, useApiList, useApiMutation } from '@shqcb/api/query';
import { Button, VirtualList, showToast } from '@shqcb/ui-kit';
import { CHOSEN_ADDRESS_PARAM, chooseAddressPath, formatTime } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';

/** The query parameter naming the draw whose prize is being claimed while the reader chooses an address. */
export const CLAIM_PARAM = 'claim';

/** A draw's row at the default text size: a card of two lines and the 12 px above it (prizes with a code or an address are taller). */
const DRAW_HEIGHT = 84;
const drawKey = (draw: Draw) => draw.id;

/**
 * 我的奖品 (/my-rewardList): the reader's draws, newest first. A physical prize is claimed with an
 * address chosen on /address-list (which returns here with `claim` and `addressId`); a virtual one
 * shows its code. Three draws a day add up over the years: only the rows near the viewport are
 * mounted (VirtualList, decision 50).
 */
export default function MyRewardListScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const list = useApiList(userLotteryList);
  const claim = useApiMutation(lottery, { invalidate: () => [apiListKey(userLotteryList)], onSuccess: () => showToast('领取成功，奖品将尽快寄出') });
  const drawId = Number(search.get(CLAIM_PARAM)) || 0;
  const addressId = Number(search.get(CHOSEN_ADDRESS_PARAM)) || 0;
  const sent = useRef(false);
  useEffect(() => {
    if (!drawId || !addressId || sent.current) return;
    sent.current = true;
    claim.mutate({ action: 'claim', drawId, addressId });
    navigate(location.pathname, { replace: true });
  }, [drawId, addressId, claim, navigate, location.pathname]);

  return (
    <Page title="我的奖品">
      <VirtualList
        items={list.items}
        itemKey={drawKey}
        estimateSize={DRAW_HEIGHT}
        className="shq-mall-list"
        aria-label="抽奖记录"
        rowLabelledBy={(item) => `shq-draw-${item.id}`}
        status={list.status}
        onLoadMore={list.loadMore}
        onRetry={list.status === 'error' ? list.refresh : undefined}
        renderItem={(item) => (
          <div className="shq-mall-card">
            <div className="shq-mall-card__head">
              <h2 id={`shq-draw-${item.id}`} className="shq-mall-card__title">
                {item.prizeName}
              </h2>
              <span className="shq-mall-tag">{DRAW_STATUS_TEXT[item.status]}</span>
            </div>
            <p className="shq-mall-note">
              -{item.cost}积分 · {formatTime(item.createdAt)}
            </p>
            {item.code && (
              <p>
                兑换码：<span className="shq-mall-code">{item.code}</span>
              </p>
            )}
            {item.address && (
              <p className="shq-mall-note">
                收货信息：{item.address.name} {item.address.phone} {item.address.regionText}
                {item.address.detail}
              </p>
            )}
            {item.status === 'won' && (
              <div className="shq-mall-card__actions">
                <Button loading={claim.isPending} onClick={() => navigate(chooseAddressPath(`/my-rewardList?${CLAIM_PARAM}=${item.id}`), { replace: true })}>
                  填写地址领取
                </Button>
              </div>
            )}
          </div>
        )}
      />
    </Page>
  );
}
