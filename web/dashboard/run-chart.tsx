import { useEffect, useRef } from 'preact/hooks';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { duration } from './format.js';
import type { Ping } from './types.js';

/** The colour a CSS custom property of the page gives (so the chart follows dark mode). */
const cssColour = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** Run times of the last runs that reported one (a success or failure after a start), as a chart. */
export function RunChart({ pings }: { pings: Ping[] }) {
  const box = useRef<HTMLDivElement>(null);
  const runs = pings.filter((ping) => ping.duration !== null).reverse();
  useEffect(() => {
    if (!box.current || runs.length < 2) return;
    const data: uPlot.AlignedData = [
      runs.map((ping) => Date.parse(ping.date) / 1000),
      runs.map((ping) => ping.duration),
    ];
    const axis = { stroke: cssColour('--fg'), grid: { stroke: cssColour('--line') } };
    const chart = new uPlot(
      {
        width: Math.min(box.current.clientWidth || 600, 720),
        height: 200,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        axes: [axis, { ...axis, values: (_, ticks) => ticks.map((t) => duration(t)), size: 90 }],
        series: [{}, { label: 'Run time', stroke: cssColour('--accent'), width: 2, points: { size: 6 } }],
      },
      data,
      box.current,
    );
    return () => chart.destroy();
  }, [pings]);
  if (runs.length < 2) return <p>Too few timed runs to draw yet (a run is timed from its start signal).</p>;
  const longest = Math.max(...runs.map((ping) => ping.duration!));
  return (
    <figure>
      <div
        ref={box}
        class="chart"
        role="img"
        aria-label={`Run times of the last ${runs.length} runs, longest ${duration(longest)}`}
      />
      <figcaption>
        Last {runs.length} runs; longest {duration(longest)}.
      </figcaption>
    </figure>
  );
}
