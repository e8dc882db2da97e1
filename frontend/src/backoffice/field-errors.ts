import { HttpError } from 'react-admin';
import { asSentence, errorBody, errorMessage, errorStatus } from '../api/errors';

/**
 * A save the server refused with 400, its reasons put on the fields they name. The API starts each
 * validation message with the field ("stockQuantity must not be greater than 1000000"); react-admin
 * shows the `errors` of a refused save's body (`{ field: message }`) under those fields. A refusal
 * naming none of the fields `sent` is passed on as it came.
 */
export async function withFieldErrors<T>(saving: Promise<T>, sent: object): Promise<T> {
  try {
    return await saving;
  } catch (error) {
    throw onFields(error, Object.keys(sent)) ?? error;
  }
}

function onFields(error: unknown, fields: string[]): HttpError | undefined {
  const body = errorBody(error);
  if (errorStatus(error) !== 400 || !body) return undefined;
  const errors = new Map<string, string>();
  for (const message of [body.message].flat()) {
    if (typeof message !== 'string') continue;
    const [field] = message.split(' ', 1);
    if (fields.includes(field) && !errors.has(field)) {
      errors.set(field, asSentence(message.slice(field.length).trim()));
    }
  }
  if (errors.size === 0) return undefined;
  return new HttpError((error as Error).message, 400, { ...body, errors: Object.fromEntries(errors) });
}

/**
 * A save the server refused with one of `statuses` (a 404 or 409 that names no field), its message
 * put on `field`: the field whose value it did not accept, such as a customer it did not find.
 */
export async function withRefusalOnField<T>(saving: Promise<T>, field: string, statuses: number[]): Promise<T> {
  try {
    return await saving;
  } catch (error) {
    const status = errorStatus(error);
    if (status === undefined || !statuses.includes(status)) throw error;
    const body = errorBody(error) ?? {};
    throw new HttpError((error as Error).message, status, { ...body, errors: { [field]: errorMessage(error) } });
  }
}
