// The suppliers' side of the wire (docs/decisions.md D-23): what the simulator (apps/sandbox)
// answers and the API's adapters (apps/api/src/suppliers) read, written once for both. The
// portal never imports it.

/**
 * Every supplier the adapters reach and the simulator plays, with the path the simulator
 * serves it under: SANDBOX_URL plus that path, unless SUPPLIER_<NAME>_URL names the real one.
 */
export const SUPPLIER_PATHS = {
  DISNEY: '/wdw',
  DISNEYLAND: '/dlr',
  UNIVERSAL: '/universal',
  OMNIBEES: '/omnibees',
  PRESTIGE: '/prestige',
  HBSI: '/hbsi',
  CONTENT: '/content',
  DISNEYHOTELS: '/disney-hotels',
  THIRDPROVIDER: '/third-provider',
  AVIS: '/avis',
  BUDGET: '/budget',
  UASSISTANCE: '/uassistance',
  DESTSERVICES: '/dest-services',
  // new:product-line: supplier
} as const;
export type SupplierName = keyof typeof SUPPLIER_PATHS;
export const SUPPLIER_NAMES = Object.keys(SUPPLIER_PATHS) as SupplierName[];

/** The key (x-api-key) a simulated supplier expects, and its adapter sends, when none is configured. */
export const defaultApiKey = (name: SupplierName) => `sandbox-${name.toLowerCase()}`;

/** The requestor ID (OTA's POS/Source/RequestorID@ID) a simulated supplier expects, and its adapter sends, when none is configured. */
export const DEFAULT_REQUESTOR_ID = 'portal';
