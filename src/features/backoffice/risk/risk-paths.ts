/** The risk screens' addresses (the back office's route names, issue #32). */
export const RISK_BOOK_PATH = '/backoffice/risk';
export const riskMarketPath = (marketId: string): string => `${RISK_BOOK_PATH}?market=${encodeURIComponent(marketId)}`;
