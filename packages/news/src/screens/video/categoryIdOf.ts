/** The category of `/video/:id` (or `/news?id=`): a positive id, else 0 for every category. */
export function categoryIdOf(text: string | null | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) return 0;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : 0;
}
