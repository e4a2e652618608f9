import { admissionStateCodes } from '../admissions/admissions.errors.ts';
import { dormStateCodes } from '../dorms/dorms.errors.ts';
import { externalLoginStateCodes } from '../external-login/external-login.errors.ts';
import { healthCheckInStateCodes } from '../health-check-in/health-check-in.errors.ts';
import { leaveStateCodes } from '../leave/leave.errors.ts';
import { onboardingConsultingStateCodes } from '../onboarding/consulting.errors.ts';
import { onboardingStateCodes } from '../onboarding/onboarding.errors.ts';
import { onboardingStaffStateCodes } from '../onboarding/staff.errors.ts';
import { requestEncryptionStateCodes } from '../request-encryption/request-encryption.errors.ts';
import { sealsStateCodes } from '../seals/seals.errors.ts';
import { statisticsStateCodes } from '../statistics/statistics.errors.ts';
import { whereaboutsStateCodes } from '../whereabouts/whereabouts.errors.ts';
import { defineStateCodes } from './define-state-codes.ts';

/**
 * Every product state code, declared once: the HTTP status it travels with and its message in each
 * language. Codes come from the product spec §8; the 60201xx gaps (6020120–6020132) and 6050xxx are
 * ours, listed in docs/error-codes.md.
 *
 * Blocks taken (a new area takes the next free block of 100 and writes it here):
 * 6010101–6010119 request level; 6020101–6020139 login and tokens (spec); 6020140–6020149 account;
 * 6020150–6020159 tenancy and menus; 6020160–6020199 external logins and request encryption;
 * 6030101–6030199 announcements; 6040101 leave; 6040201 dorms; 6040301 holiday whereabouts;
 * 6040401 daily health check-in; 6040501 seal use; 6040601–6040799 dorm management (ssgl);
 * 6041001–6041199 onboarding; 6041201–6041299 admissions services; 6050101–6050199 platform
 * services; 6060101–6060199 statistics and exports; 6070101 workflow; 6080101 forms; 6085101
 * attachments; 6086101 data templates; 6087101 dictionaries; 6090101 inner messages.
 */
export const platformStateCodes = defineStateCodes({
  OK: {
    code: 200,
    httpStatus: 200,
    message: { 'zh-CN': '操作成功', 'zh-TW': '操作成功', 'en-US': 'Success', 'ja-JP': '成功しました' },
  },
  INTERNAL_ERROR: {
    code: 500,
    httpStatus: 500,
    message: {
      'zh-CN': '服务器内部错误',
      'zh-TW': '伺服器內部錯誤',
      'en-US': 'Internal server error',
      'ja-JP': 'サーバー内部エラー',
    },
  },
  NOT_IMPLEMENTED: {
    code: 501,
    httpStatus: 501,
    message: { 'zh-CN': '功能未实现', 'zh-TW': '功能未實作', 'en-US': 'Not implemented', 'ja-JP': '未実装の機能です' },
  },

  ILLEGAL_REQUEST: {
    code: 6010101,
    httpStatus: 400,
    message: { 'zh-CN': '非法请求', 'zh-TW': '非法請求', 'en-US': 'Invalid request', 'ja-JP': '不正なリクエストです' },
  },
  IP_BANNED: {
    code: 6010102,
    httpStatus: 403,
    message: {
      'zh-CN': 'IP 已被禁止访问',
      'zh-TW': 'IP 已被禁止存取',
      'en-US': 'This IP address is banned',
      'ja-JP': 'このIPアドレスは禁止されています',
    },
  },
  UNAUTHORIZED: {
    code: 6010103,
    httpStatus: 403,
    message: {
      'zh-CN': '未授权的访问',
      'zh-TW': '未經授權的存取',
      'en-US': 'You are not allowed to do this',
      'ja-JP': '権限がありません',
    },
  },
  RATE_LIMITED: {
    code: 6010104,
    httpStatus: 429,
    message: {
      'zh-CN': '请求过于频繁，请稍后再试',
      'zh-TW': '請求過於頻繁，請稍後再試',
      'en-US': 'Too many requests. Try again later',
      'ja-JP': 'リクエストが多すぎます。しばらくしてから再試行してください',
    },
  },

  WRONG_CLIENT_CREDENTIALS: {
    code: 6020101,
    httpStatus: 401,
    message: {
      'zh-CN': '授权ID或密钥错误',
      'zh-TW': '授權ID或金鑰錯誤',
      'en-US': 'Wrong client id or secret',
      'ja-JP': 'クライアントIDまたはシークレットが正しくありません',
    },
  },
  WRONG_AUTHORIZATION_CODE: {
    code: 6020102,
    httpStatus: 401,
    message: {
      'zh-CN': '授权码错误，或账号已在其他客户端登录',
      'zh-TW': '授權碼錯誤，或帳號已在其他用戶端登入',
      'en-US': 'Wrong authorization code, or you logged in on another device',
      'ja-JP': '認可コードが正しくないか、別の端末でログインされました',
    },
  },
  NOT_LOGGED_IN: {
    code: 6020103,
    httpStatus: 401,
    message: {
      'zh-CN': '未登录',
      'zh-TW': '尚未登入',
      'en-US': 'You are not logged in',
      'ja-JP': 'ログインしていません',
    },
  },
  CAPTCHA_REQUIRED: {
    code: 6020104,
    httpStatus: 400,
    message: {
      'zh-CN': '登录异常，请输入图形验证码',
      'zh-TW': '登入異常，請輸入圖形驗證碼',
      'en-US': 'Enter the captcha to continue',
      'ja-JP': '画像認証を入力してください',
    },
  },
  CAPTCHA_ERROR: {
    code: 6020105,
    httpStatus: 400,
    message: {
      'zh-CN': '图形验证码错误',
      'zh-TW': '圖形驗證碼錯誤',
      'en-US': 'Wrong captcha',
      'ja-JP': '画像認証が正しくありません',
    },
  },
  BAD_CREDENTIALS: {
    code: 6020106,
    httpStatus: 401,
    message: {
      'zh-CN': '用户名或密码错误',
      'zh-TW': '帳號或密碼錯誤',
      'en-US': 'Wrong username or password',
      'ja-JP': 'ユーザーIDまたはパスワードが正しくありません',
    },
  },
  ACCOUNT_NOT_ACTIVATED: {
    code: 6020107,
    httpStatus: 403,
    message: {
      'zh-CN': '账号未激活',
      'zh-TW': '帳號尚未啟用',
      'en-US': 'This account is not activated',
      'ja-JP': 'アカウントが有効化されていません',
    },
  },
  ACCOUNT_EXPIRED: {
    code: 6020108,
    httpStatus: 403,
    message: {
      'zh-CN': '账号已过期',
      'zh-TW': '帳號已過期',
      'en-US': 'This account has expired',
      'ja-JP': 'アカウントの有効期限が切れています',
    },
  },
  PASSWORD_EXPIRED: {
    code: 6020109,
    httpStatus: 403,
    message: {
      'zh-CN': '密码已过期，请重置密码',
      'zh-TW': '密碼已過期，請重設密碼',
      'en-US': 'Your password has expired. Reset it',
      'ja-JP': 'パスワードの有効期限が切れています。再設定してください',
    },
  },
  ACCOUNT_DISABLED: {
    code: 6020110,
    httpStatus: 403,
    message: {
      'zh-CN': '账号已禁用',
      'zh-TW': '帳號已停用',
      'en-US': 'This account is disabled',
      'ja-JP': 'アカウントは無効化されています',
    },
  },
  ACCOUNT_LOCKED: {
    code: 6020111,
    httpStatus: 403,
    message: {
      'zh-CN': '账号已锁定，请稍后再试',
      'zh-TW': '帳號已鎖定，請稍後再試',
      'en-US': 'This account is locked. Try again later',
      'ja-JP': 'アカウントはロックされています。しばらくしてから再試行してください',
    },
  },
  UNKNOWN_ACCOUNT: {
    code: 6020112,
    httpStatus: 401,
    message: {
      'zh-CN': '用户名不存在',
      'zh-TW': '帳號不存在',
      'en-US': 'User name does not exist',
      'ja-JP': 'ユーザーIDが存在しません',
    },
  },
  UNKNOWN_DEPARTMENT: {
    code: 6020113,
    httpStatus: 403,
    message: { 'zh-CN': '未知部门', 'zh-TW': '未知部門', 'en-US': 'Unknown department', 'ja-JP': '不明な部署です' },
  },
  UNKNOWN_POSITION: {
    code: 6020114,
    httpStatus: 403,
    message: { 'zh-CN': '未知岗位', 'zh-TW': '未知職位', 'en-US': 'Unknown position', 'ja-JP': '不明な職位です' },
  },
  REFRESH_CAPTCHA: {
    code: 6020115,
    httpStatus: 400,
    message: {
      'zh-CN': '请刷新图形验证码',
      'zh-TW': '請重新取得圖形驗證碼',
      'en-US': 'Get a new captcha',
      'ja-JP': '画像認証を更新してください',
    },
  },
  MISSING_REQUEST_ID: {
    code: 6020116,
    httpStatus: 400,
    message: {
      'zh-CN': '缺少请求ID',
      'zh-TW': '缺少請求ID',
      'en-US': 'Missing request id',
      'ja-JP': 'リクエストIDがありません',
    },
  },
  CAPTCHA_MISSING: {
    code: 6020117,
    httpStatus: 400,
    message: {
      'zh-CN': '请输入图形验证码',
      'zh-TW': '請輸入圖形驗證碼',
      'en-US': 'Enter the captcha',
      'ja-JP': '画像認証を入力してください',
    },
  },
  CAPTCHA_EXPIRED: {
    code: 6020118,
    httpStatus: 400,
    message: {
      'zh-CN': '图形验证码已过期',
      'zh-TW': '圖形驗證碼已過期',
      'en-US': 'The captcha has expired',
      'ja-JP': '画像認証の有効期限が切れています',
    },
  },
  CAPTCHA_MISMATCH: {
    code: 6020119,
    httpStatus: 400,
    message: {
      'zh-CN': '图形验证码不匹配',
      'zh-TW': '圖形驗證碼不相符',
      'en-US': 'The captcha does not match',
      'ja-JP': '画像認証が一致しません',
    },
  },
  PASSWORD_POLICY: {
    code: 6020120,
    httpStatus: 400,
    message: {
      'zh-CN': '新密码不符合密码规则',
      'zh-TW': '新密碼不符合密碼規則',
      'en-US': 'The new password does not meet the password rules',
      'ja-JP': '新しいパスワードがパスワードの規則を満たしていません',
    },
  },
  WRONG_CURRENT_PASSWORD: {
    code: 6020121,
    httpStatus: 400,
    message: {
      'zh-CN': '原密码错误',
      'zh-TW': '原密碼錯誤',
      'en-US': 'The current password is wrong',
      'ja-JP': '現在のパスワードが正しくありません',
    },
  },
  VERIFICATION_CODE_INVALID: {
    code: 6020122,
    httpStatus: 400,
    message: {
      'zh-CN': '验证码错误或已失效',
      'zh-TW': '驗證碼錯誤或已失效',
      'en-US': 'The code is wrong or no longer valid',
      'ja-JP': '認証コードが正しくないか、無効になっています',
    },
  },
  SECURITY_ANSWER_WRONG: {
    code: 6020123,
    httpStatus: 400,
    message: {
      'zh-CN': '密保问题答案错误',
      'zh-TW': '安全提問答案錯誤',
      'en-US': 'The security answers are wrong',
      'ja-JP': '秘密の質問の答えが正しくありません',
    },
  },
  ACCOUNT_EXISTS: {
    code: 6020124,
    httpStatus: 409,
    message: {
      'zh-CN': '账号已存在',
      'zh-TW': '帳號已存在',
      'en-US': 'This username is already taken',
      'ja-JP': 'このユーザーIDは既に使われています',
    },
  },
  TENANT_UNAVAILABLE: {
    code: 6020125,
    httpStatus: 404,
    message: {
      'zh-CN': '组织不存在或未开放',
      'zh-TW': '組織不存在或未開放',
      'en-US': 'This organization does not exist or is closed',
      'ja-JP': '組織が存在しないか、公開されていません',
    },
  },
  ROLE_NOT_HELD: {
    code: 6020126,
    httpStatus: 403,
    message: {
      'zh-CN': '当前账号没有该角色',
      'zh-TW': '目前帳號沒有此角色',
      'en-US': 'Your account does not hold this role',
      'ja-JP': 'このアカウントにはこのロールがありません',
    },
  },
  RECOVERY_UNAVAILABLE: {
    code: 6020127,
    httpStatus: 400,
    message: {
      'zh-CN': '该找回方式不可用',
      'zh-TW': '此找回方式無法使用',
      'en-US': 'This recovery method is not available',
      'ja-JP': 'この再設定方法は利用できません',
    },
  },
  // Tenancy, menus and settings (6020150–6020159, platform/tenancy, platform/menus).
  TENANT_REGISTRATION_CLOSED: {
    code: 6020150,
    httpStatus: 403,
    message: {
      'zh-CN': '暂未开放组织注册',
      'zh-TW': '暫未開放組織註冊',
      'en-US': 'Organization sign-up is not open',
      'ja-JP': '組織の新規登録は受け付けていません',
    },
  },
  TENANT_CODE_TAKEN: {
    code: 6020151,
    httpStatus: 409,
    message: {
      'zh-CN': '组织代码已被使用',
      'zh-TW': '組織代碼已被使用',
      'en-US': 'This organization code is already taken',
      'ja-JP': 'この組織コードはすでに使用されています',
    },
  },
  SYSTEM_NOT_FOUND: {
    code: 6020152,
    httpStatus: 404,
    message: {
      'zh-CN': '系统不存在',
      'zh-TW': '系統不存在',
      'en-US': 'This system does not exist',
      'ja-JP': 'システムが見つかりません',
    },
  },
  FIRST_LOGIN_CHANGE_PASSWORD: {
    code: 6020133,
    httpStatus: 403,
    message: {
      'zh-CN': '首次登录请修改密码',
      'zh-TW': '首次登入請變更密碼',
      'en-US': 'You must change your initial password',
      'ja-JP': '初期パスワードを変更してください',
    },
  },
  // Account (platform/account): 6020140–6020149.
  SECURITY_QUESTIONS_OFF: {
    code: 6020140,
    httpStatus: 403,
    message: {
      'zh-CN': '本组织未启用密保问题',
      'zh-TW': '本組織未啟用安全提問',
      'en-US': 'Security questions are not enabled for your organization',
      'ja-JP': 'この組織では秘密の質問が有効になっていません',
    },
  },
  PASSWORD_SAME_AS_OLD: {
    code: 6020141,
    httpStatus: 400,
    message: {
      'zh-CN': '新密码不能与原密码相同',
      'zh-TW': '新密碼不能與原密碼相同',
      'en-US': 'The new password must differ from the current one',
      'ja-JP': '新しいパスワードは現在のパスワードと異なるものにしてください',
    },
  },
  PASSWORD_REPEAT_MISMATCH: {
    code: 6020142,
    httpStatus: 400,
    message: {
      'zh-CN': '两次输入的新密码不一致',
      'zh-TW': '兩次輸入的新密碼不一致',
      'en-US': 'The repeated password does not match the new password',
      'ja-JP': '確認用パスワードが新しいパスワードと一致しません',
    },
  },
  RESET_TICKET_INVALID: {
    code: 6020143,
    httpStatus: 400,
    message: {
      'zh-CN': '重置密码已超时，请重新验证',
      'zh-TW': '重設密碼已逾時，請重新驗證',
      'en-US': 'The password reset has expired. Start again',
      'ja-JP': 'パスワード再設定の有効期限が切れました。最初からやり直してください',
    },
  },
  REGISTRATION_CLOSED: {
    code: 6020144,
    httpStatus: 403,
    message: {
      'zh-CN': '本组织未开放注册',
      'zh-TW': '本組織未開放註冊帳號',
      'en-US': 'Sign up is not open for this organization',
      'ja-JP': 'この組織では新規登録を受け付けていません',
    },
  },
  SECURITY_ANSWERS_INCOMPLETE: {
    code: 6020145,
    httpStatus: 400,
    message: {
      'zh-CN': '请为每个不同的密保问题填写答案',
      'zh-TW': '請為每個不同的安全提問填寫答案',
      'en-US': 'Answer each of the different security questions',
      'ja-JP': 'それぞれ異なる秘密の質問に答えてください',
    },
  },
  SWITCHED_USER_FORBIDDEN: {
    code: 6020146,
    httpStatus: 403,
    message: {
      'zh-CN': '切换用户期间不能修改该用户的账号安全设置',
      'zh-TW': '切換使用者期間不能修改該使用者的帳號安全設定',
      'en-US': "You cannot change another user's sign-in settings while acting as them",
      'ja-JP': 'ユーザー切り替え中は、そのユーザーのログイン設定を変更できません',
    },
  },
  ILLEGAL_TOKEN: {
    code: 6020201,
    httpStatus: 401,
    message: {
      'zh-CN': '非法令牌',
      'zh-TW': '無效的權杖',
      'en-US': 'Your session is no longer valid',
      'ja-JP': 'セッションが無効です',
    },
  },
  UNSUPPORTED_GRANT_TYPE: {
    code: 6020202,
    httpStatus: 400,
    message: {
      'zh-CN': '不支持的授权类型',
      'zh-TW': '不支援的授權類型',
      'en-US': 'Unsupported grant type',
      'ja-JP': 'サポートされていない認可タイプです',
    },
  },
  TOKEN_EXPIRED: {
    code: 6020301,
    httpStatus: 401,
    message: {
      'zh-CN': '令牌已过期',
      'zh-TW': '權杖已過期',
      'en-US': 'Your session has expired',
      'ja-JP': 'セッションの有効期限が切れました',
    },
  },

  NOT_FOUND: {
    code: 6050101,
    httpStatus: 404,
    message: { 'zh-CN': '资源不存在', 'zh-TW': '資源不存在', 'en-US': 'Not found', 'ja-JP': '見つかりません' },
  },
  CONFLICT: {
    code: 6050102,
    httpStatus: 409,
    message: {
      'zh-CN': '数据已被他人修改，请刷新后重试',
      'zh-TW': '資料已被他人修改，請重新整理後再試',
      'en-US': 'Someone else changed this. Reload and try again',
      'ja-JP': '他のユーザーが変更しました。再読み込みしてから再試行してください',
    },
  },
  PAYLOAD_TOO_LARGE: {
    code: 6050103,
    httpStatus: 413,
    message: {
      'zh-CN': '请求内容过大',
      'zh-TW': '請求內容過大',
      'en-US': 'The request is too large',
      'ja-JP': 'リクエストが大きすぎます',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    code: 6050104,
    httpStatus: 415,
    message: {
      'zh-CN': '不支持的内容类型',
      'zh-TW': '不支援的內容類型',
      'en-US': 'Unsupported content type',
      'ja-JP': 'サポートされていないコンテンツタイプです',
    },
  },

  GATEWAY_TIMEOUT: {
    code: 50001,
    httpStatus: 504,
    message: {
      'zh-CN': '网关超时',
      'zh-TW': '閘道逾時',
      'en-US': 'Gateway timeout',
      'ja-JP': 'ゲートウェイタイムアウト',
    },
  },
  SERVICE_UNAVAILABLE: {
    code: 50002,
    httpStatus: 503,
    message: {
      'zh-CN': '服务不可用',
      'zh-TW': '服務無法使用',
      'en-US': 'Service unavailable',
      'ja-JP': 'サービスを利用できません',
    },
  },
  UPSTREAM_CALL_ERROR: {
    code: 50003,
    httpStatus: 502,
    message: {
      'zh-CN': '客户端调用异常',
      'zh-TW': '用戶端呼叫異常',
      'en-US': 'Upstream call failed',
      'ja-JP': '外部呼び出しでエラーが発生しました',
    },
  },
  UPSTREAM_CONNECTION_ERROR: {
    code: 50004,
    httpStatus: 502,
    message: {
      'zh-CN': '连接异常或网络异常',
      'zh-TW': '連線或網路異常',
      'en-US': 'Connection or network error',
      'ja-JP': '接続またはネットワークのエラーです',
    },
  },
  UPSTREAM_TIMEOUT: {
    code: 50005,
    httpStatus: 504,
    message: {
      'zh-CN': '网络超时',
      'zh-TW': '網路逾時',
      'en-US': 'Network timeout',
      'ja-JP': 'ネットワークタイムアウト',
    },
  },
  CIRCUIT_BREAKER_TIMEOUT: {
    code: 50006,
    httpStatus: 504,
    message: {
      'zh-CN': '熔断超时',
      'zh-TW': '斷路器逾時',
      'en-US': 'Circuit breaker timeout',
      'ja-JP': 'サーキットブレーカーのタイムアウト',
    },
  },
  THREAD_POOL_FULL: {
    code: 50007,
    httpStatus: 503,
    message: {
      'zh-CN': '线程池已满',
      'zh-TW': '執行緒池已滿',
      'en-US': 'Server is busy',
      'ja-JP': 'サーバーが混雑しています',
    },
  },
  CIRCUIT_OPEN: {
    code: 50008,
    httpStatus: 503,
    message: {
      'zh-CN': '熔断器已打开',
      'zh-TW': '斷路器已開啟',
      'en-US': 'Service temporarily unavailable',
      'ja-JP': 'サービスは一時的に利用できません',
    },
  },
  SEMAPHORE_UNAVAILABLE: {
    code: 50009,
    httpStatus: 503,
    message: {
      'zh-CN': '未获取到信号量',
      'zh-TW': '未取得號誌',
      'en-US': 'Server is busy',
      'ja-JP': 'サーバーが混雑しています',
    },
  },
  // Workflow (6070101–6070199) and forms (6080101–6080199): platform/workflow, platform/forms.
  PROCESS_DEFINITION_INVALID: {
    code: 6070101,
    httpStatus: 400,
    message: {
      'zh-CN': '流程定义无效',
      'zh-TW': '流程定義無效',
      'en-US': 'The process definition is not valid',
      'ja-JP': 'プロセス定義が無効です',
    },
  },
  PROCESS_NOT_FOUND: {
    code: 6070102,
    httpStatus: 404,
    message: {
      'zh-CN': '流程不存在',
      'zh-TW': '流程不存在',
      'en-US': 'Process not found',
      'ja-JP': 'プロセスが見つかりません',
    },
  },
  TASK_NOT_FOUND: {
    code: 6070103,
    httpStatus: 404,
    message: {
      'zh-CN': '任务不存在',
      'zh-TW': '任務不存在',
      'en-US': 'Task not found',
      'ja-JP': 'タスクが見つかりません',
    },
  },
  TASK_ALREADY_HANDLED: {
    code: 6070104,
    httpStatus: 409,
    message: {
      'zh-CN': '该任务已被处理',
      'zh-TW': '該任務已被處理',
      'en-US': 'This task has already been handled',
      'ja-JP': 'このタスクは既に処理されています',
    },
  },
  TASK_NOT_YOURS: {
    code: 6070105,
    httpStatus: 403,
    message: {
      'zh-CN': '您不是该任务的处理人',
      'zh-TW': '您不是該任務的處理人',
      'en-US': 'You are not an assignee of this task',
      'ja-JP': 'このタスクの担当者ではありません',
    },
  },
  PROCESS_NOT_RUNNING: {
    code: 6070106,
    httpStatus: 409,
    message: {
      'zh-CN': '流程已结束或已挂起',
      'zh-TW': '流程已結束或已暫停',
      'en-US': 'The process has ended or is suspended',
      'ja-JP': 'プロセスは終了または一時停止しています',
    },
  },
  PROCESS_NO_ROUTE: {
    code: 6070107,
    httpStatus: 400,
    message: {
      'zh-CN': '没有满足条件的流程分支',
      'zh-TW': '沒有符合條件的流程分支',
      'en-US': 'No outgoing flow matches the data',
      'ja-JP': '条件に合う分岐がありません',
    },
  },
  PROCESS_NO_ASSIGNEE: {
    code: 6070108,
    httpStatus: 400,
    message: {
      'zh-CN': '找不到审批人',
      'zh-TW': '找不到審批人',
      'en-US': 'No approver could be found for the next step',
      'ja-JP': '次のステップの承認者が見つかりません',
    },
  },
  PROCESS_REVOKE_DENIED: {
    code: 6070109,
    httpStatus: 409,
    message: {
      'zh-CN': '下一步已处理，不能撤回',
      'zh-TW': '下一步已處理，無法撤回',
      'en-US': 'The next step has already been acted on; it cannot be withdrawn',
      'ja-JP': '次のステップが処理済みのため取り消せません',
    },
  },
  PROCESS_REJECT_TARGET_INVALID: {
    code: 6070110,
    httpStatus: 400,
    message: {
      'zh-CN': '不能驳回到该节点',
      'zh-TW': '無法駁回到該節點',
      'en-US': 'The request cannot be returned to that step',
      'ja-JP': 'そのステップには差し戻せません',
    },
  },
  TASK_LOCKED: {
    code: 6070111,
    httpStatus: 409,
    message: {
      'zh-CN': '任务已被他人锁定',
      'zh-TW': '任務已被他人鎖定',
      'en-US': 'Another person has claimed this task',
      'ja-JP': 'このタスクは他の人が確保しています',
    },
  },
  PROCESS_ACTION_NOT_ALLOWED: {
    code: 6070112,
    httpStatus: 403,
    message: {
      'zh-CN': '当前节点不允许此操作',
      'zh-TW': '目前節點不允許此操作',
      'en-US': 'This action is not allowed at this step',
      'ja-JP': 'このステップではこの操作はできません',
    },
  },
  PROCESS_URGE_TOO_SOON: {
    code: 6070113,
    httpStatus: 429,
    message: {
      'zh-CN': '催办过于频繁，请稍后再试',
      'zh-TW': '催辦過於頻繁，請稍後再試',
      'en-US': 'You urged this recently; try again later',
      'ja-JP': '督促が頻繁すぎます。しばらくしてから再試行してください',
    },
  },
  PROCESS_START_DENIED: {
    code: 6070114,
    httpStatus: 403,
    message: {
      'zh-CN': '您无权发起该流程',
      'zh-TW': '您無權發起該流程',
      'en-US': 'You may not start this process',
      'ja-JP': 'このプロセスを開始する権限がありません',
    },
  },
  PROCESS_EXPRESSION_ERROR: {
    code: 6070115,
    httpStatus: 400,
    message: {
      'zh-CN': '流程条件表达式错误',
      'zh-TW': '流程條件運算式錯誤',
      'en-US': 'A condition in the process could not be evaluated',
      'ja-JP': 'プロセスの条件式を評価できません',
    },
  },
  PROCESS_AGENT_INVALID: {
    code: 6070116,
    httpStatus: 400,
    message: {
      'zh-CN': '代理设置无效',
      'zh-TW': '代理設定無效',
      'en-US': 'The proxy setting is not valid',
      'ja-JP': '代理設定が無効です',
    },
  },
  FORM_NOT_FOUND: {
    code: 6080101,
    httpStatus: 404,
    message: {
      'zh-CN': '表单不存在',
      'zh-TW': '表單不存在',
      'en-US': 'Form not found',
      'ja-JP': 'フォームが見つかりません',
    },
  },
  FORM_DEFINITION_INVALID: {
    code: 6080102,
    httpStatus: 400,
    message: {
      'zh-CN': '表单定义无效',
      'zh-TW': '表單定義無效',
      'en-US': 'The form definition is not valid',
      'ja-JP': 'フォーム定義が無効です',
    },
  },
  FORM_VALIDATION_FAILED: {
    code: 6080103,
    httpStatus: 400,
    message: {
      'zh-CN': '请检查表单数据是否填写正确',
      'zh-TW': '請檢查表單資料是否填寫正確',
      'en-US': 'Please check that the form is filled in correctly',
      'ja-JP': 'フォームの入力内容を確認してください',
    },
  },
  FORM_FIELD_NOT_EDITABLE: {
    code: 6080104,
    httpStatus: 403,
    message: {
      'zh-CN': '表单中包含不可编辑的字段',
      'zh-TW': '表單中包含不可編輯的欄位',
      'en-US': 'The form contains fields you may not change',
      'ja-JP': '変更できない項目が含まれています',
    },
  },
  // Attachments (6085101–6085199), data templates (6086101–6086199), dictionaries (6087101–6087199):
  // platform/files, platform/data-templates, platform/dictionaries.
  FILE_TOO_LARGE: {
    code: 6085101,
    httpStatus: 413,
    message: {
      'zh-CN': '文件超过大小限制',
      'zh-TW': '檔案超過大小限制',
      'en-US': 'The file is larger than allowed',
      'ja-JP': 'ファイルが大きすぎます',
    },
  },
  FILE_TYPE_NOT_ALLOWED: {
    code: 6085102,
    httpStatus: 415,
    message: {
      'zh-CN': '不允许上传此类型的文件',
      'zh-TW': '不允許上傳此類型的檔案',
      'en-US': 'Files of this type may not be uploaded',
      'ja-JP': 'この種類のファイルはアップロードできません',
    },
  },
  FILE_CONTENT_MISMATCH: {
    code: 6085103,
    httpStatus: 415,
    message: {
      'zh-CN': '文件内容与扩展名不符',
      'zh-TW': '檔案內容與副檔名不符',
      'en-US': 'The file content does not match its extension',
      'ja-JP': 'ファイルの内容が拡張子と一致しません',
    },
  },
  FILE_NOT_FOUND: {
    code: 6085104,
    httpStatus: 404,
    message: {
      'zh-CN': '附件不存在',
      'zh-TW': '附件不存在',
      'en-US': 'Attachment not found',
      'ja-JP': '添付ファイルが見つかりません',
    },
  },
  FILE_ACCESS_DENIED: {
    code: 6085105,
    httpStatus: 403,
    message: {
      'zh-CN': '无权访问该附件',
      'zh-TW': '無權存取該附件',
      'en-US': 'You may not open this attachment',
      'ja-JP': 'この添付ファイルを開く権限がありません',
    },
  },
  FILE_MISSING: {
    code: 6085106,
    httpStatus: 400,
    message: {
      'zh-CN': '请选择要上传的文件',
      'zh-TW': '請選擇要上傳的檔案',
      'en-US': 'Choose a file to upload',
      'ja-JP': 'アップロードするファイルを選択してください',
    },
  },
  FILE_IN_USE: {
    code: 6085107,
    httpStatus: 409,
    message: {
      'zh-CN': '附件已被业务数据引用，不能删除',
      'zh-TW': '附件已被業務資料引用，不能刪除',
      'en-US': 'The attachment belongs to a record and cannot be removed',
      'ja-JP': '添付ファイルは業務データで使用中のため削除できません',
    },
  },
  DATA_TEMPLATE_NOT_FOUND: {
    code: 6086101,
    httpStatus: 404,
    message: {
      'zh-CN': '数据模板不存在',
      'zh-TW': '資料範本不存在',
      'en-US': 'Data template not found',
      'ja-JP': 'データテンプレートが見つかりません',
    },
  },
  DATA_TEMPLATE_INVALID: {
    code: 6086102,
    httpStatus: 400,
    message: {
      'zh-CN': '数据模板定义无效',
      'zh-TW': '資料範本定義無效',
      'en-US': 'The data template definition is not valid',
      'ja-JP': 'データテンプレートの定義が無効です',
    },
  },
  DATA_TEMPLATE_FIELD_NOT_ALLOWED: {
    code: 6086103,
    httpStatus: 400,
    message: {
      'zh-CN': '不支持按该字段查询或排序',
      'zh-TW': '不支援依該欄位查詢或排序',
      'en-US': 'This field cannot be used to filter or sort',
      'ja-JP': 'この項目では検索または並べ替えできません',
    },
  },
  DATA_TEMPLATE_VALIDATION_FAILED: {
    code: 6086104,
    httpStatus: 400,
    message: {
      'zh-CN': '请检查填写的数据',
      'zh-TW': '請檢查填寫的資料',
      'en-US': 'Please check the data you entered',
      'ja-JP': '入力内容を確認してください',
    },
  },
  DATA_TEMPLATE_ROW_NOT_FOUND: {
    code: 6086105,
    httpStatus: 404,
    message: {
      'zh-CN': '数据不存在或无权查看',
      'zh-TW': '資料不存在或無權檢視',
      'en-US': 'The record does not exist or you may not see it',
      'ja-JP': 'データが存在しないか、閲覧する権限がありません',
    },
  },
  DATA_TEMPLATE_ACTION_DENIED: {
    code: 6086106,
    httpStatus: 403,
    message: {
      'zh-CN': '该数据模板不允许此操作',
      'zh-TW': '該資料範本不允許此操作',
      'en-US': 'This data template does not allow that action',
      'ja-JP': 'このデータテンプレートではこの操作はできません',
    },
  },
  DATA_TEMPLATE_KEY_EXISTS: {
    code: 6086107,
    httpStatus: 409,
    message: {
      'zh-CN': '数据模板标识已存在',
      'zh-TW': '資料範本識別碼已存在',
      'en-US': 'A data template with this key already exists',
      'ja-JP': 'このキーのデータテンプレートは既に存在します',
    },
  },
  DATA_TEMPLATE_EXPORT_TOO_LARGE: {
    code: 6086108,
    httpStatus: 400,
    message: {
      'zh-CN': '导出的数据过多，请缩小查询范围',
      'zh-TW': '匯出的資料過多，請縮小查詢範圍',
      'en-US': 'Too many rows to export. Narrow the search first',
      'ja-JP': 'エクスポートするデータが多すぎます。検索条件を絞り込んでください',
    },
  },
  DICTIONARY_NOT_FOUND: {
    code: 6087101,
    httpStatus: 404,
    message: {
      'zh-CN': '数据字典不存在',
      'zh-TW': '資料字典不存在',
      'en-US': 'Dictionary not found',
      'ja-JP': 'データ辞書が見つかりません',
    },
  },
  DICTIONARY_KEY_EXISTS: {
    code: 6087102,
    httpStatus: 409,
    message: {
      'zh-CN': '字典标识已存在',
      'zh-TW': '字典識別碼已存在',
      'en-US': 'A dictionary with this key already exists',
      'ja-JP': 'このキーの辞書は既に存在します',
    },
  },
  DICTIONARY_ITEM_KEY_EXISTS: {
    code: 6087103,
    httpStatus: 409,
    message: {
      'zh-CN': '字典项编码已存在',
      'zh-TW': '字典項編碼已存在',
      'en-US': 'An item with this code already exists in the dictionary',
      'ja-JP': 'このコードの項目は既に存在します',
    },
  },
  DICTIONARY_BUILTIN: {
    code: 6087104,
    httpStatus: 409,
    message: {
      'zh-CN': '内置字典不能删除',
      'zh-TW': '內建字典不能刪除',
      'en-US': 'Built-in dictionaries cannot be removed',
      'ja-JP': '組み込みの辞書は削除できません',
    },
  },
  DICTIONARY_ITEM_NOT_FOUND: {
    code: 6087105,
    httpStatus: 404,
    message: {
      'zh-CN': '字典项不存在',
      'zh-TW': '字典項不存在',
      'en-US': 'Dictionary item not found',
      'ja-JP': '辞書の項目が見つかりません',
    },
  },

  // Announcements (modules/notice) 6030101–6030199 and inner messages (platform/messages) 6090101–6090199.
  NOTICE_NOT_FOUND: {
    code: 6030101,
    httpStatus: 404,
    message: {
      'zh-CN': '公告不存在',
      'zh-TW': '公告不存在',
      'en-US': 'Announcement not found',
      'ja-JP': 'お知らせが見つかりません',
    },
  },
  NOTICE_AUDIENCE_REQUIRED: {
    code: 6030102,
    httpStatus: 400,
    message: {
      'zh-CN': '请选择公告的接收范围',
      'zh-TW': '請選擇公告的接收範圍',
      'en-US': 'Choose who receives the announcement',
      'ja-JP': 'お知らせの対象を選択してください',
    },
  },
  NOTICE_AUDIENCE_OUT_OF_SCOPE: {
    code: 6030103,
    httpStatus: 403,
    message: {
      'zh-CN': '无权向该范围发布公告',
      'zh-TW': '無權向此範圍發布公告',
      'en-US': 'You cannot send announcements to this audience',
      'ja-JP': 'この対象にはお知らせを配信できません',
    },
  },
  NOTICE_STATE_CONFLICT: {
    code: 6030104,
    httpStatus: 409,
    message: {
      'zh-CN': '公告当前状态不允许此操作',
      'zh-TW': '公告目前的狀態不允許此操作',
      'en-US': 'This cannot be done in the announcement’s current state',
      'ja-JP': 'お知らせの現在の状態ではこの操作はできません',
    },
  },
  NOTICE_AUDIENCE_LOCKED: {
    code: 6030105,
    httpStatus: 409,
    message: {
      'zh-CN': '已发布的公告不能修改接收范围',
      'zh-TW': '已發布的公告不能修改接收範圍',
      'en-US': 'The audience of a published announcement cannot be changed',
      'ja-JP': '公開中のお知らせの対象は変更できません',
    },
  },
  NOTICE_CATEGORY_NOT_FOUND: {
    code: 6030106,
    httpStatus: 400,
    message: {
      'zh-CN': '公告分类不存在',
      'zh-TW': '公告分類不存在',
      'en-US': 'Announcement category not found',
      'ja-JP': 'お知らせの分類が見つかりません',
    },
  },
  NOTICE_ATTACHMENT_INVALID: {
    code: 6030107,
    httpStatus: 400,
    message: {
      'zh-CN': '附件无效或不可用',
      'zh-TW': '附件無效或無法使用',
      'en-US': 'An attachment is invalid or unavailable',
      'ja-JP': '添付ファイルが無効か利用できません',
    },
  },
  NOTICE_NOT_EDITABLE: {
    code: 6030108,
    httpStatus: 403,
    message: {
      'zh-CN': '无权修改此公告',
      'zh-TW': '無權修改此公告',
      'en-US': 'You cannot change this announcement',
      'ja-JP': 'このお知らせを変更する権限がありません',
    },
  },
  NOTICE_CONTENT_EMPTY: {
    code: 6030109,
    httpStatus: 400,
    message: {
      'zh-CN': '公告正文不能为空',
      'zh-TW': '公告內文不能為空',
      'en-US': 'The announcement text cannot be empty',
      'ja-JP': 'お知らせの本文を入力してください',
    },
  },
  MESSAGE_NOT_FOUND: {
    code: 6090101,
    httpStatus: 404,
    message: {
      'zh-CN': '消息不存在',
      'zh-TW': '訊息不存在',
      'en-US': 'Message not found',
      'ja-JP': 'メッセージが見つかりません',
    },
  },
  MESSAGE_STREAM_TICKET_INVALID: {
    code: 6090102,
    httpStatus: 401,
    message: {
      'zh-CN': '实时更新凭证无效或已过期',
      'zh-TW': '即時更新憑證無效或已過期',
      'en-US': 'The live-update ticket is invalid or has expired',
      'ja-JP': 'リアルタイム更新のチケットが無効か期限切れです',
    },
  },
});

// Business modules declare their blocks beside their contracts (docs/adding-a-module.md); one line each.
export const stateCodes = {
  ...platformStateCodes,
  ...leaveStateCodes,
  ...dormStateCodes,
  ...admissionStateCodes,
  ...requestEncryptionStateCodes,
  ...externalLoginStateCodes,
  ...onboardingStateCodes,
  ...onboardingStaffStateCodes,
  ...onboardingConsultingStateCodes,
  ...whereaboutsStateCodes,
  ...healthCheckInStateCodes,
  ...sealsStateCodes,
  ...statisticsStateCodes,
} as const;

export type StateCodeName = keyof typeof stateCodes;
export type StateCode = (typeof stateCodes)[StateCodeName]['code'];

const byCode = new Map<number, StateCodeName>(
  (Object.keys(stateCodes) as StateCodeName[]).map((name) => [stateCodes[name].code, name]),
);

export function stateCodeName(code: number): StateCodeName | undefined {
  return byCode.get(code);
}

/** States the client accepts as non-errors (spec §8). */
export const acceptedStates: readonly number[] = [200, 2, 103, 501];
