import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Crumb, DownlineUser } from './downline-types';
import { DownlineTable, type DownlineTableProps } from './downline-table';
import styles from './downline.module.css';

export interface DownlineTreeViewProps extends Pick<DownlineTableProps, 'cardHref' | 'drillHref'> {
  /** From the caller to the opened level; the last is the level shown. */
  crumbs: readonly Crumb[];
  /** A page of the opened level's direct downline. */
  users: readonly DownlineUser[];
  /** Direct downline users matching the search, all pages. */
  total: number;
  /** The row number (0-based) of the page's first user. */
  from: number;
  /** The next page; null on the last. */
  nextHref: string | null;
  /** The first page; null when on it. */
  firstHref: string | null;
  search: string;
  onSearch: (text: string) => void;
  /** Create a user below the opened level; absent when the caller may not. */
  onCreate?: () => void;
  /** The open user card, if any (above the level's users, so a phone shows it without scrolling past them). */
  children?: ReactNode;
}

/** The downline tree (issue #32): where I am in it, a search, the opened level's users page by page. */
export function DownlineTreeView({ crumbs, users, total, from, nextHref, firstHref, search, onSearch, onCreate, cardHref, drillHref, children }: DownlineTreeViewProps) {
  const [text, setText] = useState(search);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <section className={styles.page} aria-labelledby="downline-title">
      <div className={styles.titleRow}>
        <h1 id="downline-title" className={styles.title}>
          Downline
        </h1>
        {onCreate ? (
          <button type="button" className={styles.primary} onClick={onCreate}>
            Create user
          </button>
        ) : null}
      </div>
      <nav aria-label="Where in the tree" className={styles.crumbs}>
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.to}>{i === crumbs.length - 1 ? <span aria-current="location">{c.label}</span> : <Link to={c.to}>{c.label}</Link>}</li>
          ))}
        </ol>
      </nav>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label className={styles.srOnly} htmlFor="downline-search">
          Search users
        </label>
        <input id="downline-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search users by name" />
        <button type="submit" className={styles.secondary}>
          Search
        </button>
      </form>
      {children}
      {users.length === 0 ? (
        <p className={styles.empty}>{search ? `No users matching “${search}” at this level.` : 'No users at this level yet.'}</p>
      ) : (
        <>
          <DownlineTable users={users} cardHref={cardHref} drillHref={drillHref} />
          <div className={styles.paging}>
            <span>
              {from + 1}–{from + users.length} of {total}
            </span>
            {firstHref ? (
              <Link to={firstHref} className={styles.secondary}>
                First page
              </Link>
            ) : null}
            {nextHref ? (
              <Link to={nextHref} className={styles.secondary}>
                Next page
              </Link>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
