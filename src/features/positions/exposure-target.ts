/** Where a My Market row leads (spec §9). */
export type ExposureTarget = { kind: 'ignore' } | { kind: 'casino'; eventId: string } | { kind: 'page'; path: string };

export function exposureTarget(row: { sportId: number | string; eventId: string }): ExposureTarget {
  const sportId = Number(row.sportId);
  if (sportId === 6) return { kind: 'ignore' };
  if (sportId === 66102) return { kind: 'casino', eventId: row.eventId };
  if (sportId === 66104) return { kind: 'page', path: `/lotterydetails/${row.eventId}/${sportId}` };
  return { kind: 'page', path: `/marketdetails/${row.eventId}/${sportId}` };
}
