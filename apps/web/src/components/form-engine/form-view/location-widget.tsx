import { Button, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { convertLocation } from '../api/forms-api.ts';
import { ReadOnlyText, useDisplayText } from './basic-widgets.tsx';
import type { WidgetProps } from './widget-props.ts';

/** An address value: the text the user writes plus, when located, GCJ-02 coordinates (Chinese maps). */
export type AddressValue = { text?: string; lng?: number; lat?: number; coordinateSystem?: 'gcj02' | 'wgs84' };

function toAddress(value: unknown): AddressValue {
  if (typeof value === 'string') return { text: value };
  return typeof value === 'object' && value !== null ? (value as AddressValue) : {};
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 }),
  );
}

export function LocationWidget(props: WidgetProps) {
  const { t } = useTranslation('forms');
  const text = useDisplayText();
  const { field, value, id, readOnly, invalid, onChange } = props;
  const [locating, setLocating] = useState(false);
  const address = toAddress(value);
  if (readOnly) return <ReadOnlyText id={id} text={text(props)} />;

  const update = (patch: AddressValue) => {
    const next = { ...address, ...patch };
    const empty = !next.text && next.lng === undefined;
    onChange(empty ? undefined : next);
  };

  const locate = async () => {
    if (!('geolocation' in navigator)) {
      Toast.show({ content: t('location.unsupported'), duration: 5000 });
      return;
    }
    setLocating(true);
    try {
      const { coords } = await currentPosition();
      const wgs = { lng: coords.longitude, lat: coords.latitude };
      // Browsers give WGS-84; Chinese maps draw GCJ-02, so the server converts (falls back to WGS-84).
      const converted = await convertLocation(wgs).then(
        (p) => ({ ...p, coordinateSystem: 'gcj02' as const }),
        () => ({ ...wgs, coordinateSystem: 'wgs84' as const }),
      );
      update(converted);
    } catch {
      Toast.show({ content: t('location.failed'), duration: 5000 });
    } finally {
      setLocating(false);
    }
  };

  return (
    <div className="cf-location">
      <TextArea
        id={id}
        aria-invalid={invalid}
        value={address.text ?? ''}
        placeholder={field.field_options.placeholder ?? t('location.detail')}
        autoSize={{ minRows: 2, maxRows: 4 }}
        maxLength={field.field_options.max_length ?? 500}
        onChange={(v) => update({ text: v })}
      />
      <div className="cf-trigger-row">
        <Button size="small" loading={locating} onClick={() => void locate()}>
          {locating ? t('location.locating') : t('location.locate')}
        </Button>
        {address.lng !== undefined && address.lat !== undefined && (
          <span className="cf-hint">
            {t('location.coords', { lng: address.lng.toFixed(6), lat: address.lat.toFixed(6) })}
          </span>
        )}
      </div>
    </div>
  );
}
