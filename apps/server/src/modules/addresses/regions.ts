import { areaList } from '@vant/area-data';
import { SHANGHAI_REGION_PREFIX, joinRegionNames } from '@shqcb/api/contract/subscription';

/**
 * China's regions (GB/T 2260 codes: province, city, county) from the kept data set `@vant/area-data`,
 * on the server only: the reader asks for one level at a time (subscriber/address), so none of it
 * ships in the reader's bundle. Codes are six digits: `31` `01` `15` is province, city, county.
 */

export interface Region {
  code: string;
  name: string;
}

const provinces = Object.entries(areaList.province_list).map(([code, name]) => ({ code, name }));
const cities = Object.entries(areaList.city_list).map(([code, name]) => ({ code, name }));
const counties = Object.entries(areaList.county_list).map(([code, name]) => ({ code, name }));
const names = new Map<string, string>([...provinces, ...cities, ...counties].map((region) => [region.code, region.name]));

/** The regions directly under `code` ('0': the provinces); `null` when `code` names no region. */
export function regionChildren(code: string): (Region & { hasChildren: boolean })[] | null {
  if (code === '0') return provinces.map((region) => ({ ...region, hasChildren: true }));
  if (!names.has(code)) return null;
  if (isProvince(code)) {
    return cities.filter((city) => city.code.slice(0, 2) === code.slice(0, 2)).map((city) => ({ ...city, hasChildren: countiesOf(city.code).length > 0 }));
  }
  if (isCity(code)) return countiesOf(code).map((county) => ({ ...county, hasChildren: false }));
  return [];
}

/**
 * A chain of codes from the province down to a region without children (a county, or a city that
 * has no counties), with the names joined as the area picker joins them; `null` for anything else:
 * an unknown code, a gap, codes of different branches, or a chain that stops above the last level.
 */
export function resolveRegionChain(codes: readonly string[]): { codes: string[]; text: string } | null {
  const [province, city, county] = codes;
  if (!province || !city || !isProvince(province) || !names.has(province)) return null;
  if (!isCity(city) || city.slice(0, 2) !== province.slice(0, 2) || !names.has(city)) return null;
  const under = countiesOf(city);
  if (county === undefined) {
    if (under.length > 0) return null;
  } else if (codes.length > 3 || !under.some((region) => region.code === county)) {
    return null;
  }
  const chain = codes.slice(0, county === undefined ? 2 : 3);
  return { codes: chain, text: joinRegionNames(chain.map((code) => names.get(code) ?? '')) };
}

/** Whether a chain of codes lies in Shanghai, where printed papers are delivered. */
export function isShanghai(codes: readonly string[] | string): boolean {
  const first = typeof codes === 'string' ? codes : (codes[0] ?? '');
  return first.startsWith(SHANGHAI_REGION_PREFIX);
}

function isProvince(code: string): boolean {
  return code.endsWith('0000');
}

function isCity(code: string): boolean {
  return !isProvince(code) && code.endsWith('00');
}

function countiesOf(city: string): Region[] {
  return counties.filter((county) => county.code.slice(0, 4) === city.slice(0, 4));
}
