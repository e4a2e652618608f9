import { XMLParser } from 'fast-xml-parser';
import { AppError } from '../../http/app-error.ts';
import { callProvider, checkOutboundUrl } from '../outbound.ts';
import { settingsOf } from '../providers.ts';
import type { RedirectAdapter } from './adapter.ts';

/** CAS 3.0 §3.7 ticket syntax (with room for CAS 1.0/2.0 servers that issue shorter tickets). */
const ticketPattern = /^(ST|PT)-[A-Za-z0-9-]{1,252}$/;

const validatePath = { '1.0': '/validate', '2.0': '/serviceValidate', '3.0': '/p3/serviceValidate' } as const;

const parser = new XMLParser({
  // D7: no entity expansion at all; DOCTYPEs are refused before parsing.
  processEntities: false,
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
});

type CasXml = {
  serviceResponse?: {
    authenticationSuccess?: { user?: unknown; attributes?: Record<string, unknown> };
    authenticationFailure?: unknown;
  };
};

/** Parses a CAS 2.0/3.0 validation answer; anything but a clear success is a failure (D7). */
export function parseCasResponse(xml: string): { user: string; name: string | null } {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new AppError('EXTERNAL_LOGIN_FAILED', 'CAS answer with a DTD refused');
  let doc: CasXml;
  try {
    doc = parser.parse(xml) as CasXml;
  } catch {
    throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', 'CAS answer is not XML');
  }
  const response = doc.serviceResponse;
  if (!response || response.authenticationFailure !== undefined) {
    throw new AppError('EXTERNAL_LOGIN_FAILED', 'CAS authenticationFailure');
  }
  const user = response.authenticationSuccess?.user;
  if (typeof user !== 'string' || user.trim() === '')
    throw new AppError('EXTERNAL_LOGIN_FAILED', 'CAS answer without user');
  const name = response.authenticationSuccess?.attributes?.name;
  return { user: user.trim(), name: typeof name === 'string' ? name : null };
}

/** CAS 1.0 `/validate`: "yes\n<user>\n" or "no\n". */
function parseCas10(text: string): { user: string; name: null } {
  const [answer, user] = text.split('\n');
  if (answer !== 'yes' || !user?.trim()) throw new AppError('EXTERNAL_LOGIN_FAILED', 'CAS 1.0 answered no');
  return { user: user.trim(), name: null };
}

export const casAdapter: RedirectAdapter = {
  authorizeUrl: async (provider, flow, ctx) => {
    const s = settingsOf(provider, 'cas');
    const url = checkOutboundUrl(`${s.casBaseUrl.replace(/\/$/, '')}/login`, ctx.production);
    url.searchParams.set('service', flow.redirectUri);
    return url.href;
  },
  finish: async (provider, flow, params, ctx) => {
    const s = settingsOf(provider, 'cas');
    if (!params.ticket || !ticketPattern.test(params.ticket)) throw new AppError('EXTERNAL_LOGIN_FAILED', 'no ticket');
    const url = checkOutboundUrl(`${s.casBaseUrl.replace(/\/$/, '')}${validatePath[s.version]}`, ctx.production);
    // D7: the service string is the one the login started with, byte for byte.
    url.searchParams.set('service', flow.redirectUri);
    url.searchParams.set('ticket', params.ticket);
    const res = await callProvider(url, { headers: { accept: 'application/xml, text/plain' } });
    if (res.status !== 200) throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `CAS answered HTTP ${res.status}`);
    const who = s.version === '1.0' ? parseCas10(res.text) : parseCasResponse(res.text);
    return {
      providerApp: s.casBaseUrl,
      subject: who.user,
      profile: { name: who.name },
      // The ticket is the SessionIndex of the CAS server's logoutRequest (single logout).
      logout: { ticket: params.ticket },
    };
  },
};
