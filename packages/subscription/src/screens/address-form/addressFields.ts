import * as v from 'valibot';
import { detailSchema, nameSchema, receiverPhoneSchema } from '@shqcb/api/contract/subscription';

/** What the address form holds while the reader types. */
export interface AddressDraft {
  name: string;
  phone: string;
  regionText: string;
  regionCodes: string[];
  detail: string;
  isDefault: boolean;
}

export type AddressErrors = Partial<Record<'name' | 'phone' | 'region' | 'detail', string>>;

/**
 * The form's problems in the contract's own words (the server refuses with the same), one per
 * field, so each shows beside its field and nothing the reader typed is lost.
 */
export function addressErrors(draft: AddressDraft): AddressErrors {
  const message = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? undefined : result.issues[0].message;
  };
  const errors: AddressErrors = {
    name: message(nameSchema, draft.name),
    phone: message(receiverPhoneSchema, draft.phone),
    region: draft.regionCodes.length < 2 ? '请选择所在地区' : undefined,
    detail: message(detailSchema, draft.detail),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, text]) => text !== undefined));
}
