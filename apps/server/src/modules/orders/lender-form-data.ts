import { type LenderFormData, listNotificationGroupOptions } from '@taxlens/contracts';
import type { Database } from '../../db/connection.js';
import { listOrderableDeliveries } from './form-data-service.js';
import { getSelectedLenderView } from '../lenders/index.js';

/** GET /lenders/formdata: the selected lender's form data in one answer (spec 1 §7). */
export async function getLenderFormData(db: Database, lenderId: string): Promise<LenderFormData> {
  const [lender, deliveryOptions] = await Promise.all([
    getSelectedLenderView(db, lenderId),
    listOrderableDeliveries(db, lenderId),
  ]);
  return {
    lenderId: lender.id,
    companyName: lender.companyName,
    lenderType: lender.lenderType,
    isSba: lender.isSba,
    monitorType: lender.monitorType,
    sso: lender.sso,
    capabilities: lender.capabilities,
    deliveryOptions,
    notificationGroups: listNotificationGroupOptions(),
  };
}
