import { describe, expect, it } from 'vitest';
import { addressErrors } from './addressFields.ts';

const draft = { name: '张三', phone: '13800138000', regionText: '上海市浦东新区', regionCodes: ['310000', '310100', '310115'], detail: '世纪大道100号', isDefault: false };

describe('addressErrors', () => {
  it('should find nothing wrong with a whole address', () => {
    expect(addressErrors(draft)).toEqual({});
  });

  it('should name each problem in the words the server uses', () => {
    expect(addressErrors({ ...draft, name: ' ', phone: '123', regionCodes: [], detail: '路'.repeat(101) })).toEqual({
      name: '请输入收货人姓名',
      phone: '请输入正确的手机号',
      region: '请选择所在地区',
      detail: '详细地址最多100个字',
    });
  });
});
