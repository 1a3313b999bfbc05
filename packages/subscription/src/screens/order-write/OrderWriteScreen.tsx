import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { phoneSchema } from '@shqcb/api/contract';
import { check, create, slipNoSchema, subscriberShow } from '@shqcb/api/contract/subscription';
import type { Slip } from '@shqcb/api/contract/subscription';
import { apiQueryKey, useApiMutation } from '@shqcb/api/query';
import { getLocal, LocalKey } from '@shqcb/bridge';
import { Button, showToast, TextInput } from '@shqcb/ui-kit';
import { AddressRow } from '../../components/AddressRow.tsx';
import { Page } from '../../components/Page.tsx';
import { useChosenAddress } from '../../components/useChosenAddress.ts';
import { slipKind } from './slipKinds.ts';

function problem(schema: v.GenericSchema, value: string): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

/**
 * Binding a subscription slip (SPEC §2 /order-write/:type; 返回 goes back to /order-way by replacing
 * this page). The reader types the slip number and the phone it was registered with; 查询 shows what
 * the slip holds; a printed paper needs a Shanghai delivery address; 确认绑定 makes it a subscription.
 * What was typed stays in the address (query) so choosing an address on /address-list loses nothing.
 */
export default function OrderWriteScreen() {
  const navigate = useNavigate();
  const kind = slipKind(useParams().type);
  const [search, setSearch] = useSearchParams();
  const [slipNo, setSlipNo] = useState(search.get('slipNo') ?? '');
  const [phone, setPhone] = useState(search.get('phone') ?? getLocal(LocalKey.phone) ?? '');
  const [errors, setErrors] = useState<{ slipNo?: string; phone?: string; address?: string }>({});
  const [slip, setSlip] = useState<Slip | null>(null);
  const { address } = useChosenAddress(true, slip?.delivery ?? false);
  const checking = useApiMutation(check, { onSuccess: setSlip });
  const binding = useApiMutation(create, {
    invalidate: () => [apiQueryKey(subscriberShow)],
    onSuccess: () => {
      showToast('绑定成功');
      navigate('/already-order', { replace: true });
    },
  });

  // Back from choosing an address: the slip typed before is looked up again.
  useEffect(() => {
    const typed = { slipNo: search.get('slipNo'), phone: search.get('phone') };
    if (typed.slipNo && typed.phone) checking.mutate({ slipNo: typed.slipNo, phone: typed.phone });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const keep = (patch: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(patch)) next.set(name, value);
    setSearch(next, { replace: true });
  };
  const lookUp = () => {
    const found = { slipNo: problem(slipNoSchema, slipNo), phone: problem(phoneSchema, phone) };
    setErrors(found);
    setSlip(null);
    if (found.slipNo || found.phone) return;
    keep({ slipNo: slipNo.trim().toUpperCase(), phone: phone.trim() });
    checking.mutate({ slipNo, phone });
  };
  const bind = () => {
    if (slip?.delivery && !address) {
      setErrors({ ...errors, address: '请选择收货地址' });
      return;
    }
    binding.mutate({ slipNo, phone, addressId: slip?.delivery ? address?.id : undefined });
  };

  return (
    <Page
      title={kind.name}
      onBack={() => navigate('/order-way', { replace: true })}
      footer={
        slip ? (
          <Button block loading={binding.isPending} onClick={bind}>
            确认绑定
          </Button>
        ) : (
          <Button block loading={checking.isPending} onClick={lookUp}>
            查询订阅单
          </Button>
        )
      }
    >
      <form className="shq-sub-section" noValidate onSubmit={(event) => (event.preventDefault(), lookUp())}>
        <TextInput label="*订阅单号" placeholder="请输入订阅单号" maxLength={20} autoComplete="off" value={slipNo} onChange={(value) => (setSlipNo(value), setSlip(null))} error={errors.slipNo} />
        <TextInput label="*登记手机号" placeholder="订阅时登记的手机号" maxLength={11} inputMode="tel" autoComplete="tel" value={phone} onChange={(value) => (setPhone(value.replace(/\D/g, '')), setSlip(null))} error={errors.phone} />
        <p className="shq-sub-section__note">{kind.help}</p>
      </form>
      {slip && (
        <section className="shq-sub-card" aria-labelledby="shq-slip-title">
          <h2 className="shq-sub-card__title" id="shq-slip-title">
            {slip.typeName}
          </h2>
          <p className="shq-sub-section__note">
            订阅单 {slip.slipNo} · {slip.startDate} 至 {slip.endDate}
          </p>
        </section>
      )}
      {slip?.delivery && <AddressRow address={address} shanghaiOnly error={address ? undefined : errors.address} />}
    </Page>
  );
}
