import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/Db.ts';
import { activities, lotteryPrizes, mallGoods, surveyQuestions, surveys } from '../db/schema.ts';
import { DEMO_ACTIVITY, DEMO_GOODS, DEMO_PRIZES, DEMO_SURVEY, goodsCoverPath, prizeImagePath } from './mallCatalogue.ts';

/**
 * Seeds the points mall, the lucky draw's prizes, a current survey and an activity page when there
 * are no goods yet (so a database seeded before issue 15 gets them too). One transaction under an
 * advisory lock, like the subscription seed.
 */
export async function seedMall(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(730309)`);
    const [existing] = await tx.select({ n: count() }).from(mallGoods);
    if ((existing?.n ?? 0) > 0) return false;
    const goods = await tx
      .insert(mallGoods)
      .values(DEMO_GOODS.map((item, index) => ({ ...item, cover: '', sortOrder: index + 1, active: true })))
      .returning({ id: mallGoods.id });
    for (const { id } of goods) await tx.update(mallGoods).set({ cover: goodsCoverPath(id) }).where(sql`${mallGoods.id} = ${id}`);
    const prizes = await tx
      .insert(lotteryPrizes)
      .values(DEMO_PRIZES.map((prize, index) => ({ ...prize, image: '', sortOrder: index + 1 })))
      .returning({ id: lotteryPrizes.id });
    for (const { id } of prizes) await tx.update(lotteryPrizes).set({ image: prizeImagePath(id) }).where(sql`${lotteryPrizes.id} = ${id}`);
    const [survey] = await tx.insert(surveys).values({ title: DEMO_SURVEY.title, intro: DEMO_SURVEY.intro, points: DEMO_SURVEY.points, status: 'open', createdAt: now }).returning({ id: surveys.id });
    let optionId = 1;
    await tx.insert(surveyQuestions).values(
      DEMO_SURVEY.questions.map((question, index) => ({
        surveyId: survey?.id ?? 1,
        text: question.text,
        kind: question.kind,
        required: question.required,
        options: question.options.map((text) => ({ id: optionId++, text })),
        sortOrder: index + 1,
      })),
    );
    const first = goods[0]?.id ?? 1;
    await tx.insert(activities).values({
      title: DEMO_ACTIVITY.title,
      modules: DEMO_ACTIVITY.modules.map((module) =>
        module.kind === 'goods' ? { ...module, goodsIds: module.goodsIds.map((n) => first + n - 1) } : module,
      ),
    });
    return true;
  });
}
