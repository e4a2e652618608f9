/**
 * Dictionary calls, relative to the platform prefix (`/qzbps/platform/v3`). Reading by type key is
 * open to every logged-in user (forms and pickers); the rest is for tenant administrators.
 */
export const dictionaryEndpoints = {
  getByTypeKey: { method: 'GET', path: '/dataDict/getByTypeKey' },
  queryTypes: { method: 'POST', path: '/dataDict/type/query' },
  getType: { method: 'GET', path: '/dataDict/type/get' },
  saveType: { method: 'POST', path: '/dataDict/type/save' },
  removeTypes: { method: 'POST', path: '/dataDict/type/remove' },
  saveItem: { method: 'POST', path: '/dataDict/item/save' },
  removeItems: { method: 'POST', path: '/dataDict/item/remove' },
} as const;
