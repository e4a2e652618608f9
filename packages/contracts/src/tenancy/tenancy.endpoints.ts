/**
 * Tenancy, menu, settings and location calls (docs/tenancy.md). `service` names the prefix:
 * oauth → `/qzbps/oauth2/v3`, platform → `/qzbps/platform/v3` (or `/qzbps` alone in single-domain mode).
 */
export const tenancyEndpoints = {
  tenantOpen: { service: 'oauth', method: 'GET', path: '/user/open/tenant' },
  registerTenant: { service: 'oauth', method: 'POST', path: '/saas/tenant/register' },
  menuData: { service: 'platform', method: 'GET', path: '/auth/appres/getMenuData' },
  sysConfigWhiteList: { service: 'platform', method: 'POST', path: '/auth/common/sysConfig/white/list' },
  convertLocation: { service: 'platform', method: 'GET', path: '/auth/common/location/convert' },
} as const;

/** Public setting codes the client reads (spec §4: encryption is on when encrypt_express is '1'). */
export const publicSysConfigCodes = {
  encryptExpress: 'encrypt_express',
  defaultLanguage: 'default_language',
  mapCoordinateSystem: 'map_coordinate_system',
  appVersion: 'app_version',
} as const;
