/**
 * Data template calls (api-conventions §6), relative to the business prefix (`/qzbps/business/v3`).
 * queryDataTable and exportData take the list payload as the body and the template in the query.
 * Designer calls (datasets, query, get, save, remove) are for tenant administrators.
 */
export const dataTemplateEndpoints = {
  getBuildDataById: { method: 'GET', path: '/data/template/getBuildDataById' },
  queryDataTable: { method: 'POST', path: '/data/template/queryDataTable' },
  queryDataById: { method: 'GET', path: '/data/template/queryDataById' },
  saveFormData: { method: 'POST', path: '/data/template/saveFormData' },
  removeFormData: { method: 'POST', path: '/data/template/removeFormData' },
  exportData: { method: 'POST', path: '/data/template/exportData' },
  startFlow: { method: 'POST', path: '/data/template/startFlow' },
  datasets: { method: 'GET', path: '/data/template/datasets' },
  query: { method: 'POST', path: '/data/template/query' },
  get: { method: 'GET', path: '/data/template/get' },
  save: { method: 'POST', path: '/data/template/save' },
  remove: { method: 'POST', path: '/data/template/remove' },
} as const;
