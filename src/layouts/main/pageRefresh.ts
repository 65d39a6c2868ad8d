/** The header's refresh action for whoever else wants it (re-mounts the page, revalidates reads). */
import { createContext, useContext } from 'react';

export const PageRefreshContext = createContext<() => void>(() => {});

export const usePageRefresh = (): (() => void) => useContext(PageRefreshContext);
