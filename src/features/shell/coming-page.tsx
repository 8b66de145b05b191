import styles from './coming-page.module.css';

export interface ComingPageProps {
  title: string;
  /** The issue or area that brings the page's content, e.g. "the market screens". */
  comingWith: string;
}

/**
 * A routed page whose content belongs to a later piece of work: the frame, guards, hide rules and
 * right column around it are real; the page says plainly what will appear here.
 */
export function ComingPage({ title, comingWith }: ComingPageProps) {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.note}>This page is coming with {comingWith}.</p>
    </section>
  );
}
