/** Back (for a runner, fancy YES) or lay (against it, fancy NO). */
export type Side = 'BACK' | 'LAY';
