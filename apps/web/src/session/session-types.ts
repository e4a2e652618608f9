/** Token data of spec §3 (valid while now < create_at + expires_in seconds). */
export type TokenInfo = {
  access_token: string;
  refresh_token: string;
  uid: string;
  create_at: number;
  expires_in: number;
  uaccount?: string;
  tenant_id?: string;
  restricted?: string | null;
};

export type RoleInfo = { id: string; name: string; roleAlias?: string | null; alias?: string | null };

/** Current user info of spec §3 (GET /user/context). */
export type UserInfo = {
  user: { id: string; account: string; isSuper?: 'Y' | 'N' | boolean };
  employee?: { name?: string; status?: string } | null;
  mainTenant?: { id: string; name?: string; code?: string } | null;
  tenants?: { id: string; name?: string; code?: string }[];
  tenantId?: string;
  designTenantId?: string | null;
  systemId?: string | null;
  language?: string | null;
  isTenantAdmin?: boolean | string;
  role?: RoleInfo[];
  userCurrentRole?: string | null;
  /** The session's role id on the server (ALL for the pseudo role). */
  currentRoleId?: string | null;
  restricted?: string | null;
};

/** The role object kept in the session (spec §3): the chosen id plus every role offered. */
export type RoleObject = { id: string; roleArr: RoleInfo[] };

export type MenuItem = {
  id: string;
  parentId?: string | null;
  defaultUrl?: string | null;
  alias?: string | null;
  name: string;
  icon?: string | null;
  children?: MenuItem[];
};

export type SessionState = {
  token: TokenInfo | null;
  account: string | null;
  role: RoleObject | null;
  userInfo: UserInfo | null;
  menu: MenuItem[] | null;
};
