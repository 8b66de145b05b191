import type { ReactNode } from 'react';
import styles from './shell-frame.module.css';

export interface ShellFrameProps {
  header: ReactNode;
  /** The marquee strip with the promotion button beside it. */
  strip: ReactNode;
  /** Null when the hide rules hide the top navigation. */
  topNav: ReactNode | null;
  /** The desktop side menu (the mobile one is a drawer among the popups). */
  sideNav: ReactNode;
  /** Null when the hide rules hide the right column: the content takes the full width. */
  rightColumn: ReactNode | null;
  footer: ReactNode;
  /** The always-present popups. */
  popups: ReactNode;
  /** The device flags of market pages, as data attributes. */
  device?: { iPhone: boolean; android: boolean; mobile: boolean; windows: boolean };
  children: ReactNode;
}

/** The layout frame (spec §2): header, strip, top navigation, side menu, content, right column, footer. */
export function ShellFrame({ header, strip, topNav, sideNav, rightColumn, footer, popups, device, children }: ShellFrameProps) {
  return (
    <div
      className={styles.frame}
      data-right-column={rightColumn ? 'shown' : 'hidden'}
      data-top-nav={topNav ? 'shown' : 'hidden'}
      data-device-iphone={device?.iPhone || undefined}
      data-device-android={device?.android || undefined}
      data-device-mobile={device?.mobile || undefined}
      data-device-windows={device?.windows || undefined}
    >
      <div className={styles.top}>
        {header}
        {strip}
        {topNav}
      </div>
      <div className={styles.body}>
        <div className={styles.side}>{sideNav}</div>
        <main className={styles.content} id="content">
          {children}
        </main>
        {rightColumn ? <div className={styles.right}>{rightColumn}</div> : null}
      </div>
      {footer}
      {popups}
    </div>
  );
}
