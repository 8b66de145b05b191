/** A promotion shown in the home carousel and the promotions popup. */
export interface Promotion {
  id: string;
  title: string;
  subtitle: string;
  colors: readonly [string, string];
}

/** The ten banners of the home carousel (spec §9). */
export const PROMOTIONS: readonly Promotion[] = [
  { id: 'welcome', title: '100% Welcome Bonus', subtitle: 'On your first deposit', colors: ['#0b3d2e', '#1f8a5b'] },
  { id: 'ipl', title: 'IPL Live', subtitle: 'Back & lay every ball', colors: ['#0d47a1', '#42a5f5'] },
  { id: 'cashback', title: '5% Weekly Cashback', subtitle: 'On net losses, every Monday', colors: ['#4a148c', '#ab47bc'] },
  { id: 'refer', title: 'Refer & Earn', subtitle: 'Bonus for every friend', colors: ['#e65100', '#ffa726'] },
  { id: 'fancy', title: 'Fancy Markets', subtitle: 'Sessions on every over', colors: ['#b71c1c', '#ef5350'] },
  { id: 'casino', title: 'Live Casino', subtitle: 'Teen Patti · Andar Bahar', colors: ['#1a237e', '#7c4dff'] },
  { id: 'tennis', title: 'Tennis In-Play', subtitle: 'Point-by-point prices', colors: ['#33691e', '#9ccc65'] },
  { id: 'soccer', title: 'Football Exchange', subtitle: 'Premier League & La Liga', colors: ['#004d40', '#26a69a'] },
  { id: 'racing', title: 'Horse Racing', subtitle: 'UK & Irish meetings daily', colors: ['#3e2723', '#a1887f'] },
  { id: 'instant', title: 'Instant Withdrawals', subtitle: '24 × 7 banking', colors: ['#263238', '#78909c'] },
];

/** A banner's drawn artwork (public/promotions, scripts/draw-artwork.py). */
export const promotionArtwork = (promotion: Pick<Promotion, 'id'>) => `/promotions/${promotion.id}.svg`;
