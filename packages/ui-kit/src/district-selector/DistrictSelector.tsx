import { useId } from 'react';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { CANCELLED_TEXT } from '../dialog/dialogTexts.ts';
import { mountDialog } from '../dialog/mountDialog.tsx';
import { SHANGHAI_DISTRICTS } from './districts.ts';
import type { District } from './districts.ts';
import '../styles/theme.css';
import './DistrictSelector.css';

/** Title of the district selector (SPEC §2). */
export const DISTRICT_SELECTOR_TITLE = '请选择在哪里面试';

/** Options of {@link showDistrictSelector}. */
export interface DistrictSelectorOptions {
  /** Id of the district chosen before, marked with `aria-current`. */
  value?: number;
  /** Default {@link SHANGHAI_DISTRICTS}. */
  districts?: readonly District[];
}

/** Props of {@link DistrictSelector}. */
export interface DistrictSelectorProps extends DistrictSelectorOptions {
  open: boolean;
  /** A district was tapped; the caller closes the selector. */
  onSelect: (district: District) => void;
  /** 关闭, Escape or a tap on the mask. */
  onClose: () => void;
}

/**
 * The district selector titled 请选择在哪里面试 (SPEC §2): a bottom sheet with the 16 Shanghai
 * districts as buttons in a grid that has fewer columns as the text grows. The current one is marked
 * (`aria-current`, red) and focused on open.
 *
 * @example
 * ```tsx
 * <DistrictSelector open={choosing} value={form.districtId}
 *   onSelect={(d) => { setChoosing(false); setForm({ ...form, districtId: d.id }); }}
 *   onClose={() => setChoosing(false)} />
 * ```
 */
export function DistrictSelector({ open, value, districts = SHANGHAI_DISTRICTS, onSelect, onClose }: DistrictSelectorProps) {
  const id = useId();
  const hasValue = districts.some((d) => d.id === value);
  return (
    <Dialog open={open} onDismiss={onClose} placement="bottom" labelledBy={`${id}-title`} className="shq-district-selector">
      <h2 id={`${id}-title`} className="shq-dialog__title">
        {DISTRICT_SELECTOR_TITLE}
      </h2>
      <CloseButton onClick={onClose} />
      <ul className="shq-district-selector__grid" aria-labelledby={`${id}-title`}>
        {districts.map((district, i) => {
          const current = district.id === value;
          return (
            <li key={district.id}>
              <button
                type="button"
                className="shq-district-selector__option"
                aria-current={current ? 'true' : undefined}
                data-autofocus={current || (!hasValue && i === 0) ? true : undefined}
                onClick={() => onSelect(district)}
              >
                {district.name}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

/**
 * Opens a {@link DistrictSelector} on `document.body`. Resolves with the tapped district; rejects
 * with `new Error('已取消')` when dismissed.
 *
 * @example
 * ```ts
 * const district = await showDistrictSelector({ value: 31000012 }); // { id: 31000012, name: '浦东新区' }
 * ```
 */
export function showDistrictSelector(options: DistrictSelectorOptions = {}): Promise<District> {
  return mountDialog<District>(({ resolve, reject }) => (
    <DistrictSelector {...options} open onSelect={resolve} onClose={() => reject(CANCELLED_TEXT)} />
  ));
}
