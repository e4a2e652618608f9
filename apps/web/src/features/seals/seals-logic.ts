import type { SealState } from '@campusflow/contracts';

/** The generic start page of the workflow feature shows the seal form and starts the process. */
export const sealApplyTarget = '/bpmn/newProcess/start?defKey=seal_request';

/** Status colours fixed across the product (ux.md): in approval blue, approved green, rejected red, ended grey. */
export function sealStateColor(state: SealState): 'primary' | 'success' | 'danger' | 'default' {
  if (state === 'approving') return 'primary';
  if (state === 'approved' || state === 'used') return 'success';
  if (state === 'rejected') return 'danger';
  return 'default';
}

/** The keeper may record the use of an approved application not used yet (the server decides finally). */
export function canRecordUse(state: SealState): boolean {
  return state === 'approved';
}
