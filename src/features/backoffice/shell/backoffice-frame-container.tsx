import { useQuery } from '@apollo/client/react';
import type { ComponentType, ReactNode } from 'react';
import { pathTo } from '../../../../machines/lib/routes';
import { Brand } from '@/features/header/public';
import { useReferenceData } from '@/features/startup/public';
import { useSessionView } from '@/lib/app-actor';
import { BackofficeFrame, type BackofficeNavItem } from './backoffice-frame';
import { BackofficeFrameQuery } from './frame-documents';
import { BACKOFFICE_PAGES, type BackofficePage, type BackofficeRouteKey } from './backoffice-pages';
import { OperatorOnly } from './operator-only';
import { isOperator } from './role-label';

const PAGES: readonly BackofficePage[] = BACKOFFICE_PAGES;

/**
 * The nav a role sees: every page of the back office, the operator's own only for the operator, the trading desk
 * only where it is open to the caller's level (`deskOpen`: false until the frame's query has said).
 */
export function navFor(role: string | null, deskOpen = false): BackofficeNavItem[] {
  return PAGES.filter((page) => (!page.operatorOnly || isOperator(role)) && (!page.deskOnly || deskOpen || isOperator(role))).map((page) => ({ label: page.label, to: pathTo(page.key) }));
}

export interface BackofficeFrameContainerProps {
  /** The page shown; an operator-only page is refused to any other role. */
  page: BackofficeRouteKey | null;
  children: ReactNode;
}

/** The frame wired to the session, the site's brand and the caller's live balance. */
export function BackofficeFrameContainer({ page, children }: BackofficeFrameContainerProps) {
  const { userName, role, loggedIn } = useSessionView();
  const reference = useReferenceData();
  // The caller as the back office knows them (BackofficeUser by userName): every page's read of `backofficeMe`
  // and every credit act's answer (`me`) move these figures too.
  const { data: frame } = useQuery(BackofficeFrameQuery, { skip: !loggedIn });
  const operatorOnly = PAGES.some((p) => p.key === page && p.operatorOnly);
  return (
    <BackofficeFrame
      brand={<Brand logoUrl={reference.logoUrl} siteTitle={reference.siteTitle} />}
      userName={userName ?? ''}
      roleName={frame?.backofficeMe.roleName ?? ''}
      balance={frame?.backofficeMe.balance ?? null}
      creditReference={frame && role !== 'operator' ? frame.backofficeMe.creditReference : null}
      nav={navFor(role, frame?.tradingDeskOpen ?? false)}
      exchangeHref={pathTo('home')}
      logoutHref={pathTo('logout')}
    >
      {operatorOnly && !isOperator(role) ? <OperatorOnly /> : children}
    </BackofficeFrame>
  );
}

/** A back-office page inside the frame: what the route table renders for each row of BACKOFFICE_PAGES. */
export function framed(Page: ComponentType, page: BackofficeRouteKey): ComponentType {
  const Framed = () => (
    <BackofficeFrameContainer page={page}>
      <Page />
    </BackofficeFrameContainer>
  );
  Framed.displayName = `Framed(${Page.displayName ?? Page.name})`;
  return Framed;
}
