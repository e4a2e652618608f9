import type { ButtonAlias, Locale } from '@campusflow/contracts';

// Button names of the detail page's action bar (glossary words: 同意, 反对, 弃权, 驳回, 转办, 委派, 加签…).
const labels: Partial<Record<ButtonAlias, [string, string, string, string]>> = {
  start: ['提交', '提交', 'Submit', '提出'],
  saveDraft: ['保存草稿', '儲存草稿', 'Save draft', '下書き保存'],
  agree: ['同意', '同意', 'Approve', '承認'],
  oppose: ['反对', '反對', 'Oppose', '反対'],
  abandon: ['弃权', '棄權', 'Abstain', '棄権'],
  reject: ['驳回', '駁回', 'Return', '差し戻し'],
  rejectToPrevious: ['驳回上一步', '駁回上一步', 'Return to previous step', '前のステップへ差し戻し'],
  rejectToStart: ['驳回发起人', '駁回發起人', 'Return to applicant', '申請者へ差し戻し'],
  revoke: ['撤回', '撤回', 'Withdraw', '取り下げ'],
  shift: ['转办', '轉辦', 'Transfer', '転送'],
  delegate: ['委派', '委派', 'Delegate', '委任'],
  addSign: ['加签', '加簽', 'Add signer', '承認者追加'],
  endProcess: ['终止', '終止', 'End process', 'プロセス終了'],
  lock: ['锁定', '鎖定', 'Claim', '確保'],
  unlock: ['解锁', '解鎖', 'Release', '確保解除'],
  suspendProcess: ['挂起', '掛起', 'Suspend', '一時停止'],
  recoverProcess: ['恢复', '恢復', 'Resume', '再開'],
  urge: ['催办', '催辦', 'Urge', '催促'],
  copy: ['抄送', '抄送', 'Copy to', 'CC'],
  flowImage: ['流程图', '流程圖', 'Flow diagram', 'フロー図'],
  approvalHistory: ['审批历史', '審批歷史', 'Approval history', '承認履歴'],
  print: ['打印', '列印', 'Print', '印刷'],
};
const order: Locale[] = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'];

export function buttonsFor(aliases: readonly ButtonAlias[], locale: Locale) {
  return aliases.map((alias) => ({ alias, name: labels[alias]?.[order.indexOf(locale)] ?? alias }));
}

export const defaultTaskButtons: ButtonAlias[] = [
  'agree',
  'oppose',
  'reject',
  'rejectToStart',
  'shift',
  'delegate',
  'addSign',
  'lock',
  'flowImage',
  'approvalHistory',
];
