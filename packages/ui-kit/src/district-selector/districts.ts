/** A Shanghai district (SPEC §3 "District"). */
export interface District {
  id: number;
  name: string;
}

/**
 * The 16 Shanghai districts of SPEC §3, in its order and word for word. SPEC gives only their range
 * (31000001–31000030); the ids here are ours: 31000001 to 31000016 in that order. The list keeps
 * 闸北 (merged into 静安 in 2015) and has no 青浦 because SPEC's list does so.
 */
export const SHANGHAI_DISTRICTS: readonly District[] = [
  '黄浦',
  '徐汇',
  '长宁',
  '静安',
  '普陀',
  '闸北',
  '虹口',
  '杨浦',
  '闵行',
  '宝山',
  '嘉定',
  '浦东新区',
  '金山',
  '松江',
  '奉贤',
  '崇明',
].map((name, i) => Object.freeze({ id: 31000001 + i, name }));
