import {
  type OnboardingReviewCounts,
  type OnboardingReviewKind,
  type OnboardingStepSetting,
  onboardingReviewKindList,
  onboardingReviewKinds,
} from '@campusflow/contracts';

// Pure helpers of the step management page (wsyxhjgl), the review overview and the desk camera
// (tested in staff-tools-logic.test.ts).

/** The list with the item at `index` moved by `delta` places (kept inside the list). */
export function moveStep<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, index + delta));
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The datetime-local value (browser zone) as an ISO instant; empty means "no limit". */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Keys whose window closes at or before it opens (the server refuses them too: 6041106). */
export function windowErrors(steps: readonly Pick<OnboardingStepSetting, 'key' | 'opensAt' | 'closesAt'>[]) {
  return steps
    .filter((s) => s.opensAt && s.closesAt && new Date(s.closesAt).getTime() <= new Date(s.opensAt).getTime())
    .map((s) => s.key);
}

/** The save body: only the settings, in the list's order. */
export function stepsBody(steps: readonly OnboardingStepSetting[]): { steps: OnboardingStepSetting[] } {
  return {
    steps: steps.map(({ key, enabled, required, needsReview, opensAt, closesAt }) => ({
      key,
      enabled,
      required,
      needsReview,
      opensAt,
      closesAt,
    })),
  };
}

export type QueueLine = { kind: OnboardingReviewKind; waiting: number };

/**
 * The review overview: every queue with its waiting count, busiest first (stable by the fixed kind
 * order), and the total of distinct submissions — two pairs of queues review the same step
 * (greenChannel / deferredPayment, collect / qualification), so summing the queues would count twice.
 */
export function reviewQueues(counts: Partial<OnboardingReviewCounts>): { lines: QueueLine[]; total: number } {
  const lines = onboardingReviewKindList
    .map((kind) => ({ kind, waiting: counts[kind] ?? 0 }))
    .sort((a, b) => b.waiting - a.waiting);
  const perStep = new Map<string, number>();
  for (const line of lines) perStep.set(onboardingReviewKinds[line.kind], line.waiting);
  return { lines, total: [...perStep.values()].reduce((n, v) => n + v, 0) };
}

type DetectorClass = {
  getSupportedFormats?: () => Promise<string[]>;
};
type CameraWindow = {
  BarcodeDetector?: DetectorClass;
  navigator?: { mediaDevices?: { getUserMedia?: unknown } };
  isSecureContext?: boolean;
};

/**
 * Whether the desk may offer camera scanning: the BarcodeDetector API with QR codes, a camera API and
 * a secure context (browsers give the camera to https and localhost only). Otherwise the page keeps the
 * typing field that a hardware scanner fills.
 */
export async function canScanQr(win: CameraWindow): Promise<boolean> {
  const Detector = win.BarcodeDetector;
  if (!Detector || win.isSecureContext === false) return false;
  if (typeof win.navigator?.mediaDevices?.getUserMedia !== 'function') return false;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code');
  } catch {
    return false;
  }
}
