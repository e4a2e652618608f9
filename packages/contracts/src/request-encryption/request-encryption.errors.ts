import { defineStateCodes } from '../errors/define-state-codes.ts';

// Request-body encryption (platform/request-encryption): 6020185–6020199, inside the block of
// external logins and request encryption (6020160–6020199).
export const requestEncryptionStateCodes = defineStateCodes({
  // G5: one answer for every decryption failure (wrap, tag, header, JSON, binding), so no oracle.
  ENCRYPTED_BODY_INVALID: {
    code: 6020185,
    httpStatus: 400,
    message: {
      'zh-CN': '加密请求无法解密，请刷新页面后重试',
      'zh-TW': '加密請求無法解密，請重新整理頁面後再試',
      'en-US': 'The encrypted request could not be decrypted. Reload the page and try again',
      'ja-JP': '暗号化されたリクエストを復号できません。ページを再読み込みしてやり直してください',
    },
  },
  // Only for authentic messages (tag verified), so it says nothing about keys.
  ENCRYPTED_BODY_REPLAYED: {
    code: 6020186,
    httpStatus: 409,
    message: {
      'zh-CN': '重复的加密请求已被拒绝',
      'zh-TW': '重複的加密請求已被拒絕',
      'en-US': 'This encrypted request was already received',
      'ja-JP': 'この暗号化リクエストはすでに受信済みです',
    },
  },
  ENCRYPTED_BODY_EXPIRED: {
    code: 6020187,
    httpStatus: 400,
    message: {
      'zh-CN': '请求时间与服务器时间相差过大，请校准设备时间',
      'zh-TW': '請求時間與伺服器時間相差過大，請校正裝置時間',
      'en-US': "The request's time is too far from the server's. Check the device clock",
      'ja-JP': 'リクエストの時刻がサーバーと大きくずれています。端末の時刻を確認してください',
    },
  },
  ENCRYPTION_REQUIRED: {
    code: 6020188,
    httpStatus: 400,
    message: {
      'zh-CN': '本校要求加密传输请求内容',
      'zh-TW': '本校要求加密傳輸請求內容',
      'en-US': 'Your school requires request contents to be encrypted',
      'ja-JP': 'この学校ではリクエスト内容の暗号化が必要です',
    },
  },
});
