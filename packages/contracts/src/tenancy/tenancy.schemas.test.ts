import { describe, expect, it } from 'vitest';
import { LocationConvertQuery, SysConfigWhiteListQuery, TenantRegistrationInput } from './tenancy.schemas.ts';

const registration = {
  tenantCode: 'Donghai-Tech',
  tenantName: ' 东海理工学院 ',
  account: 'admin',
  password: 'Lighthouse-Harbour-42',
  adminName: '林老师',
};

describe('tenancy schemas', () => {
  it('lower-cases and trims the tenant code and name', () => {
    expect(TenantRegistrationInput.parse(registration)).toMatchObject({
      tenantCode: 'donghai-tech',
      tenantName: '东海理工学院',
    });
  });

  it('refuses unknown fields and malformed codes, accounts and mobiles', () => {
    expect(TenantRegistrationInput.safeParse({ ...registration, isSuper: true }).success).toBe(false);
    expect(TenantRegistrationInput.safeParse({ ...registration, tenantCode: '9lives' }).success).toBe(false);
    expect(TenantRegistrationInput.safeParse({ ...registration, account: 'a b' }).success).toBe(false);
    expect(TenantRegistrationInput.safeParse({ ...registration, mobile: '2380000000' }).success).toBe(false);
    expect(TenantRegistrationInput.safeParse({ ...registration, language: 'de-DE' }).success).toBe(false);
  });

  it('splits sysConfigCodes and caps it at 50 well-formed codes', () => {
    expect(SysConfigWhiteListQuery.parse({ sysConfigCodes: 'encrypt_express, app_version,,' })).toEqual({
      sysConfigCodes: ['encrypt_express', 'app_version'],
    });
    expect(SysConfigWhiteListQuery.safeParse({ sysConfigCodes: 'a;drop' }).success).toBe(false);
    const many = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    expect(SysConfigWhiteListQuery.safeParse({ sysConfigCodes: many }).success).toBe(false);
  });

  it('reads coordinates from the query string with WGS-84 → GCJ-02 as the default', () => {
    expect(LocationConvertQuery.parse({ lng: '121.5', lat: '31.2' })).toEqual({
      lng: 121.5,
      lat: 31.2,
      from: 'wgs84',
      to: 'gcj02',
    });
    expect(LocationConvertQuery.safeParse({ lng: '181', lat: '0' }).success).toBe(false);
  });
});
