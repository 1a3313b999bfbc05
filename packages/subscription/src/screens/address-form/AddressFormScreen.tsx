import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiCall } from '@shqcb/api';
import { address as regionsOf, addressCreate, addressDelete, addressEdit, addressIndex, joinRegionNames, myAddress } from '@shqcb/api/contract/subscription';
import type { Address } from '@shqcb/api/contract/subscription';
import { apiQueryKey, useApiMutation, useApiQuery } from '@shqcb/api/query';
import { safeBackUrl } from '@shqcb/bridge';
import { AreaPicker, Button, ListFooter, showConfirm, showToast, TextInput } from '@shqcb/ui-kit';
import type { AreaNode } from '@shqcb/ui-kit';
import { CHOSEN_ADDRESS_PARAM, withParam } from '../../components/addressChoice.ts';
import { Page } from '../../components/Page.tsx';
import { DELETE_ADDRESS_QUESTION } from '../address-list/AddressListScreen.tsx';
import { addressErrors, type AddressDraft, type AddressErrors } from './addressFields.ts';
import './AddressFormScreen.css';

const SHANGHAI_CHAIN: AreaNode[] = [
  { code: '310000', address: '上海市' },
  { code: '310100', address: '上海市' },
];

const EMPTY: AddressDraft = { name: '', phone: '', regionText: '', regionCodes: [], detail: '', isDefault: false };

function draftOf(address: Address): AddressDraft {
  return { name: address.name, phone: address.phone, regionText: address.regionText, regionCodes: address.regionCodes, detail: address.detail, isDefault: address.isDefault };
}

/**
 * A delivery address: new (SPEC §2 /my-address) or changed (/history-address?id=). The region comes
 * from the area picker 配送至 (the server's region data, level by level); with `shanghai=1` it
 * starts at Shanghai's districts, where printed papers are delivered. Each field says what is wrong
 * beside it, in the server's words. After saving it returns to `back` (with `addressId`) or one step.
 */
export default function AddressFormScreen() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const editId = Number(search.get('id')) || null;
  const shanghaiOnly = search.get('shanghai') === '1';
  const back = search.get('back');
  const existing = useApiQuery(addressIndex, undefined, { enabled: editId !== null });
  const found = editId === null ? null : existing.data?.find((a) => a.id === editId);
  const [draft, setDraft] = useState<AddressDraft | null>(editId === null ? EMPTY : null);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [picking, setPicking] = useState(false);
  const form = draft ?? (found ? draftOf(found) : null);

  const invalidate = () => [apiQueryKey(addressIndex), apiQueryKey(myAddress)];
  const done = (saved: Address) => {
    showToast('已保存');
    if (back) navigate(withParam(back, CHOSEN_ADDRESS_PARAM, saved.id), { replace: true });
    else navigate(-1);
  };
  const create = useApiMutation(addressCreate, { invalidate, onSuccess: done });
  const edit = useApiMutation(addressEdit, { invalidate, onSuccess: done });
  const remove = useApiMutation(addressDelete, {
    invalidate,
    onSuccess: () => {
      showToast('已删除');
      navigate(back ? safeBackUrl(back) : '/my-address-list', { replace: true });
    },
  });

  const title = editId === null ? '新增收货地址' : '编辑收货地址';
  if (!form) {
    return (
      <Page title={title}>
        {existing.data && !found ? <ListFooter status="empty" /> : <ListFooter status={existing.isError ? 'error' : 'loading'} onRetry={() => void existing.refetch()} />}
      </Page>
    );
  }

  const change = (patch: Partial<AddressDraft>) => setDraft({ ...form, ...patch });
  const save = () => {
    const problems = addressErrors(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const fields = { name: form.name, phone: form.phone, regionCodes: form.regionCodes, detail: form.detail, isDefault: form.isDefault };
    if (editId === null) create.mutate(fields);
    else edit.mutate({ id: editId, ...fields });
  };
  const loadRegions = async (parent: AreaNode | null) => {
    const code = parent ? String(parent.code) : shanghaiOnly ? '310100' : '0';
    return apiCall(regionsOf, { code });
  };
  const saving = create.isPending || edit.isPending;

  return (
    <Page
      title={title}
      onBack={() => (back ? navigate(safeBackUrl(back), { replace: true }) : navigate(-1))}
      footer={
        <>
          {editId !== null && (
            <Button variant="secondary" loading={remove.isPending} onClick={() => showConfirm({ content: DELETE_ADDRESS_QUESTION }).then(() => remove.mutate({ id: editId }), () => {})}>
              删除
            </Button>
          )}
          <Button loading={saving} onClick={save}>
            保存
          </Button>
        </>
      }
    >
      <form className="shq-address-form" noValidate onSubmit={(event) => (event.preventDefault(), save())}>
        <TextInput label="*收货人" placeholder="请输入收货人姓名" maxLength={20} autoComplete="name" value={form.name} onChange={(name) => change({ name })} error={errors.name} />
        <TextInput label="*手机号" placeholder="请输入收货人手机号" maxLength={11} inputMode="tel" autoComplete="tel" value={form.phone} onChange={(phone) => change({ phone: phone.replace(/\D/g, '') })} error={errors.phone} />
        <div className="shq-address-form__region">
          <button type="button" className="shq-sub-row" aria-describedby={errors.region ? 'shq-region-error' : undefined} onClick={() => setPicking(true)}>
            <span className="shq-sub-row__label">
              <span className="shq-address-form__asterisk" aria-hidden="true">
                *
              </span>
              所在地区
            </span>
            <span className="shq-sub-row__value">{form.regionText || <span className="shq-address-form__placeholder">{shanghaiOnly ? '请选择上海市的区' : '请选择省、市、区'}</span>}</span>
            <svg className="shq-sub-row__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
          {errors.region && (
            <p id="shq-region-error" className="shq-sub-error" role="alert">
              {errors.region}
            </p>
          )}
        </div>
        <TextInput label="*详细地址" placeholder="街道、楼牌号、门牌号" maxLength={100} autoComplete="street-address" value={form.detail} onChange={(detail) => change({ detail })} error={errors.detail} />
        <label className="shq-address-form__default">
          <input type="checkbox" checked={form.isDefault} onChange={(event) => change({ isDefault: event.target.checked })} />
          设为默认收货地址
        </label>
        {shanghaiOnly && <p className="shq-sub-section__note shq-address-form__note">纸质报仅在上海市内投递。</p>}
      </form>
      <AreaPicker
        open={picking}
        loadChildren={loadRegions}
        onSelect={(_result, path) => {
          setPicking(false);
          const chain = shanghaiOnly ? [...SHANGHAI_CHAIN, ...path] : path;
          change({ regionCodes: chain.map((node) => String(node.code)), regionText: joinRegionNames(chain.map((node) => node.address)) });
          setErrors({ ...errors, region: undefined });
        }}
        onCancel={() => setPicking(false)}
      />
    </Page>
  );
}
