import { Link } from 'react-router-dom';
import { formatProfitLoss } from '@domain/money';
import type { BackofficeDashboardQuery } from '@/gql/graphql';
import { formatMoney } from '@/lib/format';
import styles from './dashboard.module.css';

export type DashboardFigures = BackofficeDashboardQuery['backofficeDashboard'];

/** Where each tile leads; null where that screen is not in this build. */
export interface DashboardLinks {
  downline: string | null;
  risk: string | null;
  reports: string | null;
  requests: string | null;
}

export interface DashboardViewProps {
  figures: DashboardFigures;
  links: DashboardLinks;
}

interface Tile {
  label: string;
  value: string;
  sub?: string;
  tone?: 'positive' | 'negative';
  to: string | null;
}

const tone = (paise: number) => (paise > 0 ? 'positive' : paise < 0 ? 'negative' : undefined);

/** The dashboard (issue #32): downline, money, exposure, P&L of my level and of the downline, requests waiting; each tile opens its screen. */
export function DashboardView({ figures: f, links }: DashboardViewProps) {
  const tiles: Tile[] = [
    { label: 'Downline', value: String(f.downlineSize), sub: `${f.bettors} bettors`, to: links.downline },
    { label: 'Total balance', value: formatMoney(f.totalBalance), sub: 'Every wallet below me', to: links.downline },
    { label: 'Credit given', value: formatMoney(f.creditGiven), sub: 'Credit references of my direct downline', to: links.downline },
    { label: 'Exposure', value: formatMoney(f.exposure), sub: 'Bettors below me, open markets', tone: f.exposure > 0 ? 'negative' : undefined, to: links.risk },
    { label: 'My P&L today', value: formatProfitLoss(f.myPnlToday), tone: tone(f.myPnlToday), to: links.reports },
    { label: 'My P&L this week', value: formatProfitLoss(f.myPnlWeek), tone: tone(f.myPnlWeek), to: links.reports },
    { label: 'Downline P&L today', value: formatProfitLoss(f.downlinePnlToday), sub: 'Bettors’ net result', tone: tone(f.downlinePnlToday), to: links.reports },
    { label: 'Downline P&L this week', value: formatProfitLoss(f.downlinePnlWeek), sub: 'Bettors’ net result', tone: tone(f.downlinePnlWeek), to: links.reports },
    { label: 'Requests waiting', value: String(f.requestsWaiting), sub: 'Deposits and withdrawals to decide', to: links.requests },
  ];
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.title}>
        Dashboard
      </h1>
      <ul className={styles.tiles}>
        {tiles.map((t) => {
          const body = (
            <>
              <span className={styles.label}>{t.label}</span>
              <span className={styles.value} data-tone={t.tone}>
                {t.value}
              </span>
              {t.sub ? <span className={styles.sub}>{t.sub}</span> : null}
            </>
          );
          return (
            <li key={t.label}>
              {t.to ? (
                <Link to={t.to} className={styles.tile}>
                  {body}
                </Link>
              ) : (
                <div className={styles.tile}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
