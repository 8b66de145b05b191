import { PromoArt } from '@/components/promo-art';
import { PROMOTIONS } from '@/components/promotions';
import { Modal } from '@/components/ui/modal';
import styles from './promotions-dialog.module.css';

export interface PromotionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The promotions popup (the frame's promotion button and the mobile footer's Promotion tab). */
export function PromotionsDialog({ open, onOpenChange }: PromotionsDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Promotions" size="wide">
      <ul className={styles.grid}>
        {PROMOTIONS.map((promotion) => (
          <li key={promotion.id}>
            <PromoArt promotion={promotion} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
