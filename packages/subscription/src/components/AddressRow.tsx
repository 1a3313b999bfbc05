import { useLocation, useNavigate } from 'react-router';
import type { Address, AddressSnapshot } from '@shqcb/api/contract/subscription';
import { chooseAddressPath } from './addressChoice.ts';

export interface AddressRowProps {
  /** The chosen address, or none yet. */
  address: Address | AddressSnapshot | null | undefined;
  /** Only Shanghai addresses may be chosen. */
  shanghaiOnly?: boolean;
  error?: string;
}

/**
 * The 收货地址 row of an order form: the chosen address, and a tap to choose another on
 * /address-list, which comes back to this very page (its address and query) with `addressId`.
 */
export function AddressRow({ address, shanghaiOnly = false, error }: AddressRowProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <div className="shq-sub-section">
      <button type="button" className="shq-sub-row" style={{ padding: 0 }} onClick={() => navigate(chooseAddressPath(`${pathname}${search}`, { shanghaiOnly }), { replace: true })}>
        <span className="shq-sub-row__label">收货地址</span>
        <span className="shq-sub-row__value">
          {address ? (
            <>
              <strong>{address.name}</strong> {address.phone}
              <br />
              <span className="shq-sub-section__note">
                {address.regionText}
                {address.detail}
              </span>
            </>
          ) : (
            '请选择收货地址'
          )}
        </span>
        <svg className="shq-sub-row__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {error && (
        <p className="shq-sub-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
