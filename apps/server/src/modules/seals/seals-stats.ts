import {
  type LocalizedText,
  type SealState,
  type StatsResult,
  sealStates,
  sealTypeDictionary,
} from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { dictionaryLabels } from '../../platform/dictionaries/dictionaries.service.ts';
import { aggregate, type StatsRequest, type StatsSource } from '../../platform/statistics/aggregate.ts';
import type { StatsLabels } from '../../platform/statistics/stats-export.ts';
import { stateSql } from './seals.queries.ts';

// Seal applications on the shared statistics helper: by college, class, seal type, state, month or day
// of the application, within the caller's staff scope. The day is the application's day in China
// Standard Time, the zone of every seeded school (there is no platform-wide school zone yet).

export const sealsSource: StatsSource = {
  from: sql`seal_applications s join wf_instances i on i.tenant_id = s.tenant_id and i.id = s.instance_id`,
  tenantId: sql`s.tenant_id`,
  studentId: sql`s.applicant_id`,
  date: sql`(s.created_at at time zone 'Asia/Shanghai')::date`,
  type: sql`s.seal_type`,
  extraDimensions: { state: stateSql },
  measures: { copies: sql`coalesce(sum(s.copies), 0)` },
};

export function sealStats(db: Db, auth: AuthContext, request: StatsRequest): Promise<StatsResult> {
  return aggregate(db, auth, sealsSource, request);
}

const t = (zhCN: string, zhTW: string, enUS: string, jaJP: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

const stateWords: Record<SealState, LocalizedText> = {
  approving: t('审批中', '簽核中', 'In approval', '承認中'),
  approved: t('已批准', '已核准', 'Approved', '承認済み'),
  used: t('已用印', '已用印', 'Sealed', '押印済み'),
  rejected: t('已驳回', '已駁回', 'Rejected', '却下'),
  withdrawn: t('已撤回', '已撤回', 'Withdrawn', '取り下げ'),
  terminated: t('已终止', '已終止', 'Ended', '終了'),
};

/** Column names and code labels of the export; seal types come from the school's dictionary. */
export async function sealStatsLabels(db: Db, tenantId: string): Promise<StatsLabels> {
  const types = (await dictionaryLabels(db, tenantId, [sealTypeDictionary])).get(sealTypeDictionary);
  return {
    columns: {
      college: t('学院', '學院', 'College', '学部'),
      major: t('专业', '專業', 'Major', '専攻'),
      class: t('班级', '班級', 'Class', 'クラス'),
      type: t('印章类型', '印章類型', 'Seal type', '印章の種類'),
      state: t('状态', '狀態', 'State', '状態'),
      month: t('月份', '月份', 'Month', '月'),
      day: t('日期', '日期', 'Date', '日付'),
      count: t('申请数', '申請數', 'Applications', '申請数'),
      students: t('人数', '人數', 'Students', '人数'),
      copies: t('份数', '份數', 'Copies', '部数'),
      total: t('合计', '合計', 'Total', '合計'),
    },
    value: (dimension, key, locale) => {
      if (dimension === 'type') return types?.get(key)?.[locale];
      if (dimension === 'state' && (sealStates as readonly string[]).includes(key))
        return stateWords[key as SealState][locale];
      return undefined;
    },
    none: t('（无）', '（無）', '(none)', '（なし）'),
  };
}
