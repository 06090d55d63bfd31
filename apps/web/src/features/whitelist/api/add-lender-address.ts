import { apiFetch } from '../../../shared/api/api-client';
import {
  type AddressChange,
  addressBody,
  lenderWhitelistPath,
  WHITELIST_HANDLED_STATUSES,
  type WhitelistAnswer,
} from './address-change';

export const addLenderAddress = (lenderId: string, change: AddressChange) =>
  apiFetch<WhitelistAnswer>(lenderWhitelistPath(lenderId), {
    method: 'POST',
    json: addressBody(change),
    handledStatuses: WHITELIST_HANDLED_STATUSES,
  });
