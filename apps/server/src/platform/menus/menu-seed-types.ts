import type { LocalizedText } from '@campusflow/contracts';
import type { RoleAlias } from '../tenancy/tenant-defaults.ts';

/** One entry of the seeded route tree (spec §2): a group, or a page with the route it opens. */
export type MenuSeed = {
  alias: string;
  url: string | null;
  title: LocalizedText;
  icon: string;
  /** Who sees a page; a group is seen by whoever sees one of its pages. */
  roles: readonly RoleAlias[];
  children: MenuSeed[];
};

type Titles = readonly [zhCN: string, zhTW: string, enUS: string, jaJP: string];

function text([zhCN, zhTW, enUS, jaJP]: Titles): LocalizedText {
  return { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP };
}

/** The client's default icon (spec §2); pages only carry another one where it helps. */
export const defaultIcon = 'file-o';

export function page(alias: string, url: string, titles: Titles, roles: readonly RoleAlias[], icon = defaultIcon) {
  return { alias, url, title: text(titles), icon, roles, children: [] } satisfies MenuSeed;
}

export function group(alias: string, titles: Titles, icon: string, children: MenuSeed[]): MenuSeed {
  const roles = [...new Set(children.flatMap((c) => c.roles))];
  return { alias, url: null, title: text(titles), icon, roles, children };
}

// Role sets of the seeded tree. Students and teachers have separate page sets (spec §6); newStudent is
// confined to onboarding; tenantAdmin sees the teacher pages of a school it administers.
export const students: readonly RoleAlias[] = ['student'];
export const newStudents: readonly RoleAlias[] = ['newStudent'];
export const staff: readonly RoleAlias[] = ['teacher', 'counsellor', 'collegeAdmin', 'affairsAdmin', 'tenantAdmin'];
export const everyone: readonly RoleAlias[] = ['student', ...staff];
export const admins: readonly RoleAlias[] = ['tenantAdmin'];
