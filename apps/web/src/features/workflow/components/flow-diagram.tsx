import { ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { svgDataUrl } from '../logic/svg-image.ts';

/**
 * The diagram as an image. The SVG comes from the server and contains user text (step names), so it
 * is never put into the DOM as markup: as an <img> source the browser renders it without running
 * scripts or loading anything it refers to.
 */
export function FlowDiagram({ svg }: { svg: string }) {
  const { t } = useTranslation('workflow');
  const url = svgDataUrl(svg);
  return (
    <figure className="wf-diagram">
      {/* The whole diagram fits the width; a tap opens it full screen to pinch and pan. */}
      <button
        type="button"
        className="wf-diagram-open"
        onClick={() => ImageViewer.show({ image: url })}
        aria-label={t('detail.diagramZoom')}
      >
        <img src={url} alt={t('detail.diagramAlt')} data-testid="wf-diagram" />
      </button>
      <figcaption className="wf-legend">
        <span className="wf-dot done" /> {t('detail.legendDone')}
        <span className="wf-dot current" /> {t('detail.legendCurrent')}
        <span className="wf-dot pending" /> {t('detail.legendPending')}
      </figcaption>
    </figure>
  );
}
