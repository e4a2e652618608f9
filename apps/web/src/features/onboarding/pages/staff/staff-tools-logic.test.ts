import { describe, expect, it } from 'vitest';
import { onboardingStaffMessages } from './staff-i18n.ts';
import {
  canScanQr,
  fromLocalInput,
  moveStep,
  reviewQueues,
  stepsBody,
  toLocalInput,
  windowErrors,
} from './staff-tools-logic.ts';

describe('step management helpers', () => {
  it('moves a step up and down and keeps it inside the list', () => {
    expect(moveStep(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveStep(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('round-trips a window through the datetime-local field', () => {
    const iso = '2026-09-01T01:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });

  it('flags a window that closes at or before it opens', () => {
    const at = (h: number) => `2026-09-01T0${h}:00:00.000Z`;
    expect(
      windowErrors([
        { key: 'arrival', opensAt: at(2), closesAt: at(1) },
        { key: 'bed', opensAt: at(1), closesAt: at(1) },
        { key: 'payment', opensAt: at(1), closesAt: at(2) },
        { key: 'facePhoto', opensAt: null, closesAt: at(1) },
      ]),
    ).toEqual(['arrival', 'bed']);
  });

  it('sends only the settings, in order', () => {
    const row = {
      key: 'bed' as const,
      enabled: true,
      required: true,
      needsReview: false,
      opensAt: null,
      closesAt: null,
    };
    expect(stepsBody([{ ...row, sort: 10, submissions: 3 } as typeof row])).toEqual({ steps: [row] });
  });
});

describe('review overview', () => {
  it('lists every queue busiest first and counts a shared step once', () => {
    const { lines, total } = reviewQueues({ loan: 2, greenChannel: 3, deferredPayment: 3, face: 5 });
    expect(lines.map((l) => l.kind).slice(0, 4)).toEqual(['face', 'deferredPayment', 'greenChannel', 'loan']);
    expect(lines).toHaveLength(9);
    expect(total).toBe(10);
  });

  it('has a label for every queue in every language', () => {
    for (const messages of Object.values(onboardingStaffMessages)) {
      for (const { kind } of reviewQueues({}).lines) expect(messages.kinds[kind]).toBeTruthy();
    }
  });
});

describe('camera scanning feature detection', () => {
  const camera = { mediaDevices: { getUserMedia: () => undefined } };
  it('offers the camera only with BarcodeDetector for QR codes, a camera and a secure context', async () => {
    const qr = { getSupportedFormats: async () => ['ean_13', 'qr_code'] };
    expect(await canScanQr({ BarcodeDetector: qr, navigator: camera, isSecureContext: true })).toBe(true);
    expect(await canScanQr({ navigator: camera, isSecureContext: true })).toBe(false);
    expect(await canScanQr({ BarcodeDetector: qr, navigator: {}, isSecureContext: true })).toBe(false);
    expect(await canScanQr({ BarcodeDetector: qr, navigator: camera, isSecureContext: false })).toBe(false);
    const noQr = { getSupportedFormats: async () => ['ean_13'] };
    expect(await canScanQr({ BarcodeDetector: noQr, navigator: camera })).toBe(false);
    const broken = {
      getSupportedFormats: async () => {
        throw new Error('no');
      },
    };
    expect(await canScanQr({ BarcodeDetector: broken, navigator: camera })).toBe(false);
  });
});
