import type { ComponentType, ReactElement } from 'react';

/**
 * Every path the web app answers, in one place. App.tsx, StorefrontRoutes.tsx and the back
 * offices route these; the build writes `appRoutePatterns()` to dist/routes.json (vite.config.ts),
 * from which the server answers 404 for any other path. Keep this file free of runtime imports:
 * the build and the server's tests load it outside the browser.
 */

/** The public pages, at the top level. */
export const SITE_PATHS = {
  home: '/',
  auth: '/auth',
  help: '/help',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  refund: '/refund',
  /** What For Shopkeepers means to someone signed in who is no shopkeeper (the footer links it). */
  forShopkeepers: '/for-shopkeepers',
  dashboard: '/dashboard',
  cart: '/cart',
} as const;

/** The guarded areas, one per role. */
export const AREAS = {
  customer: '/customer',
  admin: '/admin',
  shopkeeper: '/shopkeeper',
} as const;

/** The customer area's screens, relative to /customer as its nested routes declare them ('' is its index). */
export const CUSTOMER_PATHS = {
  discoverShops: '',
  shopProducts: 'shops/:shopId/products',
  cart: 'cart',
  checkout: 'checkout',
  orders: 'orders',
  order: 'orders/:orderId',
  khatas: 'khatas',
  khata: 'khatas/:khataId',
  profile: 'profile',
  addresses: 'addresses',
} as const;

type ResourceView = 'list' | 'create' | 'edit' | 'show';

/** Where react-admin's <Resource> routes each view, below /{area}/{resource}. */
export const RESOURCE_VIEW_PATHS: Record<ResourceView, string> = {
  list: '',
  create: '/create',
  edit: '/:id',
  show: '/:id/show',
};

interface BackOffice {
  /** The views each resource routes; BackOfficeResources makes the resource definitions agree. */
  resources: Record<string, readonly ResourceView[]>;
  /** Views a resource's list shows in a dialog over itself, at the view's path (see ProductList). */
  dialogsOverList?: Record<string, readonly ResourceView[]>;
  /** The back office's own pages (react-admin's <CustomRoutes>), besides the dashboard at its root. */
  pages: Record<string, string>;
}

/** The react-admin back offices under /admin and /shopkeeper. */
export const BACK_OFFICES = {
  admin: {
    resources: {
      shops: ['list', 'create', 'edit'],
      orders: ['list', 'show'],
      // A claim's page, where an escalated one is decided, is its edit view, as for the shopkeeper.
      claims: ['list', 'edit'],
      refunds: ['list'],
      messages: ['list'],
      'outgoing-mail': ['list'],
      'audit-log': ['list'],
    },
    pages: {
      analytics: '/analytics',
      ledger: '/ledger',
      shopLedger: '/ledger/:shopId',
      deliveryFees: '/delivery-fees',
    },
  },
  shopkeeper: {
    // The order page is where the shopkeeper moves an order along: as the edit view it opens at
    // the spec's /shopkeeper/orders/{orderId}.
    resources: {
      products: ['list'],
      orders: ['list', 'edit'],
      categories: ['list', 'create', 'edit'],
      // The khata's page, with its entries and what the shop does to it, is its edit view.
      khatas: ['list', 'create', 'edit'],
      // The claim's page, where the shop decides it, is its edit view: /shopkeeper/claims/{claimId}.
      claims: ['list', 'edit'],
      refunds: ['list'],
    },
    dialogsOverList: { products: ['create', 'edit'] },
    pages: { dashboard: '/dashboard', shop: '/shop', ledger: '/ledger' },
  },
} as const satisfies Record<BackOfficeName, BackOffice>;

export type BackOfficeName = Exclude<keyof typeof AREAS, 'customer'>;
type Resources<A extends BackOfficeName> = (typeof BACK_OFFICES)[A]['resources'];
type ViewsOf<T> = T extends readonly (infer V extends ResourceView)[] ? V : never;

/** Exactly the views `V`: a view component routed but not listed above (or the reverse) is a type error. */
type RoutedViews<V extends ResourceView> = Record<V, ComponentType> & Partial<Record<Exclude<ResourceView, V>, never>>;

/** The resources of back office `A`, for `satisfies`: each must route exactly the views BACK_OFFICES lists. */
export type BackOfficeResources<A extends BackOfficeName> = {
  [R in keyof Resources<A>]: RoutedViews<ViewsOf<Resources<A>[R]>>;
};

/** An element for each of back office `A`'s own pages, by their names in BACK_OFFICES. */
export type BackOfficePages<A extends BackOfficeName> = Record<keyof (typeof BACK_OFFICES)[A]['pages'], ReactElement>;

/** The name of each screen of back office `A` (its dashboard, resources and pages), for the browser tab. */
export type BackOfficeTitles<A extends BackOfficeName> = Record<
  'dashboard' | keyof Resources<A> | keyof (typeof BACK_OFFICES)[A]['pages'],
  string
>;

/** The paths back office `name` routes, its area's root first. */
export function backOfficeRoutePatterns(name: BackOfficeName): string[] {
  const area = AREAS[name];
  const { resources, dialogsOverList = {}, pages }: BackOffice = BACK_OFFICES[name];
  const viewPaths = ([resource, views]: [string, readonly ResourceView[]]) =>
    views.map((view) => `${area}/${resource}${RESOURCE_VIEW_PATHS[view]}`);
  return [
    area,
    ...Object.values(pages).map((page) => `${area}${page}`),
    ...Object.entries(resources).flatMap(viewPaths),
    ...Object.entries(dialogsOverList).flatMap(viewPaths),
  ];
}

/** Every route as a React Router pattern from the root (`:name` matches one path segment). */
export function appRoutePatterns(): string[] {
  const customer = Object.values(CUSTOMER_PATHS).map((path) => (path ? `${AREAS.customer}/${path}` : AREAS.customer));
  const backOffices = (Object.keys(BACK_OFFICES) as BackOfficeName[]).flatMap(backOfficeRoutePatterns);
  return [...Object.values(SITE_PATHS), ...customer, ...backOffices];
}
