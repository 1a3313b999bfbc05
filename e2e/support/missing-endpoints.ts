import type { BrowserContext } from '@playwright/test';

/**
 * Stand-in answers for the sharing calls whose server half (issue 4, built alongside the client)
 * may not be in this branch yet: a call the server answers with its own 404 "接口不存在" gets a
 * stand-in envelope; any other answer passes through untouched, so with the server half merged the
 * real endpoints answer. The fake WeChat client does not check signatures, so a stand-in signature
 * serves the sharing tests as well as a real one.
 */
const STAND_INS: Record<string, () => unknown> = {
  shareConfig: () => ({ appID: 'wx-e2e-stand-in', timestamp: Math.floor(Date.now() / 1000), nonceStr: 'e2e', signature: '0'.repeat(40) }),
  shareController: () => ({ recorded: true }),
};

export async function standInForMissingEndpoints(context: BrowserContext, used: string[]) {
  for (const [name, data] of Object.entries(STAND_INS)) {
    await context.route(new RegExp(`/api/front/${name}(\\?|$)`), async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (response.status() === 404 && body.includes('接口不存在')) {
          used.push(name);
          await route.fulfill({ json: { code: 200, msg: 'success', data: data() } });
          return;
        }
        await route.fulfill({ response, body });
      } catch (error) {
        // A fire-and-forget call (shareController) may still be in flight when the test closes the page.
        if (!/disposed|closed|Target page|Test ended/i.test(String(error))) throw error;
      }
    });
  }
}
