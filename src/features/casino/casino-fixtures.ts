import type { CasinoGame } from './casino-games';

/** Lobby entries for stories and tests. */
export const casinoGamesFixture: CasinoGame[] = [
  { eventId: '99.0001', gameName: 'Teen Patti', companyName: 'UNIVERSE', popular: true, link: 'https://u.example/{token}/{eventId}', image: '/casino/99.0001.svg' },
  { eventId: '99.0002', gameName: 'Andar Bahar', companyName: 'UNIVERSE', popular: true, link: 'https://u.example/{token}/{eventId}', image: '/casino/99.0002.svg' },
  { eventId: '88.0001', gameName: 'Aviator', companyName: 'VIMAAN', popular: true, link: 'https://vimaan.example/aviator', image: '/casino/88.0001.svg' },
  { eventId: '99.0004', gameName: 'Lucky 7', companyName: 'UNIVERSE', popular: false, link: null, image: '/casino/99.0004.svg' },
  { eventId: '1000000013', gameName: 'Sic Bo', companyName: 'EZUGI', popular: false, link: 'https://ezugi.example', image: '/casino/1000000013.svg' },
];
