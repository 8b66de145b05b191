import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { metricsRegistry } from './registry';
import './store-figures';

/**
 * The Grafana dashboard (ops/grafana/backlay.json) and the alert rules (ops/prometheus/alerts.yml) name
 * only metrics this process serves, so a renamed metric cannot leave a panel or an alert silently
 * empty; the dashboard imports as it is (its data source a template variable, never a fixed uid).
 */
const dashboard = JSON.parse(readFileSync(path.join(projectRoot, 'ops/grafana/backlay.json'), 'utf8')) as {
  templating: { list: Array<{ name: string; type: string; query: unknown }> };
  panels: Array<{ type: string; title: string; datasource?: { uid: string }; targets?: Array<{ expr: string; datasource: { uid: string } }> }>;
};
const alerts = readFileSync(path.join(projectRoot, 'ops/prometheus/alerts.yml'), 'utf8');

/** Every metric name served, with a histogram's _bucket, _sum and _count series. */
async function served(): Promise<Set<string>> {
  const names = new Set<string>(['up']);
  for (const metric of await metricsRegistry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram' || String(metric.type) === 'summary') for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
  }
  return names;
}

/** The metric names an expression uses (identifiers followed by { or [ or standing alone, not functions or keywords). */
function metricNames(expr: string): string[] {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, '{}').replace(/"[^"]*"/g, '""');
  const words = withoutLabels.match(/[a-zA-Z_:][a-zA-Z0-9_:]*/g) ?? [];
  return words.filter((w) => /^(backlay|nodejs|process)_/.test(w) || w === 'up');
}

describe('the dashboard and the alerts', () => {
  it('the dashboard takes its data source from a template variable', () => {
    expect(dashboard.templating.list.find((v) => v.name === 'datasource')).toMatchObject({ type: 'datasource', query: 'prometheus' });
    const queries = dashboard.panels.filter((p) => p.type !== 'row');
    expect(queries.length).toBeGreaterThan(20);
    for (const panel of queries) {
      expect(panel.datasource?.uid, panel.title).toBe('${datasource}');
      for (const target of panel.targets ?? []) expect(target.datasource.uid, panel.title).toBe('${datasource}');
    }
    const titles = dashboard.panels.filter((p) => p.type === 'row').map((p) => p.title);
    expect(titles).toEqual(['Bet path', 'Cluster', 'Business']);
  });

  it('every panel and alert names a metric this process serves', async () => {
    const names = await served();
    const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ where: p.title, expr: t.expr })));
    for (const match of alerts.matchAll(/expr: (\|\n(?:\s{10}.*\n)+|.*)/g)) exprs.push({ where: 'alerts.yml', expr: match[1]! });
    const used = new Set<string>();
    for (const { where, expr } of exprs) {
      for (const name of metricNames(expr)) {
        used.add(name);
        expect(names.has(name), `${where}: ${name} in ${expr}`).toBe(true);
      }
    }
    // The alerts the issue asks for are all there.
    for (const alert of ['BacklayProcessDown', 'BacklayPartitionUnowned', 'BacklayBetLatencyHigh', 'BacklayAdmissionShedding', 'BacklayJetStreamConsumerLag', 'BacklaySettlementStuck', 'BacklayDbPoolSaturated']) {
      expect(alerts).toContain(`alert: ${alert}\n`);
    }
    expect(used.size).toBeGreaterThan(30);
  });
});
