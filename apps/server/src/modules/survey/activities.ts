import { eq, inArray } from 'drizzle-orm';
import { marketModule, type ActivityModule } from '@shqcb/api/contract/lottery';
import type { Db } from '../../db/Db.ts';
import { activities, mallGoods } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';

/** A stored module: goods modules name goods by id and get their current names and prices here. */
export type StoredModule = Exclude<ActivityModule, { kind: 'goods' }> | { kind: 'goods'; title: string; goodsIds: number[] };

/** marketModule/{id}: an activity page with its modules, goods resolved (gone goods left out). */
export async function activityPage(db: Db, id: number): Promise<{ id: number; title: string; modules: ActivityModule[] }> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  if (!row) throw ApiError.of(marketModule.refusals.activityNotFound);
  const stored = row.modules as StoredModule[];
  const ids = stored.flatMap((module) => (module.kind === 'goods' ? module.goodsIds : []));
  const goods = ids.length === 0 ? [] : await db.select().from(mallGoods).where(inArray(mallGoods.id, ids));
  const modules = stored.map((module): ActivityModule => {
    if (module.kind !== 'goods') return module;
    const list = module.goodsIds.flatMap((goodsId) => {
      const found = goods.find((g) => g.id === goodsId && g.active);
      return found ? [{ id: found.id, name: found.name, cover: found.cover, pointsPrice: found.pointsPrice }] : [];
    });
    return { kind: 'goods', title: module.title, goods: list };
  });
  return { id: row.id, title: row.title, modules };
}
