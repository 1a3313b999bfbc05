import { eq } from 'drizzle-orm';
import { newsIndex } from '@shqcb/api/contract/content';
import type { Db } from '../../db/Db.ts';
import { categories } from '../../db/schema.ts';
import { ApiError } from '../../http/ApiError.ts';

/** A tab of the strip as list queries need it. */
export interface Tab {
  id: number;
  /** Lists every category (the 推荐 home tab). */
  isAggregate: boolean;
}

/**
 * Looks up a tab id from the query string.
 *
 * @throws {ApiError} 404 '栏目不存在' for an unknown id.
 */
export async function resolveTab(db: Db, id: number): Promise<Tab> {
  const [tab] = await db
    .select({ id: categories.id, isAggregate: categories.isAggregate })
    .from(categories)
    .where(eq(categories.id, id));
  if (!tab) throw ApiError.of(newsIndex.refusals.tabNotFound);
  return tab;
}
