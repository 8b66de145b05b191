import { Modal } from '@/components/ui/modal';
import { MyBetsPanel, type MyBetsPanelProps } from './my-bets-panel';

export interface BetsDialogProps extends MyBetsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The bets popup: My Bets over the page (used on mobile where the right column is not beside the market). */
export function BetsDialog({ open, onOpenChange, ...bets }: BetsDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="My Bets" size="standard">
      <MyBetsPanel {...bets} untitled />
    </Modal>
  );
}
