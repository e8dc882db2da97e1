import { localStorageStore, type Store } from 'react-admin';

/*
 * What react-admin would otherwise learn only after its first render, known from the start: the
 * stored locale changed a state that its i18n provider holds above the whole back office, and
 * rendered it all for the first time in one blocking task. (Its authentication answers are in the
 * back office's query client: back-office-query-client.ts.)
 */

/** The back offices are in English, react-admin's own locale. */
const LOCALE = 'en';

const localStore = localStorageStore();

/**
 * react-admin's store (the browser's local storage, as react-admin's default keeps it), which names
 * the locale before anyone chose one: react-admin renders nothing of the admin until the stored
 * locale matches its i18n provider's.
 */
export const backOfficeStore: Store = {
  ...localStore,
  getItem: <T>(key: string, defaultValue?: T) =>
    localStore.getItem<T>(key, key === 'locale' ? (defaultValue ?? (LOCALE as T)) : defaultValue),
};
