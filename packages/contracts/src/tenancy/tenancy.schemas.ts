import { z } from 'zod';
import { locales } from '../i18n/locale.ts';

const schoolName = z.string().trim().min(2).max(100);

/** POST /saas/tenant/register: the school and its first administrator. */
export const TenantRegistrationInput = z.strictObject({
  /** Typed at login to pick the school; lower case so two codes cannot differ only by case. */
  tenantCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9-]{2,31}$/),
  /** zh-CN name, also shown in zh-TW and ja-JP. */
  tenantName: schoolName,
  tenantNameEn: schoolName.optional(),
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w.@-]{2,63}$/),
  password: z.string().min(1).max(256),
  adminName: z.string().trim().min(1).max(50),
  mobile: z
    .string()
    .regex(/^1\d{10}$/)
    .optional(),
  email: z.email().max(200).optional(),
  language: z.enum(locales).optional(),
});
export type TenantRegistrationInput = z.infer<typeof TenantRegistrationInput>;

export type RegisteredTenant = { tenantId: string; tenantCode: string; userId: string; account: string };

/** A school the login page may offer (name in the request language). */
export type OpenTenant = { id: string; code: string; name: string };

/** GET /user/open/tenant: the flags, and the schools open for login when tenant-open is on. */
export type TenantOpenInfo = { tenantOpen: boolean; singleDomain: boolean; tenants: OpenTenant[] };

/** One entry of GET /auth/appres/getMenuData (api-conventions.md §4), named in the request language. */
export type MenuNode = {
  id: string;
  parentId: string | null;
  alias: string;
  name: string;
  icon: string;
  defaultUrl: string | null;
  children: MenuNode[];
};

export const MenuDataQuery = z.strictObject({ systemId: z.uuid().optional() });

/** A setting as the white list answers it (spec §3: code, value). */
export type SysConfigEntry = { code: string; value: string };

const configCode = z.string().regex(/^[A-Za-z][\w.-]{0,63}$/);

/** `sysConfigCodes=a,b,c`: at most 50 setting codes. */
export const SysConfigWhiteListQuery = z.strictObject({
  sysConfigCodes: z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(z.array(configCode).max(50)),
});

export const coordinateSystems = ['wgs84', 'gcj02', 'bd09'] as const;
export type CoordinateSystem = (typeof coordinateSystems)[number];

export const LocationConvertQuery = z.strictObject({
  lng: z.coerce.number().min(-180).max(180),
  lat: z.coerce.number().min(-90).max(90),
  from: z.enum(coordinateSystems).default('wgs84'),
  to: z.enum(coordinateSystems).default('gcj02'),
});
export type LngLat = { lng: number; lat: number };
