import { Button, Popup, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadOnlyText } from './basic-widgets.tsx';
import { isSignatureImage } from './field-values.ts';
import type { WidgetProps } from './widget-props.ts';

/** A canvas the user draws on with a finger, pen or mouse (pointer events). */
function SignaturePad({ onDone, onCancel }: { onDone: (dataUrl: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('forms');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    // Draw at device resolution but store a modest image (the server allows 200,000 characters).
    const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1f2329';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };

  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setDrawn(false);
  };

  const done = () => {
    const c = canvas.current;
    if (!c || !drawn) {
      Toast.show({ content: t('signature.empty') });
      return;
    }
    // Downscale to at most 600 px wide so the value stays small.
    const scale = Math.min(1, 600 / c.width);
    const out = document.createElement('canvas');
    out.width = Math.round(c.width * scale);
    out.height = Math.round(c.height * scale);
    out.getContext('2d')?.drawImage(c, 0, 0, out.width, out.height);
    onDone(out.toDataURL('image/png'));
  };

  return (
    <div className="cf-signature-pad">
      <div className="cf-popup-header">
        <Button fill="none" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <strong>{t('signature.title')}</strong>
        <Button fill="none" onClick={clear}>
          {t('signature.redo')}
        </Button>
      </div>
      <canvas
        ref={canvas}
        className="cf-signature-canvas"
        data-testid="signature-canvas"
        aria-label={t('signature.title')}
        onPointerDown={(e) => {
          const ctx = e.currentTarget.getContext('2d');
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
          setDrawn(true);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d');
          const p = point(e);
          ctx?.lineTo(p.x, p.y);
          ctx?.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerCancel={() => {
          drawing.current = false;
        }}
      />
      <div className="cf-signature-actions">
        <Button block color="primary" onClick={done}>
          {t('signature.done')}
        </Button>
      </div>
    </div>
  );
}

export function SignatureWidget({ field, value, id, readOnly, invalid, onChange }: WidgetProps) {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const image = isSignatureImage(value) ? <img className="cf-signature-image" src={value} alt={field.label} /> : null;
  if (readOnly) return image ? <div id={id}>{image}</div> : <ReadOnlyText id={id} text="" />;
  return (
    <div className="cf-signature">
      {image}
      <div className="cf-trigger-row">
        <Button id={id} size="small" aria-invalid={invalid} onClick={() => setOpen(true)}>
          {image ? t('signature.redo') : t('signature.tap')}
        </Button>
        {image && (
          <button type="button" className="cf-link-button" onClick={() => onChange(undefined)}>
            {t('clear')}
          </button>
        )}
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose bodyClassName="cf-popup">
        <SignaturePad
          onCancel={() => setOpen(false)}
          onDone={(dataUrl) => {
            onChange(dataUrl);
            setOpen(false);
          }}
        />
      </Popup>
    </div>
  );
}
