import { apiFetch } from '../../../shared/api/api-client';
import {
  type AddressChange,
  addressBody,
  userWhitelistPath,
  WHITELIST_HANDLED_STATUSES,
  type WhitelistAnswer,
} from './address-change';

export const addUserAddress = (userId: string, change: AddressChange) =>
  apiFetch<WhitelistAnswer>(userWhitelistPath(userId), {
    method: 'POST',
    json: addressBody(change),
    handledStatuses: WHITELIST_HANDLED_STATUSES,
  });
