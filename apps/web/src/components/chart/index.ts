export { BarChart, type BarChartProps, type BarDatum } from './bar-chart.tsx';
export { chartColours, contrastRatio } from './chart-colours.ts';
export { formatCount, formatRate, rateOf } from './chart-format.ts';
export { ProgressRing, type ProgressRingProps } from './progress-ring.tsx';
export { arrivalSegments, StackedBar, type StackedBarProps, type StackedSegment } from './stacked-bar.tsx';
