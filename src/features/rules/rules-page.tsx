import { MoneyGlossary } from './money-glossary';
import { RULES_SECTIONS } from './rules-dialog';
import styles from './rules-page.module.css';

/** `/rules`: the rules and regulations as a page. */
export function RulesPage() {
  return (
    <section className={styles.page} aria-labelledby="rules-title">
      <h1 id="rules-title" className={styles.title}>
        Rules &amp; Regulations
      </h1>
      <MoneyGlossary />
      {RULES_SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h2 className={styles.heading}>{section.title}</h2>
          <ol className={styles.list}>
            {section.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
