import type { ShouldRevalidateFunction } from 'react-router-dom';

/**
 * An account screen loads its query again when the path or the range changes, or on an explicit
 * retry; a filter that only narrows the rows already loaded (`?type=`, `?status=`) does not.
 */
export const rangeChanged: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const param = (url: URL, name: string) => url.searchParams.get(name);
  return currentUrl.pathname !== nextUrl.pathname || (['from', 'to'] as const).some((n) => param(currentUrl, n) !== param(nextUrl, n));
};
