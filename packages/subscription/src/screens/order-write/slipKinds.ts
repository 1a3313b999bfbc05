/** Where a subscription slip (订阅单) was bought: the `:type` of /order-write. */
export const SLIP_KINDS = [
  { type: 'post', name: '邮局订阅单', help: '在邮局或邮政网点订阅的报纸，订阅单号印在收据上。' },
  { type: 'direct', name: '报社订阅单', help: '在上海汽车报社发行部或活动现场订阅，订阅单号见订阅凭证。' },
] as const;

export type SlipKind = (typeof SLIP_KINDS)[number];

/** The kind of a `:type`, or the first for one that is not known. */
export function slipKind(type: string | undefined): SlipKind {
  return SLIP_KINDS.find((kind) => kind.type === type) ?? SLIP_KINDS[0];
}
