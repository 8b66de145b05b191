/** The back office's dashboard (issue #32): the caller's downline size and money, and its P&L and its downline's. */
import type { DashboardView } from '../../contract/backoffice-reports';
import type { AuthUser } from '../auth/sessions';
import { dashboardFigures } from '../db/queries/backoffice-reports';
import { scopeSql } from './backoffice-reports';
import type { ExchangeServices } from './context';
import { totalExposures } from './funds';
import { scopeOf } from './scope';

/** India Standard Time, UTC+05:30 (no daylight saving): the book's day and week. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The start of `now`'s day and of its week (Monday) in India time, as instants. */
export function bookPeriods(now: Date): { dayStart: Date; weekStart: Date } {
  const local = now.getTime() + IST_OFFSET_MS;
  const day = Math.floor(local / DAY_MS) * DAY_MS;
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
  return { dayStart: new Date(day - IST_OFFSET_MS), weekStart: new Date(day - weekday * DAY_MS - IST_OFFSET_MS) };
}

export function dashboardService(services: ExchangeServices) {
  const { db } = services;
  return {
    async dashboard(caller: AuthUser): Promise<DashboardView> {
      const scope = await scopeOf(db, caller);
      const { dayStart, weekStart } = bookPeriods(services.now());
      const { bettorIds, ...figures } = await dashboardFigures(db, scopeSql(scope), dayStart, weekStart);
      // Every bettor's markets, whichever process matches them (funds.ts totalExposures).
      const exposure = [...(await totalExposures(services, bettorIds)).values()].reduce((sum, e) => sum + e, 0);
      return { ...figures, exposure };
    },
  };
}
