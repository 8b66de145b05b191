import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { dayKey, rangeFromSearch, type DayRange } from './account-range';

/** The range in the URL's search parameters and a setter that keeps the other parameters. */
export function useSearchRange(): [DayRange, (range: DayRange) => void] {
  const [search, setSearch] = useSearchParams();
  const range = rangeFromSearch(search, new Date());
  const setRange = (next: DayRange) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('from', next.from);
      params.set('to', next.to);
      return params;
    });
  return [range, setRange];
}

/** A filter kept in the URL (`?type=BETTING`); `fallback` when absent or not one of `values`. */
export function useSearchFilter<Value extends string>(name: string, values: readonly Value[], fallback: Value): [Value, (value: Value) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get(name);
  const value = values.includes(raw as Value) ? (raw as Value) : fallback;
  const setValue = (next: Value) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === fallback) params.delete(name);
        else params.set(name, next);
        return params;
      },
      { replace: true },
    );
  return [value, setValue];
}

/** True while the router loads new data for this same page (a filter or the range changed). */
export function usePendingHere(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

/** Today's key, for file names. */
export const todayKey = () => dayKey(new Date());

export { rangeChanged } from './account-revalidate';
