/**
 * react-router-dom as react-admin sees it (vite.config.ts points its imports here): react-router,
 * less the data router that react-admin creates only for an app outside any router. Ours never is
 * (the back offices render inside App's BrowserRouter), and react-router is one module shared with
 * the storefront: leaving the data router out keeps 17 KB of gzipped code out of the first download
 * of every visitor.
 */
export * from 'react-router';

function outsideRouter(): never {
  throw new Error('The back offices render inside the app’s BrowserRouter: they never create a router');
}

export const createHashRouter = outsideRouter;
export const RouterProvider = outsideRouter;
