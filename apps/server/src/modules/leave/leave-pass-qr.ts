import type { LeavePassQr } from '@campusflow/contracts';
import QRCode from 'qrcode';

// The pass as a QR code. It encodes a link to the gate's check page (web `/xgxt/qxjglPassCheck`) with
// the signed token (leave.service.ts leavePass): the guard's phone opens it, the page asks the
// server (`POST /leave/pass/verify`, staff only) and shows valid / expired / revoked. The link comes
// from PUBLIC_BASE_URL, never from the request's Host header.

export function passCheckUrl(config: { PUBLIC_BASE_URL: string; PUBLIC_PATH: string }, token: string): string {
  const base = config.PUBLIC_BASE_URL.replace(/\/$/, '');
  return `${base}${config.PUBLIC_PATH}#/xgxt/qxjglPassCheck?pass=${encodeURIComponent(token)}`;
}

/** The QR code of the link as an SVG data URL (an <img> shows it without the token in any request). */
export async function passQr(url: string, expiresAt: string): Promise<LeavePassQr> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { url, expiresAt, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
