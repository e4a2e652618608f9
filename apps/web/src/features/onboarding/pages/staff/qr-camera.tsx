import { Button, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canScanQr } from './staff-tools-logic.ts';

// Camera scanning for the on-site desk, only where the browser has the BarcodeDetector API for QR
// codes (Chrome on Android, Edge, Safari 17+ behind a flag…) and a camera. Elsewhere nothing renders
// and the desk keeps its typing field, which a hardware scanner fills like a keyboard.

type Detected = { rawValue: string };
type Detector = { detect: (source: HTMLVideoElement) => Promise<Detected[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

const detectorOf = () => (window as unknown as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;

/** Detects the feature once per page. */
export function useQrCameraSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    void canScanQr(window as unknown as Parameters<typeof canScanQr>[0]).then((ok) => {
      if (live) setSupported(ok);
    });
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/** A button that opens the rear camera and reports the first QR code it reads, then closes the camera. */
export function QrCameraButton({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('onboardingTools');
  const supported = useQrCameraSupport();
  const [open, setOpen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const report = useRef(onCode);
  report.current = onCode;

  useEffect(() => {
    const Detector = detectorOf();
    if (!open || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const tick = async () => {
      if (stopped || !video.current) return;
      try {
        const [found] = video.current.readyState >= 2 ? await detector.detect(video.current) : [];
        if (found?.rawValue && !stopped) {
          setOpen(false);
          report.current(found.rawValue.trim());
          return;
        }
      } catch {
        // A frame the detector cannot read yet: try the next one.
      }
      // About four reads a second is plenty for a code held still and keeps a desk phone cool.
      timer = setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return;
        video.current.srcObject = s;
        await video.current.play().catch(() => undefined);
        void tick();
      })
      .catch(() => {
        Toast.show({ content: t('scan.denied') });
        setOpen(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, t]);

  if (!supported) return null;
  return (
    <div className="yx-staff-pad" data-testid="qr-camera">
      {open ? (
        <>
          <video ref={video} className="yx-qr-video" muted playsInline aria-label={t('scan.aim')} />
          <p className="yx-staff-hint">{t('scan.aim')}</p>
          <Button block onClick={() => setOpen(false)}>
            {t('scan.stop')}
          </Button>
        </>
      ) : (
        <Button block color="primary" fill="outline" onClick={() => setOpen(true)}>
          {t('scan.camera')}
        </Button>
      )}
    </div>
  );
}
