import { pathTo } from '../../../../machines/lib/routes';

/** Where the tree stands, as its address holds it (`/backoffice/downline?parent=&search=&after=&from=&user=`). */
export interface DownlinePlace {
  /** The opened level (a user of my subtree); null: my own direct downline. */
  parent: string | null;
  search: string;
  /** The page's cursor (the exchange's nextCursor) and the row number it starts at. */
  after: string | null;
  from: number;
  /** The open user card. */
  user: string | null;
}

/** Users per page of the tree. */
export const DOWNLINE_PAGE_SIZE = 50;

export function placeOf(url: URL): DownlinePlace {
  const q = url.searchParams;
  const from = Number(q.get('from') ?? '0');
  return { parent: q.get('parent') || null, search: q.get('search') ?? '', after: q.get('after') || null, from: Number.isSafeInteger(from) && from >= 0 ? from : 0, user: q.get('user') || null };
}

/** The address of a place in the tree. */
export function downlineHref(place: Partial<DownlinePlace>): string {
  const q = new URLSearchParams();
  if (place.parent) q.set('parent', place.parent);
  if (place.search) q.set('search', place.search);
  if (place.after) {
    q.set('after', place.after);
    q.set('from', String(place.from ?? 0));
  }
  if (place.user) q.set('user', place.user);
  const text = q.toString();
  return `${pathTo('backofficeDownline')}${text ? `?${text}` : ''}`;
}

/** The tree query's variables for a place. */
export function downlineVariables(_params: unknown, url: URL) {
  const place = placeOf(url);
  return {
    parent: place.parent,
    search: place.search || null,
    first: DOWNLINE_PAGE_SIZE,
    after: place.after,
    withParent: place.parent !== null,
    openedName: place.parent ?? '',
    withUser: place.user !== null,
    user: place.user ?? '',
  };
}
