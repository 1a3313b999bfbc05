import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mallIndex } from '@shqcb/api/contract/mall';
import { mallGoods, mockNetworkError } from '@shqcb/api/mocks';
import { server } from '../../test-setup.ts';
import { renderAt } from '../../testing/renderAt.tsx';
import MallScreen from './MallScreen.tsx';

describe('MallScreen', () => {
  it('should list the goods with price and stock, each linking to its detail', async () => {
    const { user } = renderAt('/mall', '/mall', <MallScreen />);
    const first = mallGoods[0];
    // The first answer may take a while on a busy machine (the recorded goods list), hence 5 s.
    const link = await screen.findByRole('link', { name: new RegExp(first?.name ?? '') }, { timeout: 5000 });
    expect(link.textContent).toContain(`${first?.pointsPrice}积分`);
    expect(screen.getAllByRole('listitem')).toHaveLength(mallGoods.length);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    // Named by one h1 outside WeChat too, where the back header shows the title (as text, not a heading).
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['积分商城']);
    // The first row's covers load at once, the first one first (the view's largest image); the rest lazily.
    const covers = [...document.querySelectorAll('.shq-mall-shop__item img')];
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(covers.map((_, index) => (index < 4 ? 'eager' : 'lazy')));
    expect(covers.map((img) => img.getAttribute('fetchpriority'))).toEqual(covers.map((_, index) => (index === 0 ? 'high' : null)));
    await user.click(link);
    expect(screen.getByTestId('where').textContent).toBe(`/mall-text-detail/${first?.id}`);
  });

  it('should offer a retry when the goods cannot be loaded', async () => {
    server.use(mockNetworkError(mallIndex));
    renderAt('/mall', '/mall', <MallScreen />);
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
