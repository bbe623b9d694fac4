/**
 * The funnel's chart (issue 39): uPlot, a small, fast, well-kept canvas chart library, in the staff's own
 * chunk (loaded when the funnel is opened, never precached for visitors). Per week, three bars one inside
 * the other — enquiries, then those contacted, then those enrolled — so each week reads as a funnel. The
 * numbers are also in a table beside it: the canvas is hidden from screen readers.
 */
import uPlot from 'uplot';
import type { FunnelRow } from '../../../contract/leads';

const COLOURS = { enquiries: '#c7d2fe', contacted: '#6366f1', enrolled: '#14532d' } as const;

/** False in a browser without a 2D canvas (and in jsdom): the table alone is shown. */
export function canDrawCharts(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export interface FunnelChartOptions {
  weeks: FunnelRow[];
  labels: { enquiries: string; contacted: string; enrolled: string };
  weekLabel: (key: string) => string;
  width: number;
}

export function drawFunnel(target: HTMLElement, { weeks, labels, weekLabel, width }: FunnelChartOptions): uPlot {
  const xs = weeks.map((_, i) => i);
  const max = Math.max(1, ...weeks.map((w) => w.enquiries));
  const bars = (factor: number) => uPlot.paths.bars!({ size: [factor, 64], align: 0 });
  const series = (key: keyof typeof COLOURS, factor: number): uPlot.Series => ({
    label: labels[key],
    fill: COLOURS[key],
    stroke: COLOURS[key],
    width: 0,
    paths: bars(factor),
    points: { show: false },
  });
  // Every fourth week named when there are many: labels never overlap at 375 px.
  const every = Math.max(1, Math.ceil(weeks.length / Math.max(2, Math.floor(width / 70))));
  const options: uPlot.Options = {
    width,
    height: 240,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, range: [-0.6, weeks.length - 0.4] }, y: { range: [0, Math.ceil(max * 1.1)] } },
    axes: [
      {
        splits: () => xs.filter((i) => i % every === 0),
        values: (_u, splits) => splits.map((i) => (weeks[i] ? weekLabel(weeks[i].key) : '')),
      },
      { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
    ],
    series: [{}, series('enquiries', 0.8), series('contacted', 0.55), series('enrolled', 0.3)],
  };
  const data: uPlot.AlignedData = [xs, weeks.map((w) => w.enquiries), weeks.map((w) => w.contacted), weeks.map((w) => w.enrolled)];
  return new uPlot(options, data, target);
}

export const FUNNEL_COLOURS = COLOURS;
