import { useReadQuery, type QueryRef } from '@apollo/client/react';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { SportIcon } from '@/components/icons';
import styles from '@/components/product-page.module.css';
import type { TipsReviewQueryQuery } from '@/gql/graphql';
import { formatEventTime, formatMoney } from '@/lib/format';
import { useProductLists } from '@/lib/product-lists';
import { TipsReviewLive, TipsReviewQuery } from './tips-documents';
import tipStyles from './tips-review.module.css';

export type Tip = TipsReviewQueryQuery['tips'][number];
export type TipAuthor = TipsReviewQueryQuery['tipAuthors'][number];

export interface TipFilters {
  sportId: number | null;
  author: string | null;
}

export interface TipsReviewViewProps {
  tips: readonly Tip[];
  authors: readonly TipAuthor[];
  filters: TipFilters;
  onFilter: (filters: TipFilters) => void;
}

const OUTCOME_LABEL = { PENDING: 'Pending', WON: 'Won', LOST: 'Lost', VOID: 'Void' } as const;
const OUTCOME_STATE = { PENDING: 'upcoming', WON: 'settled', LOST: 'suspended', VOID: 'void' } as const;

/** Where a tip's market lives: lottery and virtual events have their own pages. */
export function tipLink(tip: Pick<Tip, 'exEventId' | 'sportId'>): string | null {
  if (!tip.exEventId || tip.sportId === null || tip.sportId === undefined) return null;
  if (tip.sportId === 66104) return `/lotterydetails/${tip.exEventId}/${tip.sportId}`;
  if (tip.sportId === 66101) return `/virtualdetails/${tip.sportId}/${tip.exEventId}`;
  return `/marketdetails/${tip.exEventId}/${tip.sportId}`;
}

const hitRate = (bp: number | null) => (bp === null ? '—' : `${(bp / 100).toFixed(1)}%`);
/** Profit at level stakes counts decided tips only: with none decided yet there is no figure, as with the hit rate. */
const decided = (a: TipAuthor) => a.won + a.lost + a.void > 0;

/** `/tipsreview`: authors' records (hit rate, profit at level stakes), then the tips, filtered by sport and author. */
export function TipsReviewView({ tips, authors, filters, onFilter }: TipsReviewViewProps) {
  const sports = [...new Map(tips.filter((t) => t.sportId !== null && t.sportId !== undefined).map((t) => [t.sportId!, t.sportName ?? String(t.sportId)])).entries()];
  const authorNames = [...new Set(tips.map((t) => t.author))].sort();
  const shown = tips.filter((t) => (filters.sportId === null || t.sportId === filters.sportId) && (filters.author === null || t.author === filters.author));
  const levelStake = authors[0]?.levelStake ?? 10_000;
  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby="tips-title">
        <h1 id="tips-title" className={styles.heading}>
          <SportIcon sportId={98} size={16} /> Tips Review
        </h1>
        <h2 className={styles.subheading}>Authors&apos; records · profit at level stakes of {formatMoney(levelStake)}</h2>
        {authors.length === 0 ? (
          <p className={styles.empty}>No author has tipped a selection yet.</p>
        ) : (
          <table className={tipStyles.table} aria-label="Authors' records">
            <thead>
              <tr>
                <th scope="col">Author</th>
                <th scope="col">Tips</th>
                <th scope="col">Won</th>
                <th scope="col">Lost</th>
                <th scope="col">Pending</th>
                <th scope="col">Hit rate</th>
                <th scope="col">Profit</th>
              </tr>
            </thead>
            <tbody>
              {authors.map((a) => (
                <tr key={a.author}>
                  <th scope="row">
                    <button type="button" className={tipStyles.author} aria-pressed={filters.author === a.author} onClick={() => onFilter({ ...filters, author: filters.author === a.author ? null : a.author })}>
                      {a.author}
                    </button>
                  </th>
                  <td data-label="Tips">{a.tips}</td>
                  <td data-label="Won">{a.won}</td>
                  <td data-label="Lost">{a.lost}</td>
                  <td data-label="Pending">{a.pending}</td>
                  <td data-label="Hit rate">{hitRate(a.hitRateBp)}</td>
                  <td data-label="Profit" className={a.profit > 0 ? styles.positive : a.profit < 0 ? styles.negative : undefined}>
                    {decided(a) ? formatMoney(a.profit) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="tips-list">
        <h2 id="tips-list" className={styles.subheading}>
          Tips
        </h2>
        <div className={tipStyles.filters}>
          <label>
            Sport{' '}
            <select value={filters.sportId ?? ''} onChange={(e) => onFilter({ ...filters, sportId: e.target.value ? Number(e.target.value) : null })}>
              <option value="">All sports</option>
              {sports.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Author{' '}
            <select value={filters.author ?? ''} onChange={(e) => onFilter({ ...filters, author: e.target.value || null })}>
              <option value="">All authors</option>
              {authorNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {shown.length === 0 ? (
          <p className={styles.empty}>{tips.length === 0 ? 'No tips have been published yet.' : 'No tips match these filters.'}</p>
        ) : (
          <ul className={styles.list}>
            {shown.map((tip) => {
              const link = tipLink(tip);
              return (
                <li key={tip.tipId} className={tipStyles.tip}>
                  <div className={tipStyles.tipHead}>
                    <span className={styles.name}>{tip.title}</span>
                    {tip.outcome ? (
                      <span className={styles.chip} data-state={OUTCOME_STATE[tip.outcome]}>
                        {OUTCOME_LABEL[tip.outcome]}
                      </span>
                    ) : null}
                  </div>
                  <p className={tipStyles.body}>{tip.body}</p>
                  <p className={styles.meta}>
                    {tip.author} · <span aria-label={`Confidence ${tip.confidence} of 5`}>{'★'.repeat(tip.confidence)}{'☆'.repeat(Math.max(0, 5 - tip.confidence))}</span> · {formatEventTime(tip.createdAt)}
                    {tip.selectionName ? ` · ${tip.selectionName}${tip.odds ? ` @ ${tip.odds}` : ''}` : ''}
                    {tip.eventName ? ' · ' : ''}
                    {tip.eventName && link ? <Link to={link}>{tip.eventName}</Link> : tip.eventName}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Filters live in the address (?sport=&author=) so a shared link shows the same tips. */
export function filtersOf(params: URLSearchParams): TipFilters {
  const sport = Number(params.get('sport'));
  return { sportId: Number.isInteger(sport) && sport > 0 ? sport : null, author: params.get('author') || null };
}

/** `/tipsreview` (login-enabled): the loader's query, kept current from the stream as tips are published and graded. */
export function TipsReviewPage() {
  const { data } = useReadQuery(useLoaderData() as QueryRef<TipsReviewQueryQuery>);
  // Tips are published and graded (as their markets settle) on the stream.
  useProductLists(TipsReviewLive, TipsReviewQuery);
  const [params, setParams] = useSearchParams();
  const onFilter = (next: TipFilters) => {
    const search = new URLSearchParams();
    if (next.sportId !== null) search.set('sport', String(next.sportId));
    if (next.author !== null) search.set('author', next.author);
    setParams(search, { replace: true });
  };
  return <TipsReviewView tips={data.tips} authors={data.tipAuthors} filters={filtersOf(params)} onFilter={onFilter} />;
}
