import { Modal } from '@/components/ui/modal';
import styles from './rules-dialog.module.css';

export interface RulesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The exchange's rules and regulations: opened from the header's Rules and the footer's link. */
export const RULES_SECTIONS: readonly { title: string; rules: readonly string[] }[] = [
  {
    title: 'General',
    rules: [
      'All bets are accepted subject to these rules. Bets placed in error or at obviously wrong prices may be voided.',
      'The exchange matches back and lay bets between customers at the best available price; unmatched bets stay on the market until matched, cancelled or lapsed.',
      'The header shows your available balance: wallet less exposure less withdrawals held for your upline. A bet that would take your exposure past your wallet less held withdrawals is refused.',
      'Unmatched bets lapse when a market turns in-play unless marked to persist. In-play bets wait out the market’s bet delay before matching.',
    ],
  },
  {
    title: 'Cricket',
    rules: [
      'Match odds markets are settled on the official result. In the event of a tie, bets are settled per the competition rules; if none apply, the market is void.',
      'Fancy (session) markets settle on the run total at the stated over; if the over is not completed for any reason, open session bets are void.',
      'The bookmaker market is settled on the official result; the house is the counterparty and no commission is charged.',
    ],
  },
  {
    title: 'Football and Tennis',
    rules: [
      'Football markets settle on the result after 90 minutes plus injury time, unless stated otherwise.',
      'Tennis: if a player retires or is disqualified, the player progressing to the next round is the winner; if a match is not started, all bets are void.',
    ],
  },
  {
    title: 'Settlement and disputes',
    rules: [
      'Markets settle once the result is confirmed. Commission is charged on net winnings per market.',
      'If a result is amended, the market is resettled and the change appears on your account statement.',
      'Questions about a bet go to your upline; their decision follows these rules.',
    ],
  },
];

export function RulesDialog({ open, onOpenChange }: RulesDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Rules & Regulations" size="wide">
      <div className={styles.rules}>
        {RULES_SECTIONS.map((section) => (
          <section key={section.title} aria-label={section.title}>
            <h3 className={styles.heading}>{section.title}</h3>
            <ol className={styles.list}>
              {section.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Modal>
  );
}
