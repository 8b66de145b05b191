import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChatIcon, SendIcon } from '@/components/icons';
import styles from './account-help-card.module.css';

export interface SupportChannel {
  channel: string;
  value: string;
}

export interface AccountHelpCardProps {
  title: string;
  intro: ReactNode;
  /** The site's customer-support channels (supportInfo). */
  channels: readonly SupportChannel[];
  /** The page's form, shown above the support channels. */
  children?: ReactNode;
}

/** Messaging channels first: that is where support answers fastest. */
const CHANNEL_ORDER = ['whatsapp', 'telegram', 'instagram', 'email', 'hours'];
const rank = (channel: string) => {
  const i = CHANNEL_ORDER.indexOf(channel);
  return i === -1 ? CHANNEL_ORDER.length : i;
};

const CHANNEL_LABEL: Record<string, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram', instagram: 'Instagram', email: 'Email', hours: 'Hours' };

function channelHref({ channel, value }: SupportChannel): string | undefined {
  if (channel === 'whatsapp') return `https://wa.me/${value.replace(/\D/g, '')}`;
  if (channel === 'telegram') return `https://t.me/${value.replace(/^@/, '')}`;
  if (channel === 'instagram') return `https://instagram.com/${value.replace(/^@/, '')}`;
  if (channel === 'email') return `mailto:${value}`;
  return undefined;
}

/**
 * Signup and forgotten passwords on an upline exchange: accounts are opened and reset by the
 * upline, so the page puts the bettor in touch with support and leads back to login.
 */
export function AccountHelpCard({ title, intro, channels, children }: AccountHelpCardProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="account-help-title">
        <Link to="/" className={styles.brand} aria-label="Backlay home">
          <span className={styles.back}>Back</span>
          <span className={styles.lay}>lay</span>
        </Link>
        <h1 id="account-help-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <ul className={styles.channels} aria-label="Customer support">
          {[...channels].sort((a, b) => rank(a.channel) - rank(b.channel)).map((c) => {
            const href = channelHref(c);
            return (
              <li key={c.channel} className={styles.channel} data-channel={c.channel}>
                <span className={styles.icon}>{c.channel === 'telegram' ? <SendIcon size={16} /> : <ChatIcon size={16} />}</span>
                <span className={styles.label}>{CHANNEL_LABEL[c.channel] ?? c.channel}</span>
                {href ? (
                  <a href={href} target="_blank" rel="noreferrer" className={styles.value}>
                    {c.value}
                  </a>
                ) : (
                  <span className={styles.value}>{c.value}</span>
                )}
              </li>
            );
          })}
          {channels.length === 0 ? <li className={styles.channel}>Support details are not available right now.</li> : null}
        </ul>
        <div className={styles.actions}>
          <Link to="/" className={styles.primary}>
            Back to the exchange
          </Link>
        </div>
      </section>
    </main>
  );
}
