import { apiFetch } from '../../../shared/api/api-client';
import {
  type AddressChange,
  addressBody,
  lenderWhitelistPath,
  WHITELIST_HANDLED_STATUSES,
  type WhitelistAnswer,
} from './address-change';

export const removeLenderAddress = (lenderId: string, change: AddressChange) =>
  apiFetch<WhitelistAnswer>(lenderWhitelistPath(lenderId), {
    method: 'DELETE',
    json: addressBody(change),
    handledStatuses: WHITELIST_HANDLED_STATUSES,
  });
