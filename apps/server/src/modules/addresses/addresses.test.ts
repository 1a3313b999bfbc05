import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionApi } from '@shqcb/api/contract/subscription';
import { expectContractOutput } from '../../testing/contract.ts';
import { createTestApp, type TestApp } from '../../testing/createTestApp.ts';
import { apiGet, apiPost } from '../../testing/requestHelpers.ts';
import { addAddress, HAIDIAN, PUDONG, readers } from '../../testing/subscriptionFlow.ts';
import { regionChildren, resolveRegionChain } from './regions.ts';

let t: TestApp;
let reader: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  reader = readers(t, 13_530_000_000);
});
afterAll(() => t.close());

const valid = { name: '李四', phone: '13912345678', regionCodes: PUDONG, detail: '张江路88弄3号1201室' };

describe('regions (subscriber/address)', () => {
  it('should give the provinces, then a province’s cities, then a city’s districts, the last without children', async () => {
    const provinces = await apiGet(t.app, 'subscriber/address');
    expectContractOutput(subscriptionApi.address, provinces.body.data);
    expect(provinces.body.data).toHaveLength(34);
    expect(provinces.body.data).toContainEqual({ code: '310000', address: '上海市', hasChildren: true });
    expect((await apiGet(t.app, 'subscriber/address', { code: '310000' })).body.data).toEqual([{ code: '310100', address: '上海市', hasChildren: true }]);
    const districts = (await apiGet(t.app, 'subscriber/address', { code: '310100' })).body.data as { address: string; hasChildren: boolean }[];
    expect(districts.map((d) => d.address)).toContain('青浦区');
    expect(districts).toHaveLength(16);
    expect(districts.every((d) => !d.hasChildren)).toBe(true);
    expect((await apiGet(t.app, 'subscriber/address', { code: '310115' })).body.data).toEqual([]);
  });

  it('should refuse a code that names no region, and a malformed one', async () => {
    expect((await apiGet(t.app, 'subscriber/address', { code: '990000' })).body).toMatchObject({ code: 404, msg: '地区不存在' });
    expect((await apiGet(t.app, 'subscriber/address', { code: '31' })).body).toMatchObject({ code: 400, msg: 'code 格式不正确' });
  });

  it('should accept only a whole chain down to the last level, of one branch', () => {
    expect(resolveRegionChain(PUDONG)).toEqual({ codes: PUDONG, text: '上海市浦东新区' });
    // A province's own region keeps its full chain: 浙江省 › 杭州市 › 西湖区.
    expect(resolveRegionChain(['330000', '330100', '330106'])?.text).toBe('浙江省杭州市西湖区');
    expect(resolveRegionChain(['310000', '310100'])).toBeNull();
    expect(resolveRegionChain(['310000', '110100', '110108'])).toBeNull();
    expect(resolveRegionChain(['310000', '310100', '110108'])).toBeNull();
    expect(resolveRegionChain(['310000', '310100', '310199'])).toBeNull();
    expect(resolveRegionChain(['310000', '310100', '310115', '310115'])).toBeNull();
    expect(regionChildren('123456')).toBeNull();
  });
});

describe('the reader’s addresses', () => {
  it('should add, list (default first), change and delete addresses, keeping one default', async () => {
    const token = await reader();
    const first = await addAddress(t, token, valid);
    expectContractOutput(subscriptionApi.addressCreate, first);
    expect(first).toMatchObject({ isDefault: true, inShanghai: true, regionText: '上海市浦东新区' });
    const second = await addAddress(t, token, { ...valid, regionCodes: HAIDIAN, isDefault: true });
    expect(second).toMatchObject({ isDefault: true, inShanghai: false, regionText: '北京市海淀区' });
    const list = await apiGet(t.app, 'subscriber/addressIndex', {}, { token });
    expect(list.body.data.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([[second.id, true], [first.id, false]]);
    expect((await apiGet(t.app, 'subscriber/myAddress', {}, { token })).body.data.id).toBe(second.id);

    const edited = await apiPost(t.app, 'subscriber/addressEdit', { id: first.id, ...valid, detail: '新地址1号', isDefault: true }, { token });
    expect(edited.body.data).toMatchObject({ detail: '新地址1号', isDefault: true });
    expect((await apiGet(t.app, 'subscriber/addressIndex', {}, { token })).body.data.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);

    expect((await apiGet(t.app, 'subscriber/addressDelete', { id: first.id }, { token })).body.data).toEqual({ deleted: true });
    // The default went: the other one takes its place.
    expect((await apiGet(t.app, 'subscriber/myAddress', {}, { token })).body.data).toMatchObject({ id: second.id, isDefault: true });
    expect((await apiGet(t.app, 'subscriber/addressDelete', { id: first.id }, { token })).body).toMatchObject({ code: 404, msg: '收货地址不存在' });
  });

  it('should answer null for a reader without addresses', async () => {
    expect((await apiGet(t.app, 'subscriber/myAddress', {}, { token: await reader() })).body).toMatchObject({ code: 200, data: null });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['an empty name', { name: '   ' }, '请输入收货人姓名'],
    ['a 21-character name', { name: '名'.repeat(21) }, '收货人姓名最多20个字'],
    ['a bad phone', { phone: '1380013800' }, '请输入正确的手机号'],
    ['a landline', { phone: '02163210000' }, '请输入正确的手机号'],
    ['a 101-character address', { detail: '路'.repeat(101) }, '详细地址最多100个字'],
    ['an empty address', { detail: '' }, '请输入详细地址'],
    ['markup in the address', { detail: '<script>1</script>' }, '详细地址不能包含特殊字符'],
    ['a region code that does not exist', { regionCodes: ['310000', '310100', '310199'] }, '所在地区不存在，请重新选择'],
    ['a region chain that stops above the district', { regionCodes: ['310000', '310100'] }, '所在地区不存在，请重新选择'],
    ['no region', { regionCodes: [] }, '请选择所在地区'],
    ['a region that is not codes', { regionCodes: ['上海市', '浦东新区'] }, '所在地区不存在，请重新选择'],
  ];
  it.each(bad)('should refuse %s in Chinese', async (_name, change, msg) => {
    const token = await reader();
    const answer = await apiPost(t.app, 'subscriber/addressCreate', { ...valid, ...change }, { token });
    expect([answer.status, answer.body.msg]).toEqual([400, msg]);
    expect((await apiGet(t.app, 'subscriber/addressIndex', {}, { token })).body.data).toEqual([]);
  });

  it('should never show, change or delete another reader’s address', async () => {
    const mine = await addAddress(t, await reader(), valid);
    const token = await reader();
    expect((await apiPost(t.app, 'subscriber/addressEdit', { id: mine.id, ...valid }, { token })).body).toMatchObject({ code: 404, msg: '收货地址不存在' });
    expect((await apiGet(t.app, 'subscriber/addressDelete', { id: mine.id }, { token })).body).toMatchObject({ code: 404 });
    expect((await apiGet(t.app, 'subscriber/addressIndex', {}, { token })).body.data).toEqual([]);
  });

  it('should keep at most 20 addresses', async () => {
    const token = await reader();
    for (let i = 0; i < 20; i++) await addAddress(t, token, { ...valid, detail: `路${i}号` });
    expect((await apiPost(t.app, 'subscriber/addressCreate', valid, { token })).body).toMatchObject({ code: 400, msg: '最多保存20个收货地址' });
  });

  it('should ask a visitor to log in', async () => {
    expect((await apiGet(t.app, 'subscriber/addressIndex')).body).toMatchObject({ code: 401, msg: '请登录...' });
  });
});

describe('the address book’s order and its single default (mutation testing)', () => {
  const list = async (token: string) => ((await apiGet(t.app, 'subscriber/addressIndex', {}, { token })).body.data as { id: number; isDefault: boolean }[]).map((a) => [a.id, a.isDefault]);
  /** Three addresses added one after another, a millisecond apart (the first becomes the default). */
  const threeApart = async (token: string, details = [valid.detail, valid.detail, valid.detail] as const) => {
    const first = await addAddress(t, token, { ...valid, detail: details[0] });
    t.clock.advance(1);
    const second = await addAddress(t, token, { ...valid, detail: details[1] });
    t.clock.advance(1);
    return [first, second, await addAddress(t, token, { ...valid, detail: details[2] })] as const;
  };

  it('should list the default first, then the most recently changed, then the newest of those changed at once', async () => {
    const token = await reader();
    const [a, b, c] = await threeApart(token, [valid.detail, 'B路1号', 'C路1号']);
    expect(await list(token)).toEqual([[a.id, true], [c.id, false], [b.id, false]]);
    t.clock.advance(1);
    expect((await apiPost(t.app, 'subscriber/addressEdit', { id: b.id, ...valid, detail: 'B路2号', isDefault: false }, { token })).status).toBe(200);
    expect(await list(token)).toEqual([[a.id, true], [b.id, false], [c.id, false]]);
    // Two changed in the same instant: the newer one first.
    t.clock.advance(1);
    const d = await addAddress(t, token, { ...valid, detail: 'D路1号' });
    const e = await addAddress(t, token, { ...valid, detail: 'E路1号' });
    expect(await list(token)).toEqual([[a.id, true], [e.id, false], [d.id, false], [b.id, false], [c.id, false]]);
  });

  it('should keep the first address the default when another is added without ticking it', async () => {
    const token = await reader();
    const first = await addAddress(t, token, valid);
    const second = await addAddress(t, token, { ...valid, regionCodes: HAIDIAN, isDefault: false });
    expect(second.isDefault).toBe(false);
    expect(await list(token)).toEqual([[first.id, true], [second.id, false]]);
  });

  it('should change every field of an address, and keep the default default when it is unticked', async () => {
    const token = await reader();
    const first = await addAddress(t, token, valid);
    const other = await addAddress(t, token, valid);
    const edited = await apiPost(t.app, 'subscriber/addressEdit', { id: first.id, name: '王五', phone: '13700001111', regionCodes: HAIDIAN, detail: '中关村大街1号', isDefault: false }, { token });
    expectContractOutput(subscriptionApi.addressEdit, edited.body.data);
    expect(edited.body.data).toEqual({ id: first.id, name: '王五', phone: '13700001111', regionText: '北京市海淀区', regionCodes: HAIDIAN, detail: '中关村大街1号', isDefault: true, inShanghai: false });
    expect(await list(token)).toEqual([[first.id, true], [other.id, false]]);
    // Ticking another one moves the default there.
    expect((await apiPost(t.app, 'subscriber/addressEdit', { id: other.id, ...valid, isDefault: true }, { token })).body.data.isDefault).toBe(true);
    expect(await list(token)).toEqual([[other.id, true], [first.id, false]]);
    expect((await apiPost(t.app, 'subscriber/addressEdit', { id: first.id, ...valid, regionCodes: ['310000', '310100'] }, { token })).body).toMatchObject({ code: 400, msg: '所在地区不存在，请重新选择' });
    expect((await apiPost(t.app, 'subscriber/addressEdit', { id: 999_999, ...valid }, { token })).body).toMatchObject({ code: 404, msg: '收货地址不存在' });
  });

  it('should leave the default alone when another address is deleted', async () => {
    const token = await reader();
    const [first, second, third] = await threeApart(token);
    expect((await apiGet(t.app, 'subscriber/addressDelete', { id: third.id }, { token })).body).toMatchObject({ code: 200, data: { deleted: true } });
    expect(await list(token)).toEqual([[first.id, true], [second.id, false]]);
  });

  it('should make the most recently changed address the default when the default is deleted, and leave none after the last', async () => {
    const token = await reader();
    const [first, older, newer] = await threeApart(token);
    t.clock.advance(1);
    // Changing the older one makes it the most recently changed.
    await apiPost(t.app, 'subscriber/addressEdit', { id: older.id, ...valid, detail: '改过1号' }, { token });
    expect((await apiGet(t.app, 'subscriber/addressDelete', { id: first.id }, { token })).body.data).toEqual({ deleted: true });
    expect(await list(token)).toEqual([[older.id, true], [newer.id, false]]);
    expect((await apiGet(t.app, 'subscriber/addressDelete', { id: older.id }, { token })).body.data).toEqual({ deleted: true });
    expect(await list(token)).toEqual([[newer.id, true]]);
    expect((await apiGet(t.app, 'subscriber/addressDelete', { id: newer.id }, { token })).body).toMatchObject({ code: 200, data: { deleted: true } });
    expect((await apiGet(t.app, 'subscriber/myAddress', {}, { token })).body).toMatchObject({ code: 200, data: null });
  });

  it('should make the address the list shows first the default when the default is deleted, among addresses changed at once', async () => {
    const token = await reader();
    // Three addresses added in the same millisecond: the list shows the newest of them first.
    const first = await addAddress(t, token, valid);
    const second = await addAddress(t, token, { ...valid, detail: 'B路1号' });
    const third = await addAddress(t, token, { ...valid, detail: 'C路1号' });
    expect(await list(token)).toEqual([[first.id, true], [third.id, false], [second.id, false]]);
    await apiGet(t.app, 'subscriber/addressDelete', { id: first.id }, { token });
    expect(await list(token)).toEqual([[third.id, true], [second.id, false]]);
  });
});

describe('region chains (mutation testing)', () => {
  it('should refuse a chain without a city, a city or county in the province’s place, and a city the province does not have', () => {
    expect(resolveRegionChain([])).toBeNull();
    expect(resolveRegionChain(['310000'])).toBeNull();
    expect(resolveRegionChain(['310100', '310100', '310115'])).toBeNull();
    expect(resolveRegionChain(['310000', '310115', '310115'])).toBeNull();
    expect(resolveRegionChain(['310000', '310000', '310115'])).toBeNull();
    expect(resolveRegionChain(['310000', '310200'])).toBeNull();
    expect(resolveRegionChain(['310000', '310200', '310201'])).toBeNull();
  });

  it('should give a province’s own cities, each with districts', () => {
    const cities = regionChildren('330000');
    expect(cities?.map((city) => city.code)).toContain('330100');
    expect(cities?.every((city) => city.code.startsWith('33') && city.code.endsWith('00') && city.hasChildren)).toBe(true);
    expect(regionChildren('330100')?.map((county) => county.name)).toContain('西湖区');
  });
});
