/** For stories: a recharts chart's x-axis labels as drawn inside `root`, left to right. */
export const xAxisLabels = (root: Element): string[] =>
  [...root.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map((t) => t.textContent ?? '');
