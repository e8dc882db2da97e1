import type { DataProvider, RaRecord, UpdateParams } from 'react-admin';
import { dataProviderFor } from '../backoffice/data-provider';
import { withFieldErrors } from '../backoffice/field-errors';

const simpleRest = dataProviderFor('/api/admin');

/** The admin's API. A shop the server refused (a GSTIN with a wrong check character…) shows why on the shop form's fields. */
export const adminDataProvider: DataProvider = {
  ...simpleRest,
  create: (resource, params) => {
    const saving = simpleRest.create(resource, params);
    return resource === 'shops' ? withFieldErrors(saving, params.data) : saving;
  },
  update<RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) {
    const saving = simpleRest.update<RecordType>(resource, params);
    return resource === 'shops' ? withFieldErrors(saving, params.data) : saving;
  },
};
